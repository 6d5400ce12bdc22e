import type { LlmProvider } from './ExitEvaluator'

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface CompletionOptions {
  temperature: number
  maxTokens?: number
  timeoutMs: number
  /** Asks for a JSON object (`response_format: {type: 'json_object'}`); the caller still validates it. */
  jsonObject?: boolean
}

/**
 * One `POST {baseUrl}/chat/completions` of an OpenAI-compatible provider (LLM_BASE_URL,
 * LLM_API_KEY, LLM_MODEL): the reply's text, or null when the provider failed, was too slow or
 * answered without text. A failure is reported through the provider's `onError` with the status
 * or the error's name only: never the key, the prompt or the reply, which may hold a
 * respondent's answer.
 */
export async function chatCompletion(
  provider: LlmProvider,
  messages: readonly ChatMessage[],
  options: CompletionOptions,
): Promise<string | null> {
  try {
    const response = await fetch(`${provider.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: provider.model,
        temperature: options.temperature,
        ...(options.maxTokens !== undefined && { max_tokens: options.maxTokens }),
        ...(options.jsonObject && { response_format: { type: 'json_object' } }),
        messages,
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    if (!response.ok) {
      provider.onError?.(`LLM-Anbieter antwortete ${response.status}`)
      return null
    }
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] }
    const content = body.choices?.[0]?.message?.content
    if (typeof content === 'string') return content
    provider.onError?.('LLM-Anbieter antwortete ohne Text')
    return null
  } catch (error) {
    provider.onError?.(`LLM-Anbieter nicht erreichbar: ${(error as Error).name}`)
    return null
  }
}
