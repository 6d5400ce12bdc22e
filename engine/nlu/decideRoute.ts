// The runtime policy of an `open` block with intent jumps (docs/nlu.md "Clarifying question"): a
// sure answer takes its jump; an unsure first answer gets, by the block's setting, a clarifying
// question with the likely intents as buttons (Rasa's two-stage fallback), the block's nachfrage,
// or the best intent's jump; if the answers are still unsure after the nachfrage, the `default`
// jump is taken. Misrouting hurts respondents more than one more question, so "unsure" is the
// cautious side. One policy for the runtime, the benchmark and other developers.
import { classify, DEFAULT_THRESHOLD, type RankedIntent } from './classify'
import type { IntentModel } from './trainClassifier'

/** What an unsure first answer gets (the block's `clarify_mode`). */
export type UnsureMode = 'buttons' | 'nachfrage' | 'route'
export const UNSURE_MODES = ['buttons', 'nachfrage', 'route'] as const satisfies readonly UnsureMode[]

/** One intent offered as a button: its handle, its respondent-facing label, the model's confidence. */
export interface ClarifyOption {
  handle: string
  label?: string
  confidence: number
}

export type RouteDecision =
  | { kind: 'jump'; handle: string; confidence: number }
  | { kind: 'clarify'; options: ClarifyOption[] }
  | { kind: 'nachfrage' }
  | { kind: 'default' }

export interface RoutePolicy {
  /** Route at once at or above this confidence. */
  threshold: number
  /** What an unsure first answer gets. */
  unsure: UnsureMode
  /** Buttons at most (besides "Etwas anderes"). */
  maxOptions: number
  /**
   * An intent below this confidence has no real chance and is not offered; when not even the best
   * one reaches it, the nachfrage is asked instead of showing buttons. Chosen by cross-validation
   * (docs/nlu.md "Clarifying question").
   */
  optionFloor: number
}

/** Chosen by cross-validation on the editor examples and the development answers (bench/nlu). */
export const CLARIFY_MAX_OPTIONS = 3
export const CLARIFY_OPTION_FLOOR = 0.1

export const DEFAULT_ROUTE_POLICY: RoutePolicy = {
  threshold: DEFAULT_THRESHOLD,
  unsure: 'buttons',
  maxOptions: CLARIFY_MAX_OPTIONS,
  optionFloor: CLARIFY_OPTION_FLOOR,
}

/**
 * The decision for answers already ranked (best first): `answersGiven` is 1 for the first answer,
 * 2 once the nachfrage was answered too (the ranking then covers both). Linear in the ranking.
 */
export function routeRanked(
  ranked: readonly RankedIntent[],
  answersGiven: number,
  policy: RoutePolicy = DEFAULT_ROUTE_POLICY,
): RouteDecision {
  const best = ranked[0]
  if (best && best.confidence >= policy.threshold) {
    return { kind: 'jump', handle: best.handle, confidence: best.confidence }
  }
  if (answersGiven >= 2) return { kind: 'default' }
  if (policy.unsure === 'route') {
    return best && best.confidence > 0
      ? { kind: 'jump', handle: best.handle, confidence: best.confidence }
      : { kind: 'default' }
  }
  if (policy.unsure === 'buttons') {
    const options: ClarifyOption[] = []
    for (const r of ranked) {
      if (options.length >= policy.maxOptions || r.confidence < policy.optionFloor) break
      options.push({ handle: r.handle, confidence: r.confidence })
    }
    if (options.length > 0) return { kind: 'clarify', options }
  }
  return { kind: 'nachfrage' }
}

/**
 * `answers`: the first answer, then (after the nachfrage) the second one. A number as `policy`
 * is the threshold with the default policy otherwise (older callers).
 */
export function decideRoute(
  model: IntentModel,
  answers: readonly string[],
  policy: Partial<RoutePolicy> | number = {},
): RouteDecision {
  const full: RoutePolicy =
    typeof policy === 'number'
      ? { ...DEFAULT_ROUTE_POLICY, threshold: policy }
      : { ...DEFAULT_ROUTE_POLICY, ...policy }
  return routeRanked(classify(model, answers), answers.length, full)
}
