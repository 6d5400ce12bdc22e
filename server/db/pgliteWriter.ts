import type { PGlite } from '@electric-sql/pglite'
import type { DatabaseActivity } from './pgliteCheckpoints'

// Also loaded in the database thread (pgliteThread/pgliteHost.ts): import nothing of the server here.

/**
 * A background writer for the embedded database (docs/reliability/durability.md "Checkpoints").
 * PGlite runs PostgreSQL as one process, without the server's background writer, so every page a
 * respondent's answer changes stays in the buffer pool until a checkpoint writes them all at once
 * and syncs each file: measured 265 ms for 137 MB of WAL (~9,000 changed pages) while 96
 * respondents played, every statement waiting behind it, and the disk taking ~70 MB in one go.
 *
 * Every `everyMs` this writes the pool's changed pages, `PAGE_BATCH` at a time in moments the
 * statements leave free, spread over the round (pg_buffercache's `pg_buffercache_evict`:
 * PostgreSQL writes the page, its WAL first, and drops it from the pool; a page needed again is
 * read back from the operating system's cache). The operating system then takes them to disk in
 * small portions of its own, and a checkpoint finds only the last seconds' pages to write and
 * sync. Measured (docs/benchmarks.md "The embedded database's background writer"): at 96
 * respondents the checkpoint 265 → 68-117 ms; at 32, answers over 60 ms 11-14 → 0-2 per run.
 * Syncing the files here as well, or writing all pages just before the checkpoint, was measured
 * worse: the WAL syncs of the respondents' commits queued behind a data file's (stalls of
 * 150-580 ms).
 */

/** The embedded database's own helpers live apart from the product's tables. */
export const INTERNAL_SCHEMA = 'pglite_internal'

/**
 * The writer's first round installs pg_buffercache (does nothing when it is there); the database
 * must have been opened with the extension (durablePglite.ts gives it).
 */
const INSTALL = `CREATE SCHEMA IF NOT EXISTS ${INTERNAL_SCHEMA}; CREATE EXTENSION IF NOT EXISTS pg_buffercache SCHEMA ${INTERNAL_SCHEMA}`

/** Pages written per statement: ~0.5-1.5 ms of the database thread (~15 µs a page, measured). */
export const PAGE_BATCH = 32

export interface WriterPolicy {
  /** One round every this long: a look at the pool (~5-10 ms for 16,384 buffers), then its batches. */
  everyMs: number
  /** The batches of a round are spread over about this long (at least 2 ms apart). */
  spreadMs: number
  /** A round's statements wait at most this long, together, for free moments; then the round ends. */
  maxWaitMs: number
}

export const WRITER: WriterPolicy = { everyMs: 5_000, spreadMs: 4_000, maxWaitMs: 4_500 }

/** One round: pages written, and changed pages in the pool when it ended (changed again meanwhile). */
export interface WriterRound {
  pages: number
  left: number
}

export interface Writer {
  /** One round now; undefined when the database lacks pg_buffercache. Tests call it; the timer does too. */
  round(): Promise<WriterRound | undefined>
  stop(): void
}

const DIRTY = `SELECT bufferid AS buffer FROM ${INTERNAL_SCHEMA}.pg_buffercache WHERE isdirty`
const EVICT = `SELECT count(*) FILTER (WHERE (${INTERNAL_SCHEMA}.pg_buffercache_evict(b)).buffer_evicted)::int AS n FROM unnest($1::int[]) AS b`
const DIRTY_COUNT = `SELECT buffers_dirty::int AS n FROM ${INTERNAL_SCHEMA}.pg_buffercache_summary()`

/**
 * Starts the rounds. Each statement runs in a free moment the statements' side gives
 * (`activity.whenFree`: none of the users' statements running, no transaction open; the database
 * has one session), and a round waits at most `maxWaitMs` for them in all: past that, what is
 * left of the round runs at once or (its batches) waits for the next. A buffer that holds another
 * page by its batch's turn is written or dropped, which costs one read later; a page changed
 * again after its batch is written by the next round or the checkpoint. A database without
 * pg_buffercache (one opened without the extension) ends the rounds at the first: its checkpoints
 * then write everything, as before. The timers never keep the thread alive; `stop` before
 * closing the database.
 */
export function startWriter(
  pg: Pick<PGlite, 'query' | 'exec'>,
  activity: DatabaseActivity,
  policy: WriterPolicy = WRITER,
): Writer {
  let stopped = false
  let installed = false
  let timer: ReturnType<typeof setTimeout> | undefined

  async function round(): Promise<WriterRound | undefined> {
    const until = performance.now() + policy.maxWaitMs
    const free = <T>(work: () => Promise<T>) => activity.whenFree(work, Math.max(0, until - performance.now()))
    let dirty: readonly { buffer: number }[]
    try {
      if (!installed) await free(() => pg.exec(INSTALL))
      installed = true
      dirty = (await free(() => pg.query<{ buffer: number }>(DIRTY))).rows
    } catch {
      return undefined
    }
    const paceMs = Math.max(2, policy.spreadMs / Math.max(1, Math.ceil(dirty.length / PAGE_BATCH)))
    let pages = 0
    for (let from = 0; from < dirty.length; from += PAGE_BATCH) {
      if (from > 0) await new Promise((resolve) => setTimeout(resolve, paceMs))
      if (stopped || performance.now() >= until) break
      const batch = dirty.slice(from, from + PAGE_BATCH).map((page) => page.buffer)
      pages += await free(async () => (stopped ? 0 : ((await pg.query<{ n: number }>(EVICT, [batch])).rows[0]?.n ?? 0)))
    }
    const left = (await free(() => pg.query<{ n: number }>(DIRTY_COUNT))).rows[0]?.n ?? 0
    return { pages, left }
  }

  /** The next round `everyMs` after this one began. */
  function next(delayMs: number): void {
    if (stopped) return
    timer = setTimeout(() => {
      const began = performance.now()
      const again = () => next(Math.max(0, policy.everyMs - (performance.now() - began)))
      // A failed statement (the database closing): the next round tries again.
      round().then((done) => (done ? again() : undefined), again)
    }, delayMs)
    timer.unref()
  }
  next(policy.everyMs)

  return {
    round,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
