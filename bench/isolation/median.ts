// node --import tsx bench/isolation/median.ts results-a.json results-b.json results-c.json — several
// runs of one database (same commit) side by side: each window's respondents' p99 per run, its ratio
// to its reference in that run (the control window before it, or the run's first baseline), and the
// median p99 over the runs against the median reference. One
// run's ratio moves a lot (a window with no editor at all, "baseline-after", has reached 2×), so
// the goal of ≤ 1.5× is read on the medians (docs/benchmarks.md).
import { readFileSync } from 'node:fs'
import { type WindowResult, referenceOf } from './report'

interface Results {
  database: string
  commit: string
  windows: WindowResult[]
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export interface WindowMedian {
  name: string
  p99: number[]
  ratios: number[]
  medianP99: number
  medianRatio: number
  healthMax: number[]
  errors5xx: number
}

/**
 * Each window's ratio is to its reference in the same run (report.ts referenceOf: the control
 * window right before it when the run has controls, else the run's first baseline); the median
 * ratio is the median p99 over the median of those references.
 */
export function windowMedians(runs: readonly Results[]): WindowMedian[] {
  return runs[0]!.windows.map(({ name }) => {
    const windows = runs.map((run) => run.windows.find((w) => w.name === name)!)
    const p99 = windows.map((w) => w.respondents.p99)
    const references = windows.map((w, i) => referenceOf(runs[i]!.windows, w)?.respondents.p99 ?? NaN)
    return {
      name,
      p99,
      ratios: p99.map((value, i) => value / references[i]!),
      medianP99: median(p99),
      medianRatio: Math.round((median(p99) / median(references)) * 100) / 100,
      healthMax: windows.map((w) => w.health.max),
      errors5xx: windows.reduce((sum, w) => sum + w.respondents.errors5xx, 0),
    }
  })
}

if (process.argv[1]?.endsWith('median.ts')) {
  const runs = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Results)
  if (runs.length === 0) throw new Error('usage: median.ts results-1.json results-2.json …')
  if (new Set(runs.map((run) => run.database)).size > 1) throw new Error('runs of one database only')
  console.log(`${runs[0]!.database}, ${runs.length} runs (${runs.map((run) => run.commit.slice(0, 7)).join(', ')})\n`)
  console.log('| window | p99 per run (ms) | × its reference | median p99 | × median reference | health max | 5xx |')
  console.log('| --- | --- | --- | --- | --- | --- | --- |')
  for (const w of windowMedians(runs))
    console.log(
      `| ${w.name} | ${w.p99.join(' / ')} | ${w.ratios.map((r) => r.toFixed(1)).join(' / ')} | ${w.medianP99} | ${w.medianRatio.toFixed(2)} | ${w.healthMax.join(' / ')} | ${w.errors5xx} |`,
    )
}
