import type { PGlite } from '@electric-sql/pglite'

// Also loaded in the database thread (pgliteThread/pgliteHost.ts): import nothing of the server here.

/**
 * When the embedded database writes its checkpoints (docs/reliability/durability.md
 * "Checkpoints"). PGlite runs PostgreSQL as one process, without the checkpointer of a server:
 * measured, it never checkpoints by itself (not at `max_wal_size`, not after `checkpoint_timeout`),
 * so its WAL grows by what every write adds (~0.5 MB/s while 32 respondents play) until the server
 * stops: a disk filled in days and a start after a crash replaying all of it (~100 MB/s).
 */
export interface CheckpointPolicy {
  /** WAL since the last checkpoint at which one is due, whatever the load. */
  walBytes: number
  /** With nothing asked of the database for `quietMs`, a checkpoint is due from this much WAL on. */
  quietWalBytes: number
  quietMs: number
  /** How often the WAL is measured (one statement of well under a millisecond). */
  checkEveryMs: number
  /**
   * A due checkpoint waits for a moment with no statement in flight and no transaction open, so
   * that none queues behind it; after this long it runs anyway.
   */
  maxWaitMs: number
}

/**
 * 128 MB: a start after a crash replays at most about that (~1.3 s, measured 2.4 s for 247 MB), and
 * the folder holds at most that much WAL beyond what PostgreSQL keeps for reuse (`min_wal_size`,
 * 80 MB). A checkpoint holds the database thread while it writes the changed pages of a 128 MB
 * buffer pool and syncs the files (93-265 ms measured; ~120 ms with the background writer of
 * pgliteWriter.ts, which leaves it only the last seconds' pages), so fewer are better for
 * respondents: while 32 of them play one comes every six minutes or so.
 */
export const CHECKPOINTS: CheckpointPolicy = {
  walBytes: 128 * 1024 * 1024,
  quietWalBytes: 16 * 1024 * 1024,
  quietMs: 60_000,
  checkEveryMs: 30_000,
  maxWaitMs: 10_000,
}

/** What the last check saw, in the database's own terms. */
export interface WalState {
  /** Bytes of WAL written since the last checkpoint's redo point. */
  walBytes: number
  /** Milliseconds since the database last had a statement to run (0 while one runs). */
  quietMs: number
}

export function checkpointDue(state: WalState, policy: CheckpointPolicy): 'wal' | 'quiet' | undefined {
  if (state.walBytes >= policy.walBytes) return 'wal'
  if (state.walBytes >= policy.quietWalBytes && state.quietMs >= policy.quietMs) return 'quiet'
  return undefined
}

/** One checkpoint written: why, how much WAL it ended, and how long it held the database. */
export interface CheckpointReport {
  reason: 'wal' | 'quiet'
  walBytes: number
  ms: number
}

/** A checkpoint's line on stderr, where PostgreSQL itself logs them, with the time it ended. */
export function logCheckpoint({ reason, walBytes, ms }: CheckpointReport, now = new Date()): void {
  const why = reason === 'wal' ? 'WAL-Grenze' : 'ruhige Minute'
  process.stderr.write(
    `${now.toISOString()} Eingebettete Datenbank: Checkpoint nach ${(walBytes / 2 ** 20).toFixed(0)} MB WAL (${why}), ${ms} ms\n`,
  )
}

/**
 * What the checkpointer and the background writer (pgliteWriter.ts) ask of the statements' side
 * (pgliteThread/statementServer.ts): since when the database's users are quiet, and a free moment
 * for their own statements, so that no respondent's statement queues behind one.
 */
export interface DatabaseActivity {
  /** Milliseconds since the users last had a statement to run (0 while one runs or a transaction is open). */
  quietMs(): number
  /**
   * Runs `work` once none of the users' statements is running and no transaction is open, one at
   * a time with the rest of the background (an export's pages), or after `maxWaitMs` anyway.
   */
  whenFree<T>(work: () => Promise<T>, maxWaitMs: number): Promise<T>
}

/** A database only this thread uses (database.ts, PGLITE_THREAD=false): every moment is free. */
export const ALWAYS_FREE: DatabaseActivity = { quietMs: () => 0, whenFree: (work) => work() }

export interface Checkpointer {
  /** Measure now (and write one when due); resolves when done. Tests call it; the timer does too. */
  check(): Promise<CheckpointReport | undefined>
  stop(): void
}

const WAL_SINCE_REDO = `select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as bytes from pg_control_checkpoint()`

/**
 * Measures the WAL every `checkEveryMs` and writes a checkpoint when `checkpointDue`, at a moment
 * the statements leave free (`activity.whenFree`) or after `maxWaitMs`. The timer never keeps the
 * thread alive; `stop` before closing the database.
 */
export function startCheckpoints(
  pg: Pick<PGlite, 'query' | 'exec'>,
  activity: DatabaseActivity,
  onCheckpoint: (report: CheckpointReport) => void,
  policy: CheckpointPolicy = CHECKPOINTS,
): Checkpointer {
  let stopped = false
  let running: Promise<CheckpointReport | undefined> | undefined
  const walBytes = async () => Number((await pg.query<{ bytes: number }>(WAL_SINCE_REDO)).rows[0]?.bytes ?? 0)

  async function write(reason: 'wal' | 'quiet'): Promise<CheckpointReport | undefined> {
    if (stopped) return undefined
    const before = await walBytes()
    const started = performance.now()
    await pg.exec('CHECKPOINT')
    return { reason, walBytes: before, ms: Math.round(performance.now() - started) }
  }

  async function measureAndWrite(): Promise<CheckpointReport | undefined> {
    const quietMs = activity.quietMs()
    const reason = checkpointDue({ walBytes: await activity.whenFree(walBytes, policy.maxWaitMs), quietMs }, policy)
    if (!reason || stopped) return undefined
    const report = await activity.whenFree(() => write(reason), policy.maxWaitMs)
    if (report) onCheckpoint(report)
    return report
  }

  function check(): Promise<CheckpointReport | undefined> {
    running ??= measureAndWrite().finally(() => (running = undefined))
    return running
  }

  const timer = setInterval(() => {
    // A closed database or a failed statement: the next check tries again, nothing else to do.
    check().catch(() => undefined)
  }, policy.checkEveryMs)
  timer.unref()

  return {
    check,
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}
