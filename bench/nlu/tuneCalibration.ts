// node --import tsx bench/nlu/tuneCalibration.ts [weights] (a few minutes): grid search on
// CROSS-VALIDATION of dataset.ts only (never the held-out answers, never blindDataset.ts).
// Default mode: the calibration (temperature, "none" score, concept strength, distant-answer
// penalty), scored by the Brier score of the first answer's best intent: confidences that mean
// what they say. "weights": the older search of the views' weights, with the threshold fixed at
// DEFAULT_THRESHOLD; like the threshold rule it rewards the least cautious corner (docs/nlu.md).
// "synonyms": the weight of thesaurus words (step 6), scored like the calibration, all rows printed.
import { classify, DEFAULT_THRESHOLD, trainClassifier, type TrainOptions } from '@engine/nlu'
import { crossValidate } from './crossValidate'
import { DATASET } from './dataset'
import { hardCases } from './developmentHard'
import { brierScore, rates } from './evaluatePolicy'

const grid: TrainOptions[] = []
if (process.argv[2] === 'weights') {
  for (const concepts of [0.6, 0.8, 1.0])
    for (const words of [0.3, 0.5])
      for (const temperature of [0.08, 0.1, 0.12, 0.15, 0.2])
        for (const noneScore of [0.3, 0.4, 0.5, 0.6, 0.7])
          grid.push({ weights: { chars: 1, words, concepts }, calibration: { temperature, noneScore } })
} else if (process.argv[2] === 'synonyms') {
  // Step 6: the weight of thesaurus words (0 = the table unused), everything else at its default.
  for (const synonyms of [0, 0.15, 0.25, 0.35, 0.5, 0.75]) grid.push({ weights: { synonyms } })
} else {
  for (const temperature of [0.12, 0.16, 0.2])
    for (const noneScore of [0.3, 0.35, 0.45])
      for (const conceptStrength of [0, 0.75, 1, 1.5])
        for (const distantPenalty of [0, 0.2, 0.4])
          for (const nearExample of [0.3])
            grid.push({ calibration: { temperature, noneScore, conceptStrength, distantPenalty, nearExample } })
}

const scored = grid.map((options) => {
  const classifier = {
    name: '',
    train: (ex: Record<string, string[]>) => {
      const m = trainClassifier(ex, options)
      return (t: string[]) => classify(m, t)
    },
  }
  const cv = [1, 2, 3].flatMap((seed) => DATASET.flatMap((b) => crossValidate(b, classifier, seed)))
  const hard = hardCases(classifier)
  // The two sets count equally: CV has about 15 times as many cases, but the hard answers are the
  // only ones far from the examples.
  const brier = (brierScore(cv) + brierScore(hard)) / 2
  return { options, cv, hardCases: hard, r: rates(cv, DEFAULT_THRESHOLD), hard: rates(hard, DEFAULT_THRESHOLD), brier }
})
if (process.argv[2] === 'weights')
  // Objective: stay under 5 % misroute, then fewest follow-ups (issue: <= 5 % wrong, <= 25 % nachfrage).
  scored.sort((a, b) => (a.r.misroute > 0.05 ? 1 : 0) - (b.r.misroute > 0.05 ? 1 : 0) || a.r.followUp - b.r.followUp)
else if (process.argv[2] !== 'synonyms') scored.sort((a, b) => a.brier - b.brier)
for (const s of scored.slice(0, 12)) {
  console.log(
    JSON.stringify(s.options),
    `brier ${s.brier.toFixed(4)} (CV ${brierScore(s.cv).toFixed(4)}, hard ${brierScore(s.hardCases).toFixed(4)}) CV wrong ${(s.r.misroute * 100).toFixed(1)}% follow-up ${(s.r.followUp * 100).toFixed(1)}%` +
      ` | hard wrong ${(s.hard.misroute * 100).toFixed(1)}% follow-up ${(s.hard.followUp * 100).toFixed(1)}%`,
  )
}
