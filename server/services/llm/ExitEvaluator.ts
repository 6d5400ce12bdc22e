/** An OpenAI-compatible chat-completions provider (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export interface LlmProvider {
  baseUrl: string
  apiKey?: string
  model: string
  /** Reports provider trouble without the key or any text sent or received (they stay out of logs). */
  onError?: (message: string) => void
}

/** An AI exit condition as the evaluator needs it (docs/design/dialog-content.md). */
export interface ExitConditionInput {
  id: string
  condition: string
  /** Offline evaluator: phrases that make the condition hold. */
  examples: readonly string[]
}

export interface ExitContext {
  /** The bot's question the respondent answered. */
  question: string
  answer: string
}

/**
 * Decides after each answer whether an exit condition holds (then the dialog ends). Pluggable:
 * an OpenAI-compatible chat-completions provider when configured, otherwise offline. Never
 * throws: a provider error or timeout means "does not hold", so the dialog simply continues.
 */
export interface ExitEvaluator {
  readonly name: string
  /** The configured provider, which Trainieren's suggestions use too; absent = offline. */
  readonly provider?: LlmProvider
  holds(condition: ExitConditionInput, context: ExitContext): Promise<boolean>
}
