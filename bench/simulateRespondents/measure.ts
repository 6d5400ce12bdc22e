// 1,000 simulated respondents through the seeded Tatort game (issue #32: under 2 s), against the
// walkthrough replayed 1,000 times through the same runtime (answer + the multichat world, the
// server's trained classifier, no memo), run in the same process. See docs/benchmarks.md.
import { simulateRespondents } from '@engine/paths'
import { answer, startWorld, step, triggerRules, type RuntimeDialog } from '@engine/runtime'
import { runtimeGame, trainingRowsOf } from '../../server/db/seedGames/gameContent'
import { classifierDeps } from '../../server/db/seedGames/playGame'
import { tatort, tatortWalkthrough } from '../../server/db/seedGames/tatort'
import { round } from '../stats'

export interface SimulateRespondentsResult {
  respondents: number
  /** Median of the runs, a fresh simulation each (classifiers trained inside). */
  ms: number
  finished: number
  neverReached: number
  neverTaken: number
  /** The walkthrough (8 answers) replayed `respondents` times, median ms. */
  baselineMs: number
  /** simulation / baseline; the simulated respondents give several times the walkthrough's answers. */
  ratio: number
}

function median(fn: () => void, runs: number): number {
  fn()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    fn()
    samples.push(performance.now() - t0)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)] as number
}

export function measureSimulateRespondents(respondents = 1000, runs = 5): SimulateRespondentsResult {
  const { dialogs, triggers } = runtimeGame(tatort)
  const examples: Record<string, Record<string, string[]>> = {}
  for (const d of tatort.dialogs)
    for (const r of trainingRowsOf(d)) ((examples[r.uniqueQuestionId] ??= {})[r.handle] ??= []).push(r.text)
  let last = simulateRespondents({ dialogs, triggers, examples, respondents })
  const ms = median(() => {
    last = simulateRespondents({ dialogs, triggers, examples, respondents, seed: 7 })
  }, runs)

  const rules = triggerRules(dialogs, triggers)
  const deps = dialogs.map((d) => classifierDeps(tatort, d))
  const indexOf = new Map(dialogs.map((d, i) => [d.survey.survey_id, i]))
  const baselineMs = median(() => {
    for (let r = 0; r < respondents; r++) {
      let world = startWorld(dialogs, rules).world
      for (const s of tatortWalkthrough) {
        const d = indexOf.get(s.dialog) as number
        const turn = answer(dialogs[d] as RuntimeDialog, world.states[d]!, s.answer, deps[d])
        world = step(dialogs, rules, world, { dialog: d, turn }).world
      }
    }
  }, runs)
  return {
    respondents,
    ms: round(ms, 1),
    finished: last.picture.finished,
    neverReached: last.neverReached.length,
    neverTaken: last.neverTaken.length,
    baselineMs: round(baselineMs, 1),
    ratio: round(ms / baselineMs, 3),
  }
}
