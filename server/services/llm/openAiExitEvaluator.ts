import type { ExitConditionInput, ExitContext, ExitEvaluator } from './ExitEvaluator'

export interface OpenAiOptions {
  baseUrl: string
  apiKey?: string
  model: string
  timeoutMs?: number
  /** Reports provider trouble without the key or the answer text (they stay out of logs). */
  onError?: (message: string) => void
}

const SYSTEM =
  'Du prüfst Antworten in einem Chat-Dialog. Entscheide, ob die folgende Bedingung auf die Antwort der Person zutrifft. ' +
  'Antworte nur mit JA oder NEIN.'

/** An OpenAI-compatible `POST {baseUrl}/chat/completions` provider (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export function createOpenAiExitEvaluator(options: OpenAiOptions): ExitEvaluator {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    name: 'openai-compatible',
    provider: { baseUrl: options.baseUrl, apiKey: options.apiKey, model: options.model },
    async holds(condition: ExitConditionInput, context: ExitContext): Promise<boolean> {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
          body: JSON.stringify({
            model: options.model,
            temperature: 0,
            max_tokens: 3,
            messages: [
              { role: 'system', content: SYSTEM },
              { role: 'user', content: `Bedingung: ${condition.condition}\nFrage: ${context.question}\nAntwort der Person: ${context.answer}` },
            ],
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        })
        if (!response.ok) {
          options.onError?.(`LLM-Anbieter antwortete ${response.status}`)
          return false
        }
        const body = (await response.json()) as { choices?: { message?: { content?: string } }[] }
        const text = body.choices?.[0]?.message?.content?.trim().toLowerCase() ?? ''
        return text.startsWith('ja') || text.startsWith('yes')
      } catch (error) {
        options.onError?.(`LLM-Anbieter nicht erreichbar: ${(error as Error).name}`)
        return false
      }
    },
  }
}
