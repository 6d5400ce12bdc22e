import type { ServerContext } from '../context'

/** What a handler gets besides its payload. */
export interface JobContext {
  ctx: ServerContext
  /** Reports 0..100; stored at most twice a second, and renews the job's lease. */
  progress(percent: number): void
  /** Aborted when the runner stops (app close) or the job's lease was lost. */
  signal: AbortSignal
  /** 1 on the first try. */
  attempt: number
}

/**
 * Runs one job. The payload comes from the database as JSON, so a handler parses it. Heavy CPU
 * goes to the worker pool (server/workers), so that a runner inside the app process still leaves
 * the event loop to the respondents. Throw JobFailure for a reason the editor should read.
 */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<unknown>
