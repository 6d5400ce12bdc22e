// The baseline the issue compares against: plain bag-of-words nearest neighbour, as a stock
// classifier sees few examples (no stemming, no character n-grams, no lexicon, no umlaut folding).
// Confidence uses the same softmax-with-"none" as the engine, so both run the same policy.
import type { RankedIntent } from '@engine/nlu'
import type { Classifier } from './evaluatePolicy'

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')

function cosine(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const w of a) if (b.has(w)) shared++
  return shared / Math.sqrt(a.size * b.size)
}

const TEMPERATURE = 0.12
const NONE_SCORE = 0.35

export const bagOfWordsBaseline: Classifier = {
  name: 'Bag-of-words 1-NN (Baseline)',
  train(examples) {
    const handles = Object.keys(examples).sort()
    const vectors = handles.map((h) => (examples[h] ?? []).map((e) => new Set(words(e))))
    return (texts): RankedIntent[] => {
      const scores = handles.map(() => 0)
      for (const text of texts) {
        const q = new Set(words(text))
        vectors.forEach((vs, i) => {
          scores[i] = (scores[i] ?? 0) + Math.max(0, ...vs.map((v) => cosine(q, v)))
        })
      }
      const exps = scores.map((s) => Math.exp(s / TEMPERATURE))
      const sum = exps.reduce((a, b) => a + b, 0) + Math.exp(NONE_SCORE / TEMPERATURE)
      return handles
        .map((handle, i) => ({ handle, confidence: (exps[i] ?? 0) / sum }))
        .sort((a, b) => b.confidence - a.confidence || a.handle.localeCompare(b.handle))
    }
  },
}
