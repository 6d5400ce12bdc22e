import { randomUUID } from 'node:crypto'
import { ZodError } from 'zod'
import type { Db } from '../db/database'
import { claimNextJob, failJob, finishJob, heartbeatJob, type JobRow, pruneJobs } from '../repositories/jobs'
import type { JobContext, JobHandler } from './JobHandler'
import { JobFailure } from './JobFailure'

export interface JobRunnerOptions {
  db: Db
  handlers: Record<string, JobHandler>
  context: Omit<JobContext, 'progress' | 'signal' | 'attempt'>
  /** Jobs at once; each one's heavy part runs in the worker pool, so a few are enough. */
  concurrency?: number
  /** How often an idle runner looks for jobs other processes queued. */
  pollMs?: number
  /** A job whose runner has not renewed its lease for this long is taken by another (a crash). */
  leaseMs?: number
  onError?: (error: unknown, job?: JobRow) => void
}

export interface JobRunner {
  /** A job was queued in this process: look now instead of at the next poll. */
  wake(): void
  /** Runs due jobs until none is left (tests with `jobRunner: 'manual'`). */
  drain(): Promise<void>
  /** Stops claiming, aborts the running jobs' signals and waits for them to end. */
  stop(): Promise<void>
}

const PROGRESS_EVERY_MS = 500
const PRUNE_EVERY_MS = 60 * 60 * 1000
const DONE_KEPT_MS = 7 * 24 * 60 * 60 * 1000
const FAILED_KEPT_MS = 30 * 24 * 60 * 60 * 1000
/** Generic message of an unexpected failure; the details go to the log only. */
export const JOB_FAILED_MSG = 'Die Aufgabe ist fehlgeschlagen. Bitte versuchen Sie es erneut.'

export const JOB_INVALID_MSG = 'Der Auftrag ist ungültig und wurde nicht ausgeführt.'

/** Back-off before the next try: 5 s, 20 s, 45 s … */
const retryAfterMs = (attempt: number) => attempt * attempt * 5_000

/**
 * Claims and runs jobs of the durable queue (docs/design/jobs.md). `start: false` makes a runner
 * that only runs on `drain()`, for tests that hold a job on purpose.
 */
export function createJobRunner(options: JobRunnerOptions & { start: boolean }): JobRunner {
  // The process id first: an operator (and a test) sees which process ran a job.
  const runnerId = `${process.pid}:${randomUUID().slice(0, 8)}`
  const concurrency = options.concurrency ?? 2
  const pollMs = options.pollMs ?? 1_000
  const leaseMs = options.leaseMs ?? 60_000
  const kinds = Object.keys(options.handlers)
  const running = new Map<number, { promise: Promise<void>; controller: AbortController }>()
  let stopped = false
  let looking: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  let lastPrune = 0

  async function runJob(row: JobRow): Promise<void> {
    const controller = new AbortController()
    const handler = options.handlers[row.kind]!
    let lastProgressAt = 0
    let pendingProgress: number | undefined
    const beat = setInterval(
      () => {
        void heartbeatJob(options.db, row.id, runnerId, leaseMs, pendingProgress)
          .then((mine) => {
            pendingProgress = undefined
            if (!mine) controller.abort(new Error('lease lost'))
          })
          .catch((error: unknown) => options.onError?.(error, row))
      },
      Math.max(50, leaseMs / 3),
    )
    beat.unref()
    const job: JobContext = {
      ...options.context,
      attempt: row.attempts,
      signal: controller.signal,
      progress(percent) {
        const value = Math.max(0, Math.min(100, Math.round(percent)))
        const at = Date.now()
        if (at - lastProgressAt < PROGRESS_EVERY_MS) {
          pendingProgress = value
          return
        }
        lastProgressAt = at
        void heartbeatJob(options.db, row.id, runnerId, leaseMs, value).catch((error: unknown) =>
          options.onError?.(error, row),
        )
      },
    }
    const entry = { controller, promise: Promise.resolve() }
    running.set(row.id, entry)
    // Claimed while the runner was stopping (stop() had nothing of it to abort yet): its handler
    // must not start with a signal nobody will abort, or the job would hold the shutdown forever.
    if (stopped) controller.abort(new Error('runner stopped'))
    try {
      controller.signal.throwIfAborted()
      if (row.attempts > row.maxAttempts) {
        // Claimed again after its runner died on the last allowed try: it is not tried once more.
        throw new JobFailure('job_interrupted', 'Die Aufgabe wurde mehrmals unterbrochen und nicht beendet.')
      }
      const result = await handler(row.payload, job)
      await finishJob(options.db, row.id, runnerId, result)
    } catch (error) {
      if (error instanceof JobFailure) {
        await failJob(options.db, row.id, runnerId, { code: error.code, msg: error.msg }, undefined)
      } else if (error instanceof ZodError) {
        // A payload its handler cannot read never becomes readable by trying again.
        options.onError?.(error, row)
        await failJob(options.db, row.id, runnerId, { code: 'job_invalid', msg: JOB_INVALID_MSG }, undefined)
      } else {
        options.onError?.(error, row)
        const last = row.attempts >= row.maxAttempts || stopped
        await failJob(
          options.db,
          row.id,
          runnerId,
          { code: stopped ? 'job_interrupted' : 'job_failed', msg: JOB_FAILED_MSG },
          last && !stopped ? undefined : retryAfterMs(row.attempts),
        )
      }
    } finally {
      clearInterval(beat)
      running.delete(row.id)
    }
  }

  /** Claims while there is room and something due; one look at a time per runner. */
  async function look(): Promise<void> {
    do {
      again = false
      while (!stopped && running.size < concurrency) {
        const row = await claimNextJob(options.db, { runner: runnerId, kinds, leaseMs })
        if (!row) break
        const promise = runJob(row)
          .catch((error: unknown) => options.onError?.(error, row))
          .finally(() => wake())
        const entry = running.get(row.id)
        if (entry) entry.promise = promise
      }
      if (!stopped && Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now()
        await pruneJobs(options.db, DONE_KEPT_MS, FAILED_KEPT_MS)
      }
    } while (again && !stopped)
  }

  function wake(): void {
    if (stopped || !options.start) return
    if (looking) {
      again = true
      return
    }
    looking = look()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        looking = undefined
      })
  }

  if (options.start && kinds.length > 0) {
    timer = setInterval(wake, pollMs)
    timer.unref()
    wake()
  }

  return {
    wake,
    async drain() {
      // Also waits for what the in-process loop claimed meanwhile, so that, once it returns, every
      // job that was due has ended (tests rely on it on PostgreSQL, where a claim takes a while).
      while (!stopped) {
        await looking
        const row = await claimNextJob(options.db, { runner: runnerId, kinds, leaseMs })
        if (row) {
          await runJob(row)
          continue
        }
        if (running.size === 0 && !looking) break
        await Promise.all([...running.values()].map((entry) => entry.promise))
      }
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      for (const entry of running.values()) entry.controller.abort(new Error('runner stopped'))
      await looking
      await Promise.all([...running.values()].map((entry) => entry.promise))
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job runner (server/app.ts); tests with `jobRunner: 'manual'` call `drain()`. */
    jobRunner: JobRunner
    /** The app's queue (server/jobs/jobQueue.ts), for scripts and tests. */
    jobQueue: import('./jobQueue').JobQueue
  }
}
