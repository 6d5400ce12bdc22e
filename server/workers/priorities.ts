import { readdirSync } from 'node:fs'
import { availableParallelism, getPriority, setPriority } from 'node:os'

/**
 * The nice value of our worker threads (training, documents, export, versions): 10 of 19, below the
 * event loop that answers respondents. Linux schedules threads one by one, so each thread lowers
 * its own priority (worker.mjs, handed this value as its `workerData`).
 */
export const WORKER_NICE = 10

/**
 * V8's helper threads (concurrent marking, sweeping and compilation) serve every isolate of the
 * process, our niced worker threads' too, and run at the priority of the process. Linux schedules
 * each thread on its own, so they can be niced like the workers: then a worker's garbage
 * collection no longer takes the cores from the event loop that answers respondents
 * (docs/design/jobs.md "Priorities"; measured in docs/benchmarks.md).
 *
 * Node starts them before any JavaScript runs, as the first threads after the main one: the
 * delayed-task scheduler, then `--v8-pool-size` workers (4 by default). Returns the thread ids
 * niced; on other systems, or when /proc is not there, none.
 */
export function niceHelperThreads(nice: number, execArgv: readonly string[] = process.execArgv): number[] {
  if (process.platform !== 'linux' || nice <= 0) return []
  let tids: number[]
  try {
    tids = readdirSync('/proc/self/task')
      .map(Number)
      .filter((tid) => tid > process.pid)
      .sort((a, b) => a - b)
  } catch {
    return []
  }
  const niced: number[] = []
  for (const tid of tids.slice(0, 1 + v8PoolSize(execArgv))) {
    try {
      setPriority(tid, Math.max(getPriority(tid), nice))
      niced.push(tid)
    } catch {
      // Not allowed here, or the thread ended: it keeps the process's priority.
    }
  }
  return niced
}

/** Node's `--v8-pool-size`: 4 when not given; 0 lets Node choose, one less than the cores (at least 1). */
export function v8PoolSize(execArgv: readonly string[]): number {
  let size = 4
  for (const [i, arg] of execArgv.entries()) {
    const value = arg.startsWith('--v8-pool-size=')
      ? arg.slice('--v8-pool-size='.length)
      : arg === '--v8-pool-size'
        ? execArgv[i + 1]
        : undefined
    if (value !== undefined && /^\d+$/.test(value)) size = Number(value)
  }
  return size > 0 ? size : Math.max(1, availableParallelism() - 1)
}
