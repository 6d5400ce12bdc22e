// Cross-validated quality of one block's examples (Trainieren, docs/training.md "Quality").
//
// Stratified k-fold: each intent's examples are dealt round-robin to the folds, so every fold
// holds a share of every intent with enough examples (a random split of 12 examples could leave
// an intent out of training entirely). Deterministic: the examples are sorted first, so the same
// examples always give the same figures, whichever app server computes them.
import { classify } from './classify'
import { type TrainOptions, trainClassifier } from './trainClassifier'

export interface CrossValidation {
  /** Folds actually used: fewer than asked when no intent has that many examples; 0 = not measurable. */
  folds: number
  /** Held-out examples classified. */
  tested: number
  /** Examples the folds were cut from: all of them, or the sample when there are more than `maxExamples`. */
  sampled: number
  /** Share of held-out examples whose best intent was right; null when not measurable. */
  accuracy: number | null
  handles: string[]
  /** confusion[i][j]: held-out examples of handles[i] whose best intent was handles[j]. */
  confusion: number[][]
  perIntent: { handle: string; examples: number; recall: number | null; precision: number | null }[]
}

export interface CrossValidateOptions extends TrainOptions {
  folds?: number
  /**
   * Extra training texts per intent that are never tested: the server trains every intent on its
   * own label too (intentModels.ts), so the measured model must be the one that routes.
   */
  alwaysTrain?: Record<string, readonly string[]>
  /**
   * At most this many examples are cross-validated (a stratified, deterministic sample), so the
   * cost is bounded whatever the block holds (docs/training.md "Bounds").
   */
  maxExamples?: number
}

/**
 * At most `max` texts over all intents, each intent keeping its share (largest remainder, at
 * least two where it has two, so it can still be held out and trained), taken evenly spread over
 * its sorted examples: the same examples always give the same sample.
 */
export function stratifiedSample(
  clean: ReadonlyMap<string, readonly string[]>,
  max: number,
): Map<string, readonly string[]> {
  const total = [...clean.values()].reduce((n, t) => n + t.length, 0)
  if (total <= max) return new Map(clean)
  const handles = [...clean.keys()]
  const exact = handles.map((h) => ((clean.get(h)?.length ?? 0) * max) / total)
  const quota = exact.map((q, i) => Math.min(clean.get(handles[i] as string)?.length ?? 0, Math.max(2, Math.floor(q))))
  let left = max - quota.reduce((a, b) => a + b, 0)
  // The minimum of two may overshoot: the largest shares give back first.
  while (left < 0) {
    let largest = 0
    quota.forEach((q, i) => {
      if (q > (quota[largest] as number)) largest = i
    })
    if ((quota[largest] as number) <= 2) break
    quota[largest] = (quota[largest] as number) - 1
    left++
  }
  const byRemainder = handles
    .map((_, i) => i)
    .sort((a, b) => ((exact[b] as number) % 1) - ((exact[a] as number) % 1) || a - b)
  for (const i of byRemainder) {
    if (left <= 0) break
    if ((quota[i] as number) < (clean.get(handles[i] as string)?.length ?? 0)) {
      quota[i] = (quota[i] as number) + 1
      left--
    }
  }
  return new Map(
    handles.map((h, i) => {
      const texts = clean.get(h) ?? []
      const n = quota[i] as number
      return [h, Array.from({ length: n }, (_, k) => texts[Math.floor((k * texts.length) / n)] as string)]
    }),
  )
}

function cleanExamples(texts: readonly string[]): string[] {
  return [...new Set(texts.map((t) => t.trim()).filter((t) => t !== ''))].sort()
}

export function crossValidate(
  examples: Record<string, readonly string[]>,
  options: CrossValidateOptions = {},
): CrossValidation {
  const handles = Object.keys(examples).sort()
  const all = new Map(handles.map((h) => [h, cleanExamples(examples[h] ?? [])]))
  const clean = options.maxExamples === undefined ? all : stratifiedSample(all, options.maxExamples)
  const sampled = [...clean.values()].reduce((n, t) => n + t.length, 0)
  const confusion = handles.map(() => handles.map(() => 0))
  const largest = Math.max(0, ...[...clean.values()].map((t) => t.length))
  // A fold needs something to train on besides itself: with one example per intent there is none.
  // With examples of one intent only, every held-out example could only be that intent: a
  // "100 %" that measures nothing (issue #28), so that is not measurable either.
  const withExamples = [...clean.values()].filter((t) => t.length > 0).length
  const folds = withExamples < 2 || largest < 2 ? 0 : Math.min(options.folds ?? 5, largest)

  let tested = 0
  let right = 0
  for (let fold = 0; fold < folds; fold++) {
    const train: Record<string, string[]> = {}
    const test: { handle: number; text: string }[] = []
    handles.forEach((handle, h) => {
      train[handle] = [...(options.alwaysTrain?.[handle] ?? [])]
      ;(clean.get(handle) ?? []).forEach((text, i) => {
        if (i % folds === fold) test.push({ handle: h, text })
        else train[handle]?.push(text)
      })
    })
    if (test.length === 0) continue
    const model = trainClassifier(train, options)
    for (const { handle, text } of test) {
      const best = classify(model, [text])[0]?.handle
      const predicted = best === undefined ? -1 : handles.indexOf(best)
      if (predicted < 0) continue
      ;(confusion[handle] as number[])[predicted] = ((confusion[handle] as number[])[predicted] ?? 0) + 1
      tested++
      if (predicted === handle) right++
    }
  }

  const perIntent = handles.map((handle, h) => {
    const row = confusion[h] ?? []
    const actual = row.reduce((a, b) => a + b, 0)
    const predictedAs = confusion.reduce((a, r) => a + (r[h] ?? 0), 0)
    const hits = row[h] ?? 0
    return {
      handle,
      examples: all.get(handle)?.length ?? 0,
      recall: actual > 0 ? hits / actual : null,
      precision: predictedAs > 0 ? hits / predictedAs : null,
    }
  })
  return {
    folds: tested > 0 ? folds : 0,
    tested,
    sampled,
    accuracy: tested > 0 ? right / tested : null,
    handles,
    confusion,
    perIntent,
  }
}
