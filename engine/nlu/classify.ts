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
import type { FeatureIndex, IntentModel } from './trainClassifier'
import { cosine, type SparseVector, textFeatures } from './textFeatures'

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

/** A view's vocabulary as a lookup, built once per loaded model (the model itself stays plain data). */
const lookups = new WeakMap<FeatureIndex, Map<string, number>>()
function lookupOf(index: FeatureIndex): Map<string, number> {
  let lookup = lookups.get(index)
  if (!lookup) lookups.set(index, (lookup = new Map(index.vocab.map((key, i) => [key, i]))))
  return lookup
}

/**
 * The answer's similarity (dot product of the weighted vectors) to every example in one view.
 * Only the postings of the answer's own features are read, so the cost is bounded by the
 * examples that share a feature with it. Each example sums its terms in the answer's key order,
 * as `dot` did over the sparse vectors: the same floating-point result as model version 7.
 */
function similarities(index: FeatureIndex, counts: SparseVector, examples: number): Float64Array {
  const lookup = lookupOf(index)
  const sims = new Float64Array(examples)
  const out: SparseVector = {}
  let norm = 0
  for (const key of Object.keys(counts).sort()) {
    const f = lookup.get(key)
    const w = (1 + Math.log(counts[key] ?? 1)) * (f === undefined ? index.unseenIdf : (index.idf[f] as number))
    norm += w * w
    if (f !== undefined) out[key] = w
  }
  norm = Math.sqrt(norm)
  for (const key in out) {
    const value = norm > 0 ? (out[key] as number) / norm : (out[key] as number)
    const f = lookup.get(key) as number
    for (let at = index.start[f] as number, end = index.start[f + 1] as number; at < end; at++) {
      const e = index.example[at] as number
      sims[e] = (sims[e] as number) + value * (index.weight[at] as number)
    }
  }
  return sims
}

/** Per intent, the mean of its NEIGHBOURS best similarities (examples sharing nothing count 0). */
function meanOfBest(model: IntentModel, sims: Float64Array): number[] {
  const count = model.handles.map(() => 0)
  const first = model.handles.map(() => 0)
  const second = model.handles.map(() => 0)
  model.exampleIntent.forEach((intent, e) => {
    const v = sims[e] as number
    count[intent] = (count[intent] as number) + 1
    if (v > (first[intent] as number)) {
      second[intent] = first[intent] as number
      first[intent] = v
    } else if (v > (second[intent] as number)) second[intent] = v
  })
  return model.handles.map((_, i) => {
    const n = Math.min(NEIGHBOURS, count[i] as number)
    if (n === 0) return 0
    return (n === 1 ? 0 + (first[i] as number) : 0 + (first[i] as number) + (second[i] as number)) / n
  })
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
  const features = textFeatures(text, model.weights.synonyms)
  const examples = model.exampleIntent.length
  const charSims = similarities(model.chars, features.chars, examples)
  const wordSims = similarities(model.words, features.words, examples)
  const charBest = meanOfBest(model, charSims)
  const wordBest = meanOfBest(model, wordSims)
  const { weights } = model
  // Cosine is blind to size: one weak lexicon hit ("nicht nicht gut") would match an intent as
  // fully as a clear answer. Evidence below `conceptStrength` (vector length) counts less.
  const { conceptStrength = 0 } = model.calibration
  const length = Math.hypot(...features.concepts)
  const strength = conceptStrength > 0 ? Math.min(1, length / conceptStrength) : 1
  const scores = model.handles.map(
    (_, i) =>
      weights.chars * (charBest[i] as number) +
      weights.words * (wordBest[i] as number) +
      weights.concepts * strength * cosine(features.concepts, model.conceptCentroids[i] ?? []),
  )
  const best = (sims: Float64Array) => {
    let max = 0
    for (const v of sims) if (v > max) max = v
    return max
  }
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
