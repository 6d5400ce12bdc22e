import { pbkdf2 } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
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
  return niceThreads(tids.slice(0, 1 + v8PoolSize(execArgv)), nice)
}

/** Lowers each thread to at least `nice`; answers those it could (a thread may have ended, or rights lack). */
function niceThreads(tids: readonly number[], nice: number): number[] {
  const niced: number[] = []
  for (const tid of tids) {
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

/**
 * libuv's thread pool (`UV_THREADPOOL_SIZE` threads, 4 by default) runs the asynchronous zlib,
 * crypto and file work of every thread of the process, our niced workers' too: an export's
 * deflate of its workbook, the inflating of a PDF's streams to count them, a document's writes, a
 * login's scrypt. The pool is started by the first such call, before `main` runs, at the
 * server's priority, so a niced worker's compression ran at full priority beside the event loop
 * (measured in bench:isolation's PDF window: the pool's threads took more CPU than the document
 * thread itself). The chat's turns do not use the pool (the embedded database's thread writes
 * synchronously, PostgreSQL speaks over sockets), so its threads are niced like V8's helpers.
 *
 * Which threads are the pool's is seen, not guessed: a burst of small pbkdf2 tasks (~4 ms of CPU
 * each, on the pool) and the threads whose run time grew meanwhile, the calling thread aside
 * (/proc/self/task/<tid>/schedstat, nanoseconds). Returns the thread ids niced; on other systems,
 * or without schedstat, none. Call it before any worker thread exists.
 */
export async function niceThreadPool(nice: number, poolSize = threadPoolSize()): Promise<number[]> {
  if (process.platform !== 'linux' || nice <= 0) return []
  const before = runTimes()
  if (!before) return []
  await Promise.all(
    Array.from(
      { length: 2 * poolSize },
      () => new Promise<void>((resolve) => pbkdf2('pool', 'threads', 20_000, 32, 'sha256', () => resolve())),
    ),
  )
  const after = runTimes() ?? new Map<number, number>()
  // 1 ms: a pool thread ran at least one task of ~4 ms.
  const worked = [...after].filter(([tid, ns]) => tid !== process.pid && ns - (before.get(tid) ?? ns) >= 1_000_000)
  return niceThreads(
    worked.map(([tid]) => tid),
    nice,
  )
}

/** libuv's pool size: `UV_THREADPOOL_SIZE`, 4 when unset (libuv's own bounds: 1 to 1024). */
export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE)
  return Number.isInteger(size) && size >= 1 ? Math.min(size, 1024) : 4
}

/** Each thread's time on a core so far, ns; undefined where /proc or schedstat is missing. */
function runTimes(): Map<number, number> | undefined {
  try {
    const times = new Map<number, number>()
    for (const tid of readdirSync('/proc/self/task')) {
      const ns = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0])
      if (Number.isFinite(ns)) times.set(Number(tid), ns)
    }
    return times
  } catch {
    return undefined
  }
}

/**
 * What each of our processes does first (the app server, server/main.ts, and the job worker,
 * server/worker.ts), before any worker thread exists: V8's helpers and libuv's pool serve its
 * niced workers too (docs/design/jobs.md "Priorities").
 */
export async function niceSharedThreads(nice: number): Promise<void> {
  niceHelperThreads(nice)
  await niceThreadPool(nice)
}
