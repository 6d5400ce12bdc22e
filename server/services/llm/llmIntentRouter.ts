import { z } from 'zod'
import { LruMap } from '../../cache/LruMap'
import { type ChatMessage, chatCompletion } from './chatCompletion'
import type { LlmProvider } from './ExitEvaluator'

/** What the provider may see of an open block and its answers: no respondent, survey or dialog identity. */
export interface RoutingRequest {
  /** Cache scope (survey and block); never sent. */
  scope: string
  /** The block's examples fingerprint (IntentModel.trainedOn); new examples start a new cache entry. Never sent. */
  fingerprint: string
  question: string
  /** The block's follow-up question; sent only with a second answer. */
  nachfrage: string
  intents: readonly { handle: string; examples: readonly string[] }[]
  /** The first answer, then (after the nachfrage) the second one. */
  answers: readonly string[]
}

/**
 * The provider's decision: an intent handle it is sure of, or unsure (intent null or sure false).
 * `candidates`: the block's intents it holds possible, likeliest first (may be empty: none fits);
 * absent when the reply did not name any (then it narrows nothing). docs/nlu.md "LLM routing".
 */
export interface LlmRoute {
  intent: string | null
  sure: boolean
  candidates?: string[]
}

export interface IntentRouter {
  /** The provider's decision, or null when it failed, was too slow or answered anything but the strict JSON. Never throws. */
  route(request: RoutingRequest): Promise<LlmRoute | null>
}

export interface IntentRouterOptions {
  /** Per call; the respondent never waits longer (LLM_ROUTING_TIMEOUT_MS, default 3000). */
  timeoutMs?: number
  /** Cached decisions (per block, examples and normalised answers); default 2000. */
  cacheSize?: number
}

export const DEFAULT_ROUTING_TIMEOUT_MS = 3000
/** Prompt bounds: enough examples to show an intent's meaning, a prompt that stays small. */
export const MAX_EXAMPLES_PER_INTENT = 12
export const MAX_TEXT_CHARS = 300
/**
 * The reply's token cap: the JSON with an intent and up to three candidates. Handles are short
 * in practice (one or two words), so 150 leaves room for four handles of about 100 characters;
 * a reply cut off is not valid JSON and falls back to the offline decision. Billed are the
 * tokens the reply uses, not the cap.
 */
export const ROUTING_MAX_TOKENS = 150

const SYSTEM =
  'Du ordnest die Antwort einer Person in einem Chat-Dialog einer Absicht zu. Jede Absicht hat einen Namen ' +
  'und Beispielantworten. Achte auf die Bedeutung, nicht auf einzelne Wörter: Verneinung, doppelte Verneinung, ' +
  'Untertreibung, Ironie, Dialekt und Tippfehler. ' +
  'Antworte nur mit einem JSON-Objekt {"intent": "<Name>" oder null, "sure": true oder false, ' +
  '"candidates": ["<Name>", ...]}. intent ist null, wenn keine Absicht passt; sure ist nur true, wenn die ' +
  'Zuordnung eindeutig ist. candidates nennt die Absichten, die ernsthaft in Frage kommen, die ' +
  'wahrscheinlichste zuerst, höchstens drei; leer, wenn keine passt.'

const Reply = z.strictObject({
  intent: z.string().nullable(),
  sure: z.boolean(),
  candidates: z.array(z.string()).optional(),
})

const clip = (text: string) => (text.length > MAX_TEXT_CHARS ? `${text.slice(0, MAX_TEXT_CHARS)}…` : text)

/** The prompt, built from the request's texts only (tests/api/llmRouting.test.ts checks what leaves the server). */
export function routingMessages(request: RoutingRequest): ChatMessage[] {
  const intents = request.intents
    .map(
      (intent) =>
        `- ${JSON.stringify(intent.handle)}: ${
          intent.examples
            .slice(0, MAX_EXAMPLES_PER_INTENT)
            .map((e) => JSON.stringify(clip(e)))
            .join(', ') || '(keine Beispiele)'
        }`,
    )
    .join('\n')
  const [first = '', ...later] = request.answers
  const answers = [
    `Antwort: ${JSON.stringify(clip(first))}`,
    ...later.map(
      (a) =>
        `Nachfrage: ${JSON.stringify(clip(request.nachfrage))}\nAntwort auf die Nachfrage: ${JSON.stringify(clip(a))}`,
    ),
  ].join('\n')
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Frage: ${JSON.stringify(clip(request.question))}\nAbsichten:\n${intents}\n${answers}` },
  ]
}

/**
 * Strict: exactly {"intent", "sure"} and optionally "candidates"; the intent one of the block's
 * handles or null, the candidates distinct handles of the block. Anything else is an error.
 */
export function parseRoute(reply: string, handles: readonly string[]): LlmRoute | null {
  let json: unknown
  try {
    json = JSON.parse(reply.trim())
  } catch {
    return null
  }
  const parsed = Reply.safeParse(json)
  if (!parsed.success) return null
  const { intent, candidates } = parsed.data
  if (intent !== null && !handles.includes(intent)) return null
  if (candidates && (new Set(candidates).size < candidates.length || !candidates.every((c) => handles.includes(c))))
    return null
  return parsed.data
}

/** Case, spacing and Unicode form do not change an answer's meaning, so they share a cache entry. */
export const normaliseAnswer = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * docs/nlu.md "LLM routing": asks an OpenAI-compatible provider (the exit evaluator's) for the
 * intent of an answer the offline model is unsure of, and the intents that come into question
 * (they may narrow a clarifying question's buttons). One call per uncached answer; successful
 * decisions are cached, failures are not (the next respondent may find the provider back).
 */
export function createLlmIntentRouter(provider: LlmProvider, options: IntentRouterOptions = {}): IntentRouter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_ROUTING_TIMEOUT_MS
  const cache = new LruMap<string, LlmRoute>(options.cacheSize ?? 2000)
  return {
    async route(request) {
      const key = [
        request.scope,
        request.fingerprint,
        request.question,
        request.answers.length > 1 ? request.nachfrage : '',
        ...request.answers.map(normaliseAnswer),
      ].join('\u0000')
      const cached = cache.get(key)
      if (cached) return cached
      const reply = await chatCompletion(provider, routingMessages(request), {
        temperature: 0,
        maxTokens: ROUTING_MAX_TOKENS,
        timeoutMs,
        jsonObject: true,
      })
      if (reply === null) return null
      const route = parseRoute(
        reply,
        request.intents.map((i) => i.handle),
      )
      if (!route) {
        provider.onError?.('LLM-Anbieter antwortete nicht im erwarteten JSON-Format (Intent-Routing)')
        return null
      }
      cache.set(key, route)
      return route
    },
  }
}
