// Active learning for Trainieren (issue #20, docs/nlu.md "Active learning"): which answers the
// editor should confirm first, and the learning curve of a block (follow-ups and wrong routes
// against the number of confirmed answers). Shared by the server and bench/nlu/learningCurve.ts.
import { classify, DEFAULT_THRESHOLD, type RankedIntent } from './classify'
import { trainClassifier, type IntentModel } from './trainClassifier'

/**
 * How sure the model is of an answer: the best intent's confidence minus the second's (margin).
 * Lower = less sure = shown first. Chosen over the best confidence alone by the learning-curve
 * benchmark (bench/nlu/learningCurve.ts, docs/nlu.md "Active learning").
 */
export function sureness(ranked: readonly RankedIntent[]): number {
  const best = ranked[0]?.confidence ?? 0
  const second = ranked[1]?.confidence ?? 0
  return best - second
}

/** The lowest-confidence variant, kept for the benchmark's comparison. */
export function bestConfidence(ranked: readonly RankedIntent[]): number {
  return ranked[0]?.confidence ?? 0
}

/** Sureness of one text under a model (see `sureness`). */
export function answerSureness(model: IntentModel, text: string): number {
  return sureness(classify(model, [text]))
}

export interface ConfirmedAnswer {
  text: string
  handle: string
}

export interface LearningCurvePoint {
  /** confirmed answers trained on (the first k in confirmation order) */
  confirmed: number
  /** confirmed answers not yet used, on which the point is measured */
  evaluated: number
  /** share of `evaluated` below the threshold: the nachfrage would be asked */
  followUp: number
  /** share of `evaluated` routed at once to another intent than the confirmed one */
  wrong: number
}

/**
 * Leave-future-out learning curve: at each step k the model is trained on the editor's own
 * examples plus the first k confirmed answers and measured on the confirmed answers after them
 * (first answer only, at `threshold`). The answers after k are exactly the ones the model at k
 * had not seen, so every point is an honest held-out figure; later points rest on fewer answers.
 * Steps with nothing left to measure are left out.
 */
export function learningCurve(
  examples: Record<string, readonly string[]>,
  confirmed: readonly ConfirmedAnswer[],
  steps: readonly number[],
  threshold = DEFAULT_THRESHOLD,
): LearningCurvePoint[] {
  const points: LearningCurvePoint[] = []
  for (const k of steps) {
    if (k < 0 || k >= confirmed.length) continue
    const training: Record<string, string[]> = {}
    for (const [handle, texts] of Object.entries(examples)) training[handle] = [...texts]
    for (const answer of confirmed.slice(0, k)) (training[answer.handle] ??= []).push(answer.text)
    const model = trainClassifier(training)
    const rest = confirmed.slice(k)
    let followUp = 0,
      wrong = 0
    for (const answer of rest) {
      const best = classify(model, [answer.text])[0]
      if (!best || best.confidence < threshold) followUp++
      else if (best.handle !== answer.handle) wrong++
    }
    points.push({ confirmed: k, evaluated: rest.length, followUp: followUp / rest.length, wrong: wrong / rest.length })
  }
  return points
}

/** The steps a block's curve is drawn at: 0, 1, 2, 3, 5, 10, 15, 20, 30, 40, 60, 80, 100, then every 50. */
export function curveSteps(confirmed: number): number[] {
  const steps = [0, 1, 2, 3, 5, 10, 15, 20, 30, 40, 60, 80, 100]
  for (let k = 150; k < confirmed; k += 50) steps.push(k)
  return steps.filter((k) => k < confirmed)
}
