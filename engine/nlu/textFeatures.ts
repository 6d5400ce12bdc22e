// One answer -> the three views the classifier compares: character n-grams (robust to typos,
// dialect spellings and inflection), word stems (robust to word order and length) and lexicon
// concepts (synonyms, sentiment, negation, yes/no).
import { conceptFeatures } from './conceptFeatures'
import { contentTokens, normalize, stems } from './normalize'

export type SparseVector = Record<string, number>

export interface TextFeatures {
  readonly chars: SparseVector
  readonly words: SparseVector
  readonly concepts: number[]
}

export const NGRAM_MIN = 3
export const NGRAM_MAX = 5

function count(keys: readonly string[]): SparseVector {
  const counts: SparseVector = {}
  for (const k of keys) counts[k] = (counts[k] ?? 0) + 1
  return counts
}

/** Character n-grams inside each word padded with spaces (" jo " -> " jo", "jo ", " jo "). */
export function charNgrams(words: readonly string[]): string[] {
  const grams: string[] = []
  for (const word of words) {
    const padded = ` ${word} `
    for (let n = NGRAM_MIN; n <= NGRAM_MAX; n++) {
      for (let i = 0; i + n <= padded.length; i++) grams.push(padded.slice(i, i + n))
    }
    // A one-letter answer ("j", "n") has no trigram; keep it as a feature of its own.
    if (padded.length < NGRAM_MIN) grams.push(padded)
  }
  return grams
}

/** `synonymWeight`: see conceptFeatures (the model's `weights.synonyms`). */
export function textFeatures(text: string, synonymWeight?: number): TextFeatures {
  const { tokens } = normalize(text)
  const content = contentTokens(tokens)
  return {
    chars: count(charNgrams(content)),
    words: count(stems(tokens)),
    concepts: conceptFeatures(tokens, synonymWeight),
  }
}

/**
 * Sublinear tf times idf, L2-normalised. Keys the model never saw are left out of the result but
 * count in the norm (with `unseenIdf`), so an answer that is mostly unknown matches weakly.
 */
export function weigh(counts: SparseVector, idf: Readonly<SparseVector>, unseenIdf: number): SparseVector {
  const out: SparseVector = {}
  let norm = 0
  for (const key of Object.keys(counts).sort()) {
    const seen = idf[key]
    const w = (1 + Math.log(counts[key] ?? 1)) * (seen ?? unseenIdf)
    norm += w * w
    if (seen !== undefined) out[key] = w
  }
  norm = Math.sqrt(norm)
  if (norm > 0) for (const key of Object.keys(out)) out[key] = (out[key] ?? 0) / norm
  return out
}

export function dot(a: Readonly<SparseVector>, b: Readonly<SparseVector>): number {
  let sum = 0
  for (const key in a) {
    const v = b[key]
    if (v !== undefined) sum += (a[key] ?? 0) * v
  }
  return sum
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let ab = 0,
    aa = 0,
    bb = 0
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0,
      y = b[i] ?? 0
    ab += x * y
    aa += x * x
    bb += y * y
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0
}
