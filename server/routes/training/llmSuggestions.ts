import { chatCompletion } from '../../services/llm/chatCompletion'
import type { LlmProvider as LlmConfig } from '../../services/llm/ExitEvaluator'

// Intrance_ai through the configured OpenAI-compatible provider (LLM_BASE_URL, LLM_API_KEY,
// LLM_MODEL, as the exit conditions use it). Any failure returns null (reported through the
// provider's onError) and the caller falls back to the offline suggestions: the editor always
// gets something, and nothing is saved either way.

/** One system and one user message at a creative temperature; the reply's text or null. */
const complete = (config: LlmConfig, system: string, user: string): Promise<string | null> =>
  chatCompletion(
    config,
    [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    { temperature: 0.7, timeoutMs: 15_000 },
  )

/** New German example answers for one intent: one per line in the reply. */
export async function llmExamples(
  config: LlmConfig,
  question: string,
  handle: string,
  examples: readonly string[],
  count: number,
): Promise<string[] | null> {
  const reply = await complete(
    config,
    'Du hilfst, einen Intent-Klassifikator für einen deutschen Chat-Dialog zu trainieren. Antworte nur mit den Beispielantworten, eine pro Zeile, ohne Nummerierung.',
    `Frage: ${question}\nIntent: ${handle}\nBisherige Beispiele:\n${examples.slice(0, 30).join('\n')}\n\nSchreibe ${count} neue, verschiedene Antworten, wie Befragte sie tippen würden.`,
  )
  if (reply === null) return null
  return reply
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((l) => l !== '')
    .slice(0, count)
}

/** A handle for each answer (index-aligned); an unknown or missing handle comes back as null. */
export async function llmLabels(
  config: LlmConfig,
  question: string,
  handles: readonly string[],
  texts: readonly string[],
): Promise<(string | null)[] | null> {
  const reply = await complete(
    config,
    'Du ordnest Antworten aus einem deutschen Chat-Dialog Intents zu. Antworte nur mit einem JSON-Array von Intent-Namen, eines je Antwort, in derselben Reihenfolge.',
    `Frage: ${question}\nIntents: ${handles.join(', ')}\nAntworten:\n${texts.map((t, i) => `${i + 1}. ${t.replace(/\s+/g, ' ')}`).join('\n')}`,
  )
  if (reply === null) return null
  try {
    const parsed: unknown = JSON.parse(reply.slice(reply.indexOf('['), reply.lastIndexOf(']') + 1))
    if (!Array.isArray(parsed)) return null
    return texts.map((_, i) =>
      typeof parsed[i] === 'string' && handles.includes(parsed[i]) ? (parsed[i] as string) : null,
    )
  } catch {
    return null
  }
}
