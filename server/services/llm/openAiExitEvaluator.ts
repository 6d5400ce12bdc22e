import { chatCompletion } from './chatCompletion'
import type { ExitConditionInput, ExitContext, ExitEvaluator, LlmProvider } from './ExitEvaluator'

export interface OpenAiOptions extends LlmProvider {
  timeoutMs?: number
}

const SYSTEM =
  'Du prüfst Antworten in einem Chat-Dialog. Entscheide, ob die folgende Bedingung auf die Antwort der Person zutrifft. ' +
  'Antworte nur mit JA oder NEIN.'

/**
 * An OpenAI-compatible `POST {baseUrl}/chat/completions` provider (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL). Its `provider` (with `onError`) is what Trainieren's suggestions use too.
 */
export function createOpenAiExitEvaluator(options: OpenAiOptions): ExitEvaluator {
  const { timeoutMs = 5000, ...provider } = options
  return {
    name: 'openai-compatible',
    provider,
    async holds(condition: ExitConditionInput, context: ExitContext): Promise<boolean> {
      const reply = await chatCompletion(
        provider,
        [
          { role: 'system', content: SYSTEM },
          {
            role: 'user',
            content: `Bedingung: ${condition.condition}\nFrage: ${context.question}\nAntwort der Person: ${context.answer}`,
          },
        ],
        { temperature: 0, maxTokens: 3, timeoutMs },
      )
      const text = reply?.trim().toLowerCase() ?? ''
      return text.startsWith('ja') || text.startsWith('yes')
    },
  }
}
