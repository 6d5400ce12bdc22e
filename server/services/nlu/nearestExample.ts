import { type SparseVector, dot, textFeatures } from '@engine/nlu'

/**
 * Examples a suggestion's reason is looked for among, per call (docs/training.md "Bounds"): the
 * newest of the block (of the suggested jump, where it names one), so the cost of a suggestion does not grow with the examples it holds.
 */
export const NEAREST_EXAMPLE_CANDIDATES = 300

function unit(v: SparseVector): SparseVector {
  const norm = Math.sqrt(Object.values(v).reduce((s, x) => s + x * x, 0))
  return norm > 0 ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x / norm])) : {}
}

/**
 * For each target, the example most like its text by character n-grams (the classifier's main
 * feature), shown to the editor as the reason for a suggestion; only examples of the target's
 * handle when it names one. Plain cosine, no idf: a hint, not a decision. Each example's features
 * are computed once for all targets; runs in the worker pool (server/workers/tasks.ts).
 */
export function nearestExamples(
  targets: readonly { text: string; handle?: string }[],
  examples: readonly { handle: string; text: string }[],
): (string | null)[] {
  const features = new Map<number, SparseVector>()
  const featuresOf = (i: number) => {
    let known = features.get(i)
    if (!known) features.set(i, (known = unit(textFeatures(examples[i]?.text ?? '').chars)))
    return known
  }
  const candidates = new Map<string | undefined, number[]>()
  const candidatesOf = (handle: string | undefined) => {
    let known = candidates.get(handle)
    if (!known) {
      const all = examples.flatMap((e, i) => (handle === undefined || e.handle === handle ? [i] : []))
      candidates.set(handle, (known = all.slice(-NEAREST_EXAMPLE_CANDIDATES)))
    }
    return known
  }
  return targets.map(({ text, handle }) => {
    const target = unit(textFeatures(text).chars)
    let best: { text: string; score: number } | null = null
    for (const i of candidatesOf(handle)) {
      const score = dot(target, featuresOf(i))
      if (!best || score > best.score) best = { text: examples[i]?.text ?? '', score }
    }
    return best && best.score > 0 ? best.text : null
  })
}
