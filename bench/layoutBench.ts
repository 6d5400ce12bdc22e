// Layout (the engine's layoutGraph: dagre up to DAGRE_MAX_NODES, layered above) and graph derivation.
import { applyChange } from '@engine/changes'
import {
  createGraphDeriver,
  deriveGraph,
  type LayoutFn,
  type LayoutInput,
  type Ranker,
  dagreLayout,
  layoutGraph,
} from '@engine/graph'
import { toEditorState } from '@engine/model'
import { aSurvey, testContext } from '@engine/testing'
import { commandFor } from './engineBench'
import { CLOCK_STEP_MS, type Edit, rng } from './script'
import { summarize } from './stats'

/** q1..qn chained in order plus n/10 forward jumps over 2..10 blocks (conditional jumps). */
export function layoutInput(n: number): LayoutInput {
  const random = rng(7 + n)
  const nodeIds = Array.from({ length: n }, (_, i) => `q${i + 1}`)
  const edges = nodeIds.slice(1).map((id, i) => ({ source: nodeIds[i] as string, target: id }))
  for (let k = 0; k < Math.floor(n / 10); k++) {
    const s = Math.floor(random() * (n - 11))
    edges.push({ source: nodeIds[s] as string, target: nodeIds[s + 2 + Math.floor(random() * 9)] as string })
  }
  return { nodeIds, edges }
}

export interface Timed {
  runs: number[]
  median?: number
  error?: string
  /** Time until the error, if any. */
  failedAfterMs?: number
}

export function timeRuns(runs: number, fn: () => unknown): Timed {
  const result: Timed = { runs: [] }
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    try {
      fn()
    } catch (error) {
      return { ...result, error: String(error).slice(0, 160), failedAfterMs: performance.now() - t0 }
    }
    result.runs.push(performance.now() - t0)
  }
  return { ...result, median: summarize(result.runs).median }
}

export const measureLayout = (n: number, runs: number) => {
  const input = layoutInput(n)
  return timeRuns(runs, () => layoutGraph(input))
}

/** dagre alone, whatever the size: the comparison that explains the hybrid. */
export const measureDagre = (n: number, ranker: Ranker, runs = 1) => {
  const input = layoutInput(n)
  return timeRuns(runs, () => dagreLayout(input, ranker))
}

/** A linear stand-in for dagre, to isolate the deriver's own work from layout. */
export const columnLayout: LayoutFn = ({ nodeIds }) => new Map(nodeIds.map((id, i) => [id, { x: 0, y: i * 170 }]))

/**
 * createGraphDeriver fed the states the script produces (computed untimed with applyChange), each
 * derivation timed; then a from-scratch deriveGraph of the final state for comparison.
 */
export function measureDeriver(blocks: number, edits: readonly Edit[], layout: LayoutFn, scratchRuns: number) {
  const clock = testContext()
  let state = toEditorState(aSurvey({ blocks }))
  const derive = createGraphDeriver(layout)
  derive(state)
  const perKind: Record<string, number[]> = {}
  const all: number[] = []
  for (const edit of edits) {
    clock.advance(CLOCK_STEP_MS)
    state = applyChange(state, commandFor(edit).toChange(state, clock).change)
    const t0 = performance.now()
    derive(state)
    const ms = performance.now() - t0
    all.push(ms)
    ;(perKind[edit.kind] ??= []).push(ms)
  }
  const final = state
  return {
    incremental: summarize(all),
    incrementalByKind: Object.fromEntries(Object.entries(perKind).map(([k, v]) => [k, summarize(v)])),
    fromScratch: timeRuns(scratchRuns, () => deriveGraph(final, layout)),
  }
}
