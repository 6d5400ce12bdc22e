import type { LlmProvider as LlmConfig } from '../../services/llm/ExitEvaluator'

/**
 * Intrance_ai through the configured OpenAI-compatible provider (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL, as the exit conditions use it). Any failure returns null and the caller falls back
 * to the offline suggestions: the editor always gets something, and nothing is saved either way.
 */

async function complete(config: LlmConfig, system: string, user: string): Promise<string | null> {
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, temperature: 0.7, messages: [{ role: 'system', content: system }, { role: 'user', content: user }] }),
      signal: AbortSignal.timeout(15_000),
    })
    if (!response.ok) return null
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] }
    return body.choices?.[0]?.message?.content ?? null
  } catch {
    return null
  }
}

/** New German example answers for one intent: one per line in the reply. */
export async function llmExamples(config: LlmConfig, question: string, handle: string, examples: readonly string[], count: number): Promise<string[] | null> {
  const reply = await complete(config,
    'Du hilfst, einen Intent-Klassifikator für einen deutschen Chat-Dialog zu trainieren. Antworte nur mit den Beispielantworten, eine pro Zeile, ohne Nummerierung.',
    `Frage: ${question}\nIntent: ${handle}\nBisherige Beispiele:\n${examples.slice(0, 30).join('\n')}\n\nSchreibe ${count} neue, verschiedene Antworten, wie Befragte sie tippen würden.`)
  if (reply === null) return null
  return reply.split('\n').map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim()).filter((l) => l !== '').slice(0, count)
}

/** A handle for each answer (index-aligned); an unknown or missing handle comes back as null. */
export async function llmLabels(config: LlmConfig, question: string, handles: readonly string[], texts: readonly string[]): Promise<(string | null)[] | null> {
  const reply = await complete(config,
    'Du ordnest Antworten aus einem deutschen Chat-Dialog Intents zu. Antworte nur mit einem JSON-Array von Intent-Namen, eines je Antwort, in derselben Reihenfolge.',
    `Frage: ${question}\nIntents: ${handles.join(', ')}\nAntworten:\n${texts.map((t, i) => `${i + 1}. ${t.replace(/\s+/g, ' ')}`).join('\n')}`)
  if (reply === null) return null
  try {
    const parsed: unknown = JSON.parse(reply.slice(reply.indexOf('['), reply.lastIndexOf(']') + 1))
    if (!Array.isArray(parsed)) return null
    return texts.map((_, i) => (typeof parsed[i] === 'string' && handles.includes(parsed[i]) ? (parsed[i] as string) : null))
  } catch {
    return null
  }
}
