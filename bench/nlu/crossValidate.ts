// Stratified k-fold cross-validation over a block's examples and answers together. Each fold
// trains on only EXAMPLES_PER_INTENT items per intent from the other folds (the situation the
// issue describes: 5-6 examples), and tests on the fold. Shuffling is seeded: runs are repeatable.
import { seededRandom } from '@engine/paths'
import type { BlockData } from './dataset'
import { type Case, type Classifier, collectCases, type LabelledAnswer } from './evaluatePolicy'

export const FOLDS = 5
export const EXAMPLES_PER_INTENT = 6

/** Seeded, so folds are the same on every run and machine. */
export const random = seededRandom

export function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

export function crossValidate(block: BlockData, classifier: Classifier, seed = 1): Case[] {
  const next = random(seed)
  const pools = Object.entries(block.intents).map(([intent, data]) =>
    shuffled<LabelledAnswer>(
      [
        ...data.examples.map((text) => ({ text, intent, ambiguous: false })),
        ...data.answers.map((a) => ({ text: a.text, intent, ambiguous: a.ambiguous })),
      ],
      next,
    ),
  )
  const cases: Case[] = []
  for (let fold = 0; fold < FOLDS; fold++) {
    const examples: Record<string, string[]> = {}
    const tests: LabelledAnswer[] = []
    const unused: LabelledAnswer[] = []
    for (const pool of pools) {
      const rest = pool.filter((_, i) => i % FOLDS !== fold)
      for (const item of rest.slice(0, EXAMPLES_PER_INTENT)) (examples[item.intent] ??= []).push(item.text)
      unused.push(...rest.slice(EXAMPLES_PER_INTENT))
      tests.push(...pool.filter((_, i) => i % FOLDS === fold))
    }
    // The nachfrage answer comes from the same fold or from items not used for training.
    cases.push(...collectCases(block.id, classifier.train(examples), tests, [...tests, ...unused]))
  }
  return cases
}
