import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckpointPolicy, type CheckpointReport, checkpointDue, startCheckpoints } from './pgliteCheckpoints'
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

  it('waits for a moment with no statement in flight, so that none queues behind it', async () => {
    const events: string[] = []
    let busy = true
    const checkpointer = startCheckpoints(
      fakeDatabase(events),
      { busy: () => busy, quietMs: () => 0 },
      () => events.push('report'),
      policy({ maxWaitMs: 5_000 }),
    )
    const checked = checkpointer.check()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(events).toEqual([])
    busy = false
    expect(await checked).toMatchObject({ reason: 'wal', walBytes: 200 * MB })
    expect(events).toEqual(['CHECKPOINT', 'report'])
    checkpointer.stop()
  })

  it('runs anyway once it has waited its longest, and not at all once stopped', async () => {
    const events: string[] = []
    const always = { busy: () => true, quietMs: () => 0 }
    const checkpointer = startCheckpoints(fakeDatabase(events), always, () => undefined, policy({ maxWaitMs: 30 }))
    expect(await checkpointer.check()).toMatchObject({ reason: 'wal' })
    expect(events).toEqual(['CHECKPOINT'])

    const stopped = startCheckpoints(fakeDatabase(events), always, () => undefined, policy({ maxWaitMs: 5_000 }))
    const checked = stopped.check()
    stopped.stop()
    expect(await checked).toBeUndefined()
    expect(events).toEqual(['CHECKPOINT'])
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

    async function open(checkpoints: CheckpointPolicy | false) {
      const dir = join(root, `copy-${++copies}`)
      cpSync(template, dir, { recursive: true })
      const reports: CheckpointReport[] = []
      const thread = await openPgliteThread({ dataDir: dir, checkpoints }, undefined, (report) => reports.push(report))
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
  })
})
