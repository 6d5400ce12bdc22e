import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { jobs } from '../db/schema'

export type JobRow = typeof jobs.$inferSelect
export type JobState = JobRow['state']

export interface NewJob {
  kind: string
  payload: unknown
  key?: string
  surveyId?: string
  maxAttempts?: number
  /** Due this many seconds from now (default: at once). */
  runAfterS?: number
}

/**
 * Queues a job. With a key, a job of that key still waiting is updated instead (its payload
 * replaced): ten example edits in a row make one training, not ten. A job of the key already
 * running is left alone; the new one waits behind it (claimNext never runs two of one key).
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<JobRow> {
  const values = {
    kind: job.kind,
    key: job.key ?? null,
    surveyId: job.surveyId ?? null,
    payload: job.payload ?? null,
    maxAttempts: job.maxAttempts ?? 3,
    ...(job.runAfterS === undefined ? {} : { runAfter: sql`now() + make_interval(secs => ${job.runAfterS})` }),
  }
  const [row] =
    job.key === undefined
      ? await db.insert(jobs).values(values).returning()
      : await db
          .insert(jobs)
          .values(values)
          .onConflictDoUpdate({
            target: jobs.key,
            targetWhere: sql`state = 'queued'`,
            set: { payload: values.payload, kind: values.kind },
          })
          .returning()
  return row!
}

/**
 * Claims the oldest job due, or one whose runner stopped renewing its lease (a crashed process):
 * `FOR UPDATE SKIP LOCKED` lets any number of runners on PostgreSQL claim without waiting on each
 * other; on PGlite there is one connection, so it is simply the next row.
 */
export async function claimNextJob(
  db: Db,
  options: { runner: string; kinds: readonly string[]; leaseMs: number },
): Promise<JobRow | undefined> {
  if (options.kinds.length === 0) return undefined
  const kinds = sql.join(
    options.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )
  const result = await db.execute(sql`
    UPDATE jobs SET
      state = 'running',
      attempts = attempts + 1,
      locked_by = ${options.runner},
      locked_until = now() + make_interval(secs => ${options.leaseMs / 1000}),
      started_at = now(),
      progress = NULL
    WHERE id = (
      SELECT j.id FROM jobs j
      WHERE j.kind IN (${kinds})
        AND ((j.state = 'queued' AND j.run_after <= now()) OR (j.state = 'running' AND j.locked_until < now()))
        AND (j.key IS NULL OR NOT EXISTS (
          SELECT 1 FROM jobs r WHERE r.key = j.key AND r.id <> j.id AND r.state = 'running' AND r.locked_until >= now()))
      ORDER BY j.id
      FOR UPDATE SKIP LOCKED
      LIMIT 1)
    RETURNING id`)
  const [claimed] = rowsOf<{ id: string | number }>(result)
  if (!claimed) return undefined
  const [row] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.id, Number(claimed.id)))
  return row
}

/** The runner still works on it: progress (when given) and a renewed lease; false when the job is no longer its own. */
export async function heartbeatJob(
  db: Db,
  id: number,
  runner: string,
  leaseMs: number,
  progress?: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      ...(progress === undefined ? {} : { progress }),
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, runner), eq(jobs.state, 'running')))
    .returning({ id: jobs.id })
  return rows.length > 0
}

export async function finishJob(db: Db, id: number, runner: string, result: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: 'done',
      progress: 100,
      result: result ?? null,
      errorCode: null,
      errorMsg: null,
      finishedAt: sql`now()`,
      lockedUntil: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, runner)))
}

/** A failure: queued again after `retryAfterMs`, or failed for good when that is undefined. */
export async function failJob(
  db: Db,
  id: number,
  runner: string,
  error: { code: string; msg: string },
  retryAfterMs: number | undefined,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAfterMs === undefined
        ? { state: 'failed', errorCode: error.code, errorMsg: error.msg, finishedAt: sql`now()`, lockedUntil: null }
        : {
            state: 'queued',
            errorCode: error.code,
            errorMsg: error.msg,
            runAfter: sql`now() + make_interval(secs => ${retryAfterMs / 1000})`,
            lockedUntil: null,
          },
    )
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, runner)))
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id))
  return row
}

/** The newest job of a key (the one that says whether, say, a document's index is ready). */
export async function latestJobOfKey(db: Db, key: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key)).orderBy(desc(jobs.id)).limit(1)
  return row
}

/** A dialog's jobs, newest first: everything unfinished and the last `limit` finished. */
export async function jobsOfSurvey(db: Db, surveyId: string, limit: number): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.surveyId, surveyId)).orderBy(desc(jobs.id)).limit(limit)
}

/** Finished jobs older than the given ages are deleted (one indexed pass; called now and then by a runner). */
export async function pruneJobs(db: Db, doneOlderThanMs: number, failedOlderThanMs: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'done'), lt(jobs.finishedAt, sql`now() - make_interval(secs => ${doneOlderThanMs / 1000})`)),
        and(
          eq(jobs.state, 'failed'),
          lt(jobs.finishedAt, sql`now() - make_interval(secs => ${failedOlderThanMs / 1000})`),
        ),
      ),
    )
    .returning({ id: jobs.id })
  return rows.length
}

/** How many jobs wait or run (health and the runner's metrics). */
export async function countOpenJobs(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.state, ['queued', 'running']))
  return row?.n ?? 0
}
