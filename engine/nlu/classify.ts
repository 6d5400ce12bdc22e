// Ranks a block's intents for one or more answers of the same respondent.
//
// Score of an intent = weighted sum of three similarities to it: character n-grams and word stems
// (mean of the two nearest examples: kNN, so one odd example cannot pull a whole intent) and
// lexicon concepts (cosine with the intent's mean concept vector, which may be negative: "nö" is
// far from a "ja" intent). Confidence is a softmax over the scores plus one implicit "none of
// these" intent with a fixed score: an answer must both beat the other intents (margin) and be
// close to some examples at all (gibberish scores near zero and stays unsure).
//
// Several texts (first answer + nachfrage answer): their scores are ADDED before the softmax.
// Two answers that point the same way add up to more evidence than one; an empty "hä?" adds
// almost nothing; contradicting answers offset each other, so the stronger one wins by less.
import type { IntentModel } from './trainClassifier'
import { cosine, dot, textFeatures, weigh } from './textFeatures'

export interface RankedIntent {
  handle: string
  confidence: number
}

/**
 * Below this confidence the block's nachfrage is asked. A policy choice, not the cross-validation
 * pick: CV's rule (at most 5 % wrong, then fewest follow-ups) picks 0.30, where the best intent
 * may be less likely than the rest together; above 0.5 it is more likely than all others combined,
 * and a misroute costs more than one question. Trade-off in docs/nlu.md.
 */
export const DEFAULT_THRESHOLD = 0.6

const NEIGHBOURS = 2

function meanOfBest(values: number[], k: number): number {
  if (values.length === 0) return 0
  const best = [...values].sort((a, b) => b - a).slice(0, k)
  return best.reduce((s, v) => s + v, 0) / best.length
}

/** Raw score of each intent (model.handles order) for one text. */
export function intentScores(model: IntentModel, text: string): number[] {
  return scoreText(model, text).scores
}

/**
 * Scores of one text and how near it comes to any example at all (best n-gram plus best stem
 * similarity, weighted like the score): the out-of-distribution signal calibration uses.
 */
function scoreText(model: IntentModel, text: string): { scores: number[]; nearest: number } {
  // Models stored before `synonyms` existed are retrained (modelVersion), so the field is there.
  const features = textFeatures(text, model.weights.synonyms)
  const chars = weigh(features.chars, model.idf.chars, model.unseenIdf.chars)
  const words = weigh(features.words, model.idf.words, model.unseenIdf.words)
  const charSims: number[][] = model.handles.map(() => [])
  const wordSims: number[][] = model.handles.map(() => [])
  for (const example of model.examples) {
    charSims[example.intent]?.push(dot(chars, example.chars))
    wordSims[example.intent]?.push(dot(words, example.words))
  }
  const { weights } = model
  // Cosine is blind to size: one weak lexicon hit ("nicht nicht gut") would match an intent as
  // fully as a clear answer. Evidence below `conceptStrength` (vector length) counts less.
  const { conceptStrength = 0 } = model.calibration
  const length = Math.hypot(...features.concepts)
  const strength = conceptStrength > 0 ? Math.min(1, length / conceptStrength) : 1
  const scores = model.handles.map(
    (_, i) =>
      weights.chars * meanOfBest(charSims[i] ?? [], NEIGHBOURS) +
      weights.words * meanOfBest(wordSims[i] ?? [], NEIGHBOURS) +
      weights.concepts * strength * cosine(features.concepts, model.conceptCentroids[i] ?? []),
  )
  const best = (sims: number[][]) => Math.max(0, ...sims.flat())
  const surface = weights.chars + weights.words
  const nearest = surface > 0 ? (weights.chars * best(charSims) + weights.words * best(wordSims)) / surface : 1
  return { scores, nearest }
}

/** Intents ranked best first; confidences are in [0, 1] and sum to less than 1 (the rest is "none"). */
export function classify(model: IntentModel, texts: readonly string[]): RankedIntent[] {
  const total = model.handles.map(() => 0)
  let nearest = 0
  for (const text of texts) {
    const scored = scoreText(model, text)
    scored.scores.forEach((s, i) => {
      total[i] = (total[i] ?? 0) + s
    })
    nearest = Math.max(nearest, scored.nearest)
  }
  const { temperature, distantPenalty = 0, nearExample = 1 } = model.calibration
  // An answer far from every example of every intent (long stories, new words, sarcasm around a
  // lexicon word) is decided by the lexicon alone, which is least reliable there: "none" rises.
  const distance = nearExample > 0 ? Math.max(0, 1 - nearest / nearExample) : 0
  const noneScore = model.calibration.noneScore + distantPenalty * distance
  // Subtracting the maximum keeps exp() finite; it cancels out in the ratio.
  const max = Math.max(noneScore, ...total)
  const exps = total.map((s) => Math.exp((s - max) / temperature))
  const sum = exps.reduce((a, b) => a + b, 0) + Math.exp((noneScore - max) / temperature)
  return model.handles
    .map((handle, i) => ({ handle, confidence: (exps[i] ?? 0) / sum }))
    .sort((a, b) => b.confidence - a.confidence || a.handle.localeCompare(b.handle))
}
