import { type SparseVector, dot, textFeatures } from '@engine/nlu'

function unit(v: SparseVector): SparseVector {
  const norm = Math.sqrt(Object.values(v).reduce((s, x) => s + x * x, 0))
  return norm > 0 ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x / norm])) : {}
}

/**
 * The example most like `text` by character n-grams (the classifier's main feature), shown to
 * the editor as the reason for a suggestion. Plain cosine, no idf: a hint, not a decision.
 */
export function nearestExample(
  text: string,
  examples: readonly { handle: string; text: string }[],
  handle?: string,
): string | null {
  const target = unit(textFeatures(text).chars)
  let best: { text: string; score: number } | null = null
  for (const e of examples) {
    if (handle !== undefined && e.handle !== handle) continue
    const score = dot(target, unit(textFeatures(e.text).chars))
    if (!best || score > best.score) best = { text: e.text, score }
  }
  return best && best.score > 0 ? best.text : null
}
