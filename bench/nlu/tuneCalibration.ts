// node --import tsx bench/nlu/tuneCalibration.ts (about 2 minutes): grid search of the engine's
// weights and calibration on CROSS-VALIDATION only (never the held-out answers), with the
// threshold fixed at DEFAULT_THRESHOLD, to check the shipped defaults against their neighbours.
// Like the threshold rule, this objective rewards the least cautious corner (docs/nlu.md).
import { classify, DEFAULT_THRESHOLD, trainClassifier, type TrainOptions } from '@engine/nlu'
import { crossValidate } from './crossValidate'
import { DATASET } from './dataset'
import { rates } from './evaluatePolicy'

const grid: TrainOptions[] = []
for (const concepts of [0.6, 0.8, 1.0])
  for (const words of [0.3, 0.5])
    for (const temperature of [0.08, 0.1, 0.12, 0.15, 0.2])
      for (const noneScore of [0.3, 0.4, 0.5, 0.6, 0.7])
        grid.push({ weights: { chars: 1, words, concepts }, calibration: { temperature, noneScore } })

const scored = grid.map((options) => {
  const classifier = {
    name: '',
    train: (ex: Record<string, string[]>) => {
      const m = trainClassifier(ex, options)
      return (t: string[]) => classify(m, t)
    },
  }
  const cv = [1, 2, 3].flatMap((seed) => DATASET.flatMap((b) => crossValidate(b, classifier, seed)))
  return { options, r: rates(cv, DEFAULT_THRESHOLD) }
})
// Objective: stay under 5 % misroute, then fewest follow-ups (issue: <= 5 % wrong, <= 25 % nachfrage).
scored.sort((a, b) => (a.r.misroute > 0.05 ? 1 : 0) - (b.r.misroute > 0.05 ? 1 : 0) || a.r.followUp - b.r.followUp)
for (const s of scored.slice(0, 8)) {
  console.log(
    JSON.stringify(s.options),
    `wrong ${(s.r.misroute * 100).toFixed(1)}% follow-up ${(s.r.followUp * 100).toFixed(1)}% default ${(s.r.defaultJump * 100).toFixed(1)}%`,
  )
}
