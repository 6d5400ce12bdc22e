// The runtime policy of an `open` block with intent jumps (docs/design/dialog-content.md): a sure answer takes its
// jump; an unsure first answer gets the block's nachfrage once; if the two answers together are
// still unsure, the `default` jump is taken. Misrouting hurts respondents more than one more
// question, so "unsure" is the cautious side.
import { classify, DEFAULT_THRESHOLD } from './classify'
import type { IntentModel } from './trainClassifier'

export type RouteDecision =
  { kind: 'jump'; handle: string; confidence: number } | { kind: 'nachfrage' } | { kind: 'default' }

/** `answers`: the first answer, then (after the nachfrage) the second one. */
export function decideRoute(
  model: IntentModel,
  answers: readonly string[],
  threshold = DEFAULT_THRESHOLD,
): RouteDecision {
  const best = classify(model, answers)[0]
  if (best && best.confidence >= threshold) return { kind: 'jump', handle: best.handle, confidence: best.confidence }
  return answers.length < 2 ? { kind: 'nachfrage' } : { kind: 'default' }
}
