// The harder development answers of dataset.ts (DEVELOPMENT_HARD): each block trained on its
// editor examples only, as a new dialog is. Used to fit the calibration (tuneCalibration.ts) and
// reported by the benchmark; never the blind set.
import { DATASET, DEVELOPMENT_HARD } from './dataset'
import { type Case, type Classifier, collectCases } from './evaluatePolicy'

/** The harder development answers, each block trained on its editor examples only. */
export function hardCases(classifier: Classifier): Case[] {
  return DATASET.flatMap((block) => {
    const examples = Object.fromEntries(Object.entries(block.intents).map(([h, d]) => [h, d.examples]))
    const tests = Object.entries(DEVELOPMENT_HARD[block.id] ?? {}).flatMap(([intent, texts]) =>
      texts.map((text) => ({ text, intent, ambiguous: false })),
    )
    return collectCases(block.id, classifier.train(examples), tests, tests)
  })
}
