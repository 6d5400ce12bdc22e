// npm run bench:nlu: intent routing with 6 examples per intent, engine vs a bag-of-words baseline,
// on the German set in dataset.ts. Thresholds are chosen on cross-validation only; the held-out
// answers are then evaluated once at that threshold. The blind set (blindDataset.ts, written by
// someone who never saw the router) is evaluated the same way and never used to choose anything.
// The clarifying question's policy (buttons) is simulated on every set beside the nachfrage only.
// Writes results.json and the tables in docs/nlu.md.
import { readFileSync, writeFileSync } from 'node:fs'
import { classify, DEFAULT_ROUTE_POLICY, DEFAULT_THRESHOLD, trainClassifier, type TrainOptions } from '@engine/nlu'
import { bagOfWordsBaseline } from './bagOfWordsBaseline'
import { BLIND_DATASET } from './blindDataset'
import { blindCases, blindClarifySummary, blindSummary } from './blindEvaluation'
import { crossValidate } from './crossValidate'
import { DATASET } from './dataset'
import { hardCases } from './developmentHard'
import {
  alwaysRouteMisroute,
  brierScore,
  reliability,
  type Case,
  chooseThreshold,
  type Classifier,
  collectCases,
  comparePolicies,
  comparePoliciesBy,
  type LabelledAnswer,
  type NamedPolicy,
  rates,
  THRESHOLDS,
} from './evaluatePolicy'
import { learningCurveBenchmark, learningCurveMarkdown } from './learningCurve'
import { markdownReport } from './markdownReport'
import { measureTraining } from './measureTraining'
import { CLARIFY_GOALS, chooseClarifyPolicy, developmentCases, engineClassifier, scorePolicies } from './tuneClarify'

const SEEDS = [1, 2, 3]

const engine = (name: string, options: TrainOptions = {}): Classifier => ({
  name,
  train(examples) {
    const model = trainClassifier(examples, options)
    return (texts) => classify(model, texts)
  },
})

const CLASSIFIERS: Classifier[] = [
  engine('Engine (n-Gramme + Stämme + Lexikon)'),
  engine('ohne Lexikon', { weights: { concepts: 0 } }),
  engine('ohne Zeichen-n-Gramme', { weights: { chars: 0 } }),
  engine('ohne Wortstämme', { weights: { words: 0 } }),
  bagOfWordsBaseline,
]

function heldOut(classifier: Classifier): Case[] {
  return DATASET.flatMap((block) => {
    const examples = Object.fromEntries(Object.entries(block.intents).map(([h, d]) => [h, d.examples]))
    const tests: LabelledAnswer[] = Object.entries(block.intents).flatMap(([intent, d]) =>
      d.answers.map((a) => ({ text: a.text, intent, ambiguous: a.ambiguous })),
    )
    return collectCases(block.id, classifier.train(examples), tests, tests)
  })
}

const results = CLASSIFIERS.map((classifier) => {
  const cv = SEEDS.flatMap((seed) => DATASET.flatMap((block) => crossValidate(block, classifier, seed)))
  const test = heldOut(classifier)
  const threshold = chooseThreshold(cv)
  // Per block at the shipped threshold: that is how each block behaves in a live dialog.
  const perBlock = DATASET.map((b) => ({
    block: b.id,
    cv: rates(
      cv.filter((c) => c.block === b.id),
      DEFAULT_THRESHOLD,
    ),
    heldOut: rates(
      test.filter((c) => c.block === b.id),
      DEFAULT_THRESHOLD,
    ),
  }))
  const clear = test.filter((c) => !c.ambiguous)
  const blindList = blindCases(classifier)
  const blind = blindSummary(blindList, DEFAULT_THRESHOLD, threshold)
  const hard = hardCases(classifier)
  return {
    name: classifier.name,
    threshold,
    cv: rates(cv, threshold),
    heldOut: rates(test, threshold),
    heldOutClearOnly: rates(clear, threshold),
    cvAtDefault: rates(cv, DEFAULT_THRESHOLD),
    heldOutAtDefault: rates(test, DEFAULT_THRESHOLD),
    alwaysRoute: { cv: alwaysRouteMisroute(cv), heldOut: alwaysRouteMisroute(test) },
    curve: THRESHOLDS.map((t) => ({ threshold: t, cv: rates(cv, t), heldOut: rates(test, t) })),
    perBlock,
    blind,
    cvReliability: reliability(cv),
    brier: { cv: brierScore(cv), developmentHard: brierScore(hard), blind: brierScore(blindList) },
    developmentHardAtDefault: rates(hard, DEFAULT_THRESHOLD),
    misroutedHeldOut: test
      .filter((c) => {
        const routed = c.first.confidence >= threshold ? c.first : c.both.confidence >= threshold ? c.both : undefined
        return routed && routed.handle !== c.intent
      })
      .map((c) => ({
        block: c.block,
        intent: c.intent,
        routedTo: c.first.confidence >= threshold ? c.first.handle : c.both.handle,
      })),
  }
})

// The clarifying question (docs/nlu.md "Clarifying question"): the shipped policy beside the one
// before it and beside buttons at the old threshold, on the development sets and the blind set.
// The tuning's pick is recomputed from the development data only, to show the constants still are it.
const SHIPPED = DEFAULT_ROUTE_POLICY
const CLARIFY_POLICIES: NamedPolicy[] = [
  { key: 'nachfrage', name: 'nachfrage only (before #30)', policy: { ...SHIPPED, unsure: 'nachfrage' } },
  {
    key: 'buttonsAtThreshold',
    name: `buttons, routed at once from ${SHIPPED.threshold.toFixed(2)}`,
    policy: { ...SHIPPED, buttonsThreshold: SHIPPED.threshold },
  },
  { key: 'shipped', name: 'buttons as shipped', policy: SHIPPED },
]
const development = developmentCases()
const picked = chooseClarifyPolicy(scorePolicies(development)).policy
const knobs = ({ maxOptions, optionFloor, buttonsThreshold }: typeof SHIPPED) => ({
  maxOptions,
  optionFloor,
  buttonsThreshold,
})
const clarify = {
  goals: CLARIFY_GOALS,
  shipped: { threshold: SHIPPED.threshold, ...knobs(SHIPPED) },
  pick: knobs(picked),
  policies: CLARIFY_POLICIES.map(({ key, name }) => ({ key, name })),
  cv: comparePolicies(development.cv, CLARIFY_POLICIES),
  heldOut: comparePolicies(heldOut(engineClassifier), CLARIFY_POLICIES),
  hard: comparePolicies(development.hard, CLARIFY_POLICIES),
  newQuestions: comparePolicies(development.newQuestions, CLARIFY_POLICIES),
  cvPerBlock: comparePoliciesBy(development.cv, (c) => c.block, CLARIFY_POLICIES),
  blind: blindClarifySummary(blindCases(engineClassifier), CLARIFY_POLICIES),
}

const training = measureTraining()
const summary = {
  dataset: {
    blocks: DATASET.length,
    intents: DATASET.reduce((n, b) => n + Object.keys(b.intents).length, 0),
    heldOutAnswers: DATASET.reduce((n, b) => n + Object.values(b.intents).reduce((m, d) => m + d.answers.length, 0), 0),
    ambiguous: DATASET.reduce(
      (n, b) => n + Object.values(b.intents).reduce((m, d) => m + d.answers.filter((a) => a.ambiguous).length, 0),
      0,
    ),
  },
  blindDataset: {
    blocks: BLIND_DATASET.length,
    newBlocks: BLIND_DATASET.filter((b) => b.isNew).length,
    intents: BLIND_DATASET.reduce((n, b) => n + Object.keys(b.intents).length, 0),
    answers: BLIND_DATASET.reduce((n, b) => n + Object.values(b.intents).reduce((m, d) => m + d.answers.length, 0), 0),
    ambiguous: BLIND_DATASET.reduce(
      (n, b) => n + Object.values(b.intents).reduce((m, d) => m + d.answers.filter((a) => a.ambiguous).length, 0),
      0,
    ),
  },
  defaultThreshold: DEFAULT_THRESHOLD,
  training,
  results,
  clarify,
}
// The learning curve of active learning (issue #20; about 30 s, also alone: npm run bench:nlu:curve).
const learningCurve = learningCurveBenchmark()
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify({ ...summary, learningCurve }, null, 2)}\n`)

const docs = new URL('../../docs/nlu.md', import.meta.url)
const START = '<!-- bench:nlu start -->',
  END = '<!-- bench:nlu end -->'
const current = readFileSync(docs, 'utf8')
const from = current.indexOf(START),
  to = current.indexOf(END)
let text = current
if (from >= 0 && to > from)
  text = `${current.slice(0, from + START.length)}\n${markdownReport(summary)}\n${current.slice(to)}`
const CURVE_START = '<!-- bench:nlu:curve start -->',
  CURVE_END = '<!-- bench:nlu:curve end -->'
const curveFrom = text.indexOf(CURVE_START),
  curveTo = text.indexOf(CURVE_END)
if (curveFrom >= 0 && curveTo > curveFrom)
  text = `${text.slice(0, curveFrom + CURVE_START.length)}\n${learningCurveMarkdown(learningCurve)}\n${text.slice(curveTo)}`
writeFileSync(docs, text)

for (const r of results) {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  console.log(
    `${r.name.padEnd(40)} t=${r.threshold.toFixed(2)}  CV: falsch ${pct(r.cv.misroute)} Nachfrage ${pct(r.cv.followUp)} default ${pct(r.cv.defaultJump)}` +
      ` | Test: falsch ${pct(r.heldOut.misroute)} Nachfrage ${pct(r.heldOut.followUp)} default ${pct(r.heldOut.defaultJump)} | immer routen: ${pct(r.alwaysRoute.heldOut)}` +
      ` | blind bei ${DEFAULT_THRESHOLD}: richtig ${pct(r.blind.atDefault.correct)} falsch ${pct(r.blind.atDefault.misroute)} Nachfrage ${pct(r.blind.atDefault.followUp)}`,
  )
}
console.log(`Training 10 Intents x 6 Beispiele: ${training.medianMs.toFixed(2)} ms (Median)`)
for (const [set, rows] of [
  ['CV', clarify.cv],
  ['blind', clarify.blind.all],
] as const) {
  const r = rows.shipped
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  if (r)
    console.log(
      `Rückfrage ${set}: falsch ${pct(r.misroute)} Nachfrage ${pct(r.nachfrage)} Knöpfe ${pct(r.buttons)} richtig ${pct(r.correct)} default ${pct(r.defaultJump)}`,
    )
}
if (JSON.stringify(clarify.pick) !== JSON.stringify(knobs(SHIPPED)))
  console.warn(
    `Rückfrage: die Abstimmung wählt ${JSON.stringify(clarify.pick)}, ausgeliefert ist ${JSON.stringify(knobs(SHIPPED))}`,
  )
