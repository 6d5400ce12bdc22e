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
}

function cleanExamples(texts: readonly string[]): string[] {
  return [...new Set(texts.map((t) => t.trim()).filter((t) => t !== ''))].sort()
}

export function crossValidate(
  examples: Record<string, readonly string[]>,
  options: CrossValidateOptions = {},
): CrossValidation {
  const handles = Object.keys(examples).sort()
  const clean = new Map(handles.map((h) => [h, cleanExamples(examples[h] ?? [])]))
  const confusion = handles.map(() => handles.map(() => 0))
  const largest = Math.max(0, ...[...clean.values()].map((t) => t.length))
  // A fold needs something to train on besides itself: with one example per intent there is none.
  const folds = handles.length < 2 || largest < 2 ? 0 : Math.min(options.folds ?? 5, largest)

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
      examples: clean.get(handle)?.length ?? 0,
      recall: actual > 0 ? hits / actual : null,
      precision: predictedAs > 0 ? hits / predictedAs : null,
    }
  })
  return {
    folds: tested > 0 ? folds : 0,
    tested,
    accuracy: tested > 0 ? right / tested : null,
    handles,
    confusion,
    perIntent,
  }
}
