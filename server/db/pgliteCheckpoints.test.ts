import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CheckpointPolicy,
  type CheckpointReport,
  type DatabaseActivity,
  checkpointDue,
  startCheckpoints,
} from './pgliteCheckpoints'
import type { WriterPolicy } from './pgliteWriter'
import { openPgliteThread } from './pgliteThread/openPgliteThread'

const MB = 1024 * 1024
const policy = (overrides: Partial<CheckpointPolicy>): CheckpointPolicy => ({
  walBytes: 128 * MB,
  quietWalBytes: 16 * MB,
  quietMs: 60_000,
  checkEveryMs: 30_000,
  maxWaitMs: 10_000,
  ...overrides,
})

describe('when the embedded database checkpoints (docs/reliability/durability.md "Checkpoints")', () => {
  it('is due at the WAL limit whatever the load, and earlier only after a quiet minute', () => {
    const p = policy({})
    expect(checkpointDue({ walBytes: 128 * MB, quietMs: 0 }, p)).toBe('wal')
    expect(checkpointDue({ walBytes: 127 * MB, quietMs: 0 }, p)).toBeUndefined()
    expect(checkpointDue({ walBytes: 16 * MB, quietMs: 60_000 }, p)).toBe('quiet')
    expect(checkpointDue({ walBytes: 16 * MB, quietMs: 59_000 }, p)).toBeUndefined()
    expect(checkpointDue({ walBytes: 15 * MB, quietMs: 3_600_000 }, p)).toBeUndefined()
  })

  /** A database whose WAL is always over the limit; records the order of what happens. */
  function fakeDatabase(events: string[]) {
    return {
      query: async () => ({ rows: [{ bytes: 200 * MB }], fields: [] }),
      exec: async (sql: string) => {
        events.push(sql)
        return []
      },
    } as never
  }

  /**
   * The statements' side, holding the checkpointer's work until `free()`; the lane itself (its
   * free moments, its longest wait) is tested against the real statement server
   * (pgliteThread/statementServer.test.ts).
   */
  function heldActivity() {
    const waits: number[] = []
    let free!: () => void
    const freed = new Promise<void>((resolve) => (free = resolve))
    const activity: DatabaseActivity = {
      quietMs: () => 0,
      whenFree: (work, maxWaitMs) => {
        waits.push(maxWaitMs)
        return freed.then(work)
      },
    }
    return { activity, waits, free }
  }

  it('writes only in a free moment of the statements, waiting at most its longest', async () => {
    const events: string[] = []
    const held = heldActivity()
    const checkpointer = startCheckpoints(
      fakeDatabase(events),
      held.activity,
      () => events.push('report'),
      policy({ maxWaitMs: 5_000 }),
    )
    const checked = checkpointer.check()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(events).toEqual([])
    held.free()
    expect(await checked).toMatchObject({ reason: 'wal', walBytes: 200 * MB })
    expect(events).toEqual(['CHECKPOINT', 'report'])
    expect(held.waits.length).toBeGreaterThan(0)
    expect(held.waits.every((wait) => wait === 5_000)).toBe(true)
    checkpointer.stop()
  })

  it('writes none once stopped while it waited', async () => {
    const events: string[] = []
    const held = heldActivity()
    const checkpointer = startCheckpoints(fakeDatabase(events), held.activity, () => events.push('report'), policy({}))
    const checked = checkpointer.check()
    checkpointer.stop()
    held.free()
    expect(await checked).toBeUndefined()
    expect(events).toEqual([])
  })

  describe('on disk, in the database thread', () => {
    const root = mkdtempSync(join(tmpdir(), 'checkpoints-'))
    const template = join(root, 'template')
    let copies = 0
    // One initdb (~3 s), copied for each test.
    beforeAll(async () => {
      const thread = await openPgliteThread({ dataDir: template, checkpoints: false })
      // Stored as it is, not compressed: each row adds its full size to the WAL.
      await thread.exec(
        `CREATE TABLE filler (id serial PRIMARY KEY, v text); ALTER TABLE filler ALTER v SET STORAGE EXTERNAL`,
      )
      await thread.close(true)
    }, 60_000)
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    async function open(checkpoints: CheckpointPolicy | false, writer?: WriterPolicy) {
      const dir = join(root, `copy-${++copies}`)
      cpSync(template, dir, { recursive: true })
      const reports: CheckpointReport[] = []
      const thread = await openPgliteThread({ dataDir: dir, checkpoints, writer }, undefined, (report) =>
        reports.push(report),
      )
      const walSinceCheckpoint = async () =>
        Number(
          (
            await thread.query<{ bytes: number }>(
              'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 AS bytes FROM pg_control_checkpoint()',
            )
          ).rows[0]!.bytes,
        )
      /** About `mb` MB of WAL, in statements of ~1 MB. */
      const write = async (mb: number) => {
        for (let i = 0; i < mb; i++)
          await thread.query(
            `INSERT INTO filler (v) SELECT repeat(md5(random()::text), 32) FROM generate_series(1, 1024)`,
          )
      }
      return { thread, reports, write, walSinceCheckpoint }
    }

    async function until(condition: () => boolean, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs
      while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20))
    }

    it('keeps the WAL since the last checkpoint near its limit while writes go on, and reports each', async () => {
      const { thread, reports, write, walSinceCheckpoint } = await open(policy({ walBytes: 4 * MB, checkEveryMs: 20 }))
      for (let round = 0; round < 6; round++) {
        await write(4)
        await until(() => reports.length > round, 5_000)
      }
      expect(reports.length).toBeGreaterThanOrEqual(3)
      expect(reports.every((report) => report.reason === 'wal' && report.walBytes >= 4 * MB)).toBe(true)
      expect(await walSinceCheckpoint()).toBeLessThan(12 * MB)
      expect(Number((await thread.query<{ n: number }>('SELECT count(*)::int AS n FROM filler')).rows[0]!.n)).toBe(
        24 * 1024,
      )
      await thread.close(true)
    }, 60_000)

    it('writes none on its own when told not to: the WAL grows with every write (PGlite has no checkpointer)', async () => {
      const { thread, reports, write, walSinceCheckpoint } = await open(false)
      await write(12)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(reports).toEqual([])
      expect(await walSinceCheckpoint()).toBeGreaterThan(12 * MB)
      await thread.close(true)
    }, 60_000)

    it('checkpoints a smaller WAL once nothing was asked of the database for a while', async () => {
      const { thread, reports, write, walSinceCheckpoint } = await open(
        policy({ walBytes: 1024 * MB, quietWalBytes: 2 * MB, quietMs: 200, checkEveryMs: 20 }),
      )
      await write(3)
      await until(() => reports.length > 0)
      expect(reports).toEqual([expect.objectContaining({ reason: 'quiet' })])
      expect(await walSinceCheckpoint()).toBeLessThan(MB)
      await thread.close(true)
    }, 60_000)

    it('writes the changed pages between checkpoints, by its background writer', async () => {
      const { thread, write } = await open(policy({}), { everyMs: 50, spreadMs: 20, maxWaitMs: 1_000 })
      await write(4)
      const dirty = () =>
        thread
          .query<{ n: number }>('SELECT buffers_dirty::int AS n FROM pglite_internal.pg_buffercache_summary()')
          .then((result) => result.rows[0]!.n)
      let left = Infinity
      for (const end = Date.now() + 10_000; Date.now() < end && left > 50;) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        // The writer's first round installs pg_buffercache; until then the question fails.
        left = await dirty().catch(() => Infinity)
      }
      expect(left).toBeLessThanOrEqual(50)
      await thread.close(true)
    }, 60_000)
  })
})
