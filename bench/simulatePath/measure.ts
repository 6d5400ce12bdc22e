// simulate_path on a generated 20 x 100 game (issue #8: under 200 ms), against the plain
// breadth-first search it replaced, run in the same process. See docs/benchmarks.md.
import { simulatePath } from '@engine/runtime'
import { round } from '../stats'
import { bfsSimulatePath } from './bfsBaseline'
import { pathGame } from './pathGame'

export interface PathTargetResult {
  target: string
  ms: number
  outcome: string
  explored: number
  baselineMs: number
  baselineOutcome: string
  /** search / baseline; below 1: faster. Only meaningful when both found the path. */
  ratio: number
}

type Outcome =
  { ok: true; answers: readonly unknown[]; explored: number } | { ok: false; reason: string; explored: number }
const outcome = (r: Outcome) => (r.ok ? `${r.answers.length} answers` : r.reason)

function timed(fn: () => Outcome, runs: number) {
  const samples: number[] = []
  let result = fn()
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    result = fn()
    samples.push(performance.now() - t0)
  }
  samples.sort((a, b) => a - b)
  return { ms: round(samples[Math.floor(samples.length / 2)] as number, 1), result }
}

export function measureSimulatePath(dialogs = 20, blocks = 100): Record<string, PathTargetResult> {
  const game = pathGame(dialogs, blocks)
  const out: Record<string, PathTargetResult> = {}
  for (const [name, target] of Object.entries(game.targets)) {
    const input = { dialogs: game.dialogs, triggers: game.triggers, target_unique_question_id: target, now: 0 }
    const search = timed(() => simulatePath(input), 3)
    const baseline = timed(() => bfsSimulatePath(input), 1)
    out[name] = {
      target,
      ms: search.ms,
      outcome: outcome(search.result),
      explored: search.result.explored,
      baselineMs: baseline.ms,
      baselineOutcome: outcome(baseline.result),
      ratio: round(search.ms / baseline.ms, 3),
    }
  }
  return out
}
