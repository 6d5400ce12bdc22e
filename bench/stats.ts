// Small statistics, timing and heap helpers shared by the benchmarks.

export interface Summary {
  n: number
  median: number
  p95: number
  max: number
}

/** Nearest-rank quantiles of the samples (q in 0..1); NaN without samples. */
function quantiles(samples: readonly number[]): { n: number; at: (q: number) => number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN
  return { n: sorted.length, at, max: sorted[sorted.length - 1] ?? NaN }
}

export function summarize(samples: readonly number[]): Summary {
  const { n, at, max } = quantiles(samples)
  return { n, median: round(at(0.5)), p95: round(at(0.95)), max: round(max) }
}

/** Latency percentiles as the load benchmarks report them (ms, two decimals). */
export interface Percentiles {
  n: number
  p50: number
  p90: number
  p99: number
  max: number
}

export function percentiles(samples: readonly number[]): Percentiles {
  const { n, at, max } = quantiles(samples)
  return { n, p50: round(at(0.5), 2), p90: round(at(0.9), 2), p99: round(at(0.99), 2), max: round(max, 2) }
}

export const round = (x: number, digits = 4) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : x)

/** engine / baseline; below 1 means the engine is faster or smaller. */
export const ratio = (engine: number, baseline: number) => (baseline > 0 ? round(engine / baseline, 3) : NaN)

export function ratios(engine: Summary, baseline: Summary) {
  return { median: ratio(engine.median, baseline.median), p95: ratio(engine.p95, baseline.p95) }
}

type Gc = () => void
const gc = (globalThis as { gc?: Gc }).gc

export function collect(): void {
  if (!gc) throw new Error('Run with node --expose-gc (npm run bench does).')
  gc()
  gc()
}

/**
 * Heap bytes per history entry as a slope: run the first half, measure, run the second half,
 * measure; the growth over the second half divided by its entries. Constant costs (a second copy
 * of the document, caches) do not count as per-entry cost this way.
 */
export async function bytesPerEntry(count: number, fill: (from: number, to: number) => unknown) {
  const half = Math.floor(count / 2)
  await fill(0, half)
  collect()
  const before = process.memoryUsage().heapUsed
  await fill(half, count)
  collect()
  const after = process.memoryUsage().heapUsed
  return { entries: count, bytesPerEntry: Math.round((after - before) / (count - half)) }
}

/** Times fn once per item, returning milliseconds per call. */
export function timeEach<T>(items: readonly T[], fn: (item: T, index: number) => void): number[] {
  const samples: number[] = []
  items.forEach((item, i) => {
    const t0 = performance.now()
    fn(item, i)
    samples.push(performance.now() - t0)
  })
  return samples
}

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {}
  for (const item of items) (groups[key(item)] ??= []).push(item)
  return groups
}

export const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(3))
