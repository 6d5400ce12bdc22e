// The blind set (blindDataset.ts) is evaluated, never learned from: nothing in engine/nlu or in
// the tuning scripts may read it. Each block is trained on its own editor examples only, as a new
// user's dialog would be, and every answer is routed by the shipped policy.
import { BLIND_DATASET, type Register } from './blindDataset'
import {
  alwaysRouteMisroute,
  type Case,
  type Classifier,
  collectCases,
  type LabelledAnswer,
  rates,
} from './evaluatePolicy'

export interface BlindCase extends Case {
  register: Register
  isNew: boolean
}

export function blindCases(classifier: Classifier): BlindCase[] {
  return BLIND_DATASET.flatMap((block) => {
    const examples = Object.fromEntries(Object.entries(block.intents).map(([h, d]) => [h, d.examples]))
    const answers = Object.entries(block.intents).flatMap(([intent, d]) =>
      d.answers.map((a) => ({ text: a.text, intent, ambiguous: a.ambiguous, register: a.register })),
    )
    const tests: LabelledAnswer[] = answers
    const cases = collectCases(block.id, classifier.train(examples), tests, tests)
    return cases.map((c, i) => ({ ...c, register: answers[i]!.register, isNew: block.isNew }))
  })
}

/** Accuracy of the first answer's best intent per confidence bin: does "sure" mean right? */
export function reliability(cases: readonly Case[], bins = 10) {
  return Array.from({ length: bins }, (_, i) => {
    const from = i / bins,
      to = (i + 1) / bins
    const inBin = cases.filter(
      (c) => c.first.confidence >= from && (c.first.confidence < to || (i === bins - 1 && c.first.confidence <= to)),
    )
    return {
      from,
      to,
      answers: inBin.length,
      accuracy: inBin.length === 0 ? null : inBin.filter((c) => c.first.handle === c.intent).length / inBin.length,
    }
  })
}

export function blindSummary(cases: readonly BlindCase[], threshold: number, cvThreshold: number) {
  const groupBy = <K extends string>(key: (c: BlindCase) => K) => {
    const keys = [...new Set(cases.map(key))]
    return keys.map((k) => ({
      key: k,
      ...rates(
        cases.filter((c) => key(c) === k),
        threshold,
      ),
    }))
  }
  return {
    atDefault: rates(cases, threshold),
    atCvThreshold: rates(cases, cvThreshold),
    clearOnlyAtDefault: rates(
      cases.filter((c) => !c.ambiguous),
      threshold,
    ),
    alwaysRouteWrong: alwaysRouteMisroute(cases),
    perBlock: groupBy((c) => c.block),
    perRegister: groupBy((c) => c.register),
    newQuestions: rates(
      cases.filter((c) => c.isNew),
      threshold,
    ),
    reliability: reliability(cases),
  }
}
