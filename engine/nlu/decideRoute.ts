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
  /**
   * With buttons (`unsure: 'buttons'`), a first answer is routed at once only at or above this
   * confidence too (the higher of the two counts): a tap costs the respondent less than a wrong
   * jump, so the block can afford to ask more often. The nachfrage-only and always-route settings
   * and the answers after the nachfrage use `threshold` alone.
   */
  buttonsThreshold: number
  /** What an unsure first answer gets. */
  unsure: UnsureMode
  /** Buttons at most (besides "Etwas anderes"). */
  maxOptions: number
  /**
   * An intent at or below this confidence has no real chance and is not offered; when not even the
   * best one is above it, the nachfrage is asked instead of showing buttons. Chosen on the
   * development data (docs/nlu.md "Clarifying question").
   */
  optionFloor: number
}

/**
 * Chosen on the development data (cross-validation of the editor examples, the harder development
 * answers and the new development questions, never the blind set: bench/nlu/tuneClarify.ts,
 * docs/nlu.md "Clarifying question"): the setting that misses the goals of issue #30 (at most 2 %
 * wrong, 10 % nachfrage, 35 % buttons) least, with the respondent tapping the right intent when it
 * is offered.
 */
export const CLARIFY_MAX_OPTIONS = 3
/** Offered intents at 0.05-0.10 were the true one about one time in six on cross-validation. */
export const CLARIFY_OPTION_FLOOR = 0.05
/**
 * With buttons, answers between 0.6 and 0.9 are asked too: of the answers at 0.75-0.9, about one
 * in three was routed wrong on the new development questions (a new dialog's), one in ten on
 * cross-validation.
 */
export const CLARIFY_BUTTONS_THRESHOLD = 0.9

export const DEFAULT_ROUTE_POLICY: RoutePolicy = {
  threshold: DEFAULT_THRESHOLD,
  buttonsThreshold: CLARIFY_BUTTONS_THRESHOLD,
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
  const withButtons = policy.unsure === 'buttons' && answersGiven < 2
  const sure = withButtons ? Math.max(policy.threshold, policy.buttonsThreshold) : policy.threshold
  if (best && best.confidence >= sure) {
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
      if (options.length >= policy.maxOptions || r.confidence <= policy.optionFloor) break
      options.push({ handle: r.handle, confidence: r.confidence })
    }
    if (options.length > 0) return { kind: 'clarify', options }
  }
  return { kind: 'nachfrage' }
}

/**
 * `answers`: the first answer, then (after the nachfrage) the second one. A number as `policy`
 * is the threshold of every setting, with the default policy otherwise (older callers).
 */
export function decideRoute(
  model: IntentModel,
  answers: readonly string[],
  policy: Partial<RoutePolicy> | number = {},
): RouteDecision {
  const full: RoutePolicy =
    typeof policy === 'number'
      ? { ...DEFAULT_ROUTE_POLICY, threshold: policy, buttonsThreshold: policy }
      : { ...DEFAULT_ROUTE_POLICY, ...policy }
  return routeRanked(classify(model, answers), answers.length, full)
}
