// The harder development answers of dataset.ts (DEVELOPMENT_HARD) and the new development
// questions (developmentNew.ts): each block trained on its editor examples only, as a new dialog
// is. Used to fit the calibration (tuneCalibration.ts) and the clarifying question's policy
// (tuneClarify.ts), and reported by the benchmark; never the blind set.
import { type BlockData, DATASET, DEVELOPMENT_HARD } from './dataset'
import { DEVELOPMENT_NEW_BLOCKS } from './developmentNew'
import { type Case, type Classifier, collectCases, type LabelledAnswer } from './evaluatePolicy'

const editorExamples = (block: BlockData) =>
  Object.fromEntries(Object.entries(block.intents).map(([h, d]) => [h, d.examples]))

/** The harder development answers, each block trained on its editor examples only. */
export function hardCases(classifier: Classifier): Case[] {
  return DATASET.flatMap((block) => {
    const tests = Object.entries(DEVELOPMENT_HARD[block.id] ?? {}).flatMap(([intent, texts]) =>
      texts.map((text) => ({ text, intent, ambiguous: false })),
    )
    return collectCases(block.id, classifier.train(editorExamples(block)), tests, tests)
  })
}

/** The new development questions' answers, each block trained on its editor examples only. */
export function newQuestionCases(classifier: Classifier): Case[] {
  return DEVELOPMENT_NEW_BLOCKS.flatMap((block) => {
    const tests: LabelledAnswer[] = Object.entries(block.intents).flatMap(([intent, d]) =>
      d.answers.map((a) => ({ text: a.text, intent, ambiguous: a.ambiguous })),
    )
    return collectCases(block.id, classifier.train(editorExamples(block)), tests, tests)
  })
}
