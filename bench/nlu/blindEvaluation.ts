// The blind set (blindDataset.ts) is evaluated, never learned from: nothing in engine/nlu or in
// the tuning scripts may read it. Each block is trained on its own editor examples only, as a new
// user's dialog would be, and every answer is routed by the shipped policy.
import { BLIND_DATASET, type Register } from './blindDataset'
import {
  alwaysRouteMisroute,
  type Case,
  type Classifier,
  collectCases,
  comparePolicies,
  comparePoliciesBy,
  type LabelledAnswer,
  type NamedPolicy,
  rates,
  reliability,
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

/** The clarifying question's policies on the blind set: all, per block, per register, new questions. */
export function blindClarifySummary(cases: readonly BlindCase[], policies: readonly NamedPolicy[]) {
  return {
    all: comparePolicies(cases, policies),
    perBlock: comparePoliciesBy(cases, (c) => c.block, policies),
    perRegister: comparePoliciesBy(cases, (c) => c.register, policies),
    newQuestions: comparePolicies(
      cases.filter((c) => c.isNew),
      policies,
    ),
  }
}
