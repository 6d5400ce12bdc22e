import type { ExitEvaluator } from './ExitEvaluator'
import { offlineExitEvaluator } from './offlineExitEvaluator'
import { createOpenAiExitEvaluator } from './openAiExitEvaluator'

/** docs/design/dialog-content.md: the OpenAI-compatible provider when LLM_BASE_URL is set, else offline. */
export function createExitEvaluator(
  config: { llmBaseUrl?: string; llmApiKey?: string; llmModel?: string },
  onError?: (message: string) => void,
): ExitEvaluator {
  if (!config.llmBaseUrl) return offlineExitEvaluator
  return createOpenAiExitEvaluator({
    baseUrl: config.llmBaseUrl,
    apiKey: config.llmApiKey,
    model: config.llmModel ?? 'gpt-4o-mini',
    onError,
  })
}
