import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closePglite, openDurablePglite } from './durablePglite'
import { ALWAYS_FREE as free, type DatabaseActivity } from './pgliteCheckpoints'
import { INTERNAL_SCHEMA, startWriter } from './pgliteWriter'

/** Statements that never leave a free moment: each of the writer's waits its longest, then runs. */
const never: DatabaseActivity = {
  quietMs: () => 0,
  whenFree: (work, maxWaitMs) => new Promise((resolve) => setTimeout(resolve, maxWaitMs)).then(work),
}
const manual = { everyMs: 3_600_000, spreadMs: 0, maxWaitMs: 10_000 }

describe('the embedded database\'s background writer (docs/reliability/durability.md "Checkpoints")', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-writer-'))
  let pg: PGlite
  beforeAll(async () => {
    pg = await openDurablePglite(dir)
    await pg.exec('CREATE TABLE filler (id serial PRIMARY KEY, v text)')
    // The first round installs pg_buffercache, which the tests read too.
    const first = startWriter(pg, free, manual)
    expect(await first.round()).toBeDefined()
    first.stop()
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const dirtyPages = async () =>
    (await pg.query<{ n: number }>(`SELECT buffers_dirty::int AS n FROM ${INTERNAL_SCHEMA}.pg_buffercache_summary()`))
      .rows[0]!.n
  /** ~`mb` MB of new rows: ~130 changed pages a MB. */
  const write = (mb: number) =>
    pg.query(`INSERT INTO filler (v) SELECT repeat(md5(random()::text), 32) FROM generate_series(1, ${mb * 1024})`)

  it('writes the pool’s changed pages, so that a checkpoint finds almost none', async () => {
    await write(8)
    const before = await dirtyPages()
    expect(before).toBeGreaterThan(500)
    const writer = startWriter(pg, free, manual)
    const round = await writer.round()
    writer.stop()
    expect(round?.pages).toBeGreaterThan(before * 0.9)
    expect(round?.left).toBeLessThan(before / 10)
    expect(await dirtyPages()).toBeLessThan(before / 10)
  })

  it('writes nothing while statements keep the database busy, however long its round', async () => {
    await write(2)
    const before = await dirtyPages()
    const writer = startWriter(pg, never, { ...manual, maxWaitMs: 50 })
    expect(await writer.round()).toEqual({ pages: 0, left: before })
    writer.stop()
  })

  it('goes round by itself, and every row is there after the database was closed and opened again', async () => {
    await write(4)
    const writer = startWriter(pg, free, { everyMs: 20, spreadMs: 10, maxWaitMs: 1_000 })
    for (const end = Date.now() + 10_000; Date.now() < end && (await dirtyPages()) > 50;)
      await new Promise((resolve) => setTimeout(resolve, 20))
    writer.stop()
    expect(await dirtyPages()).toBeLessThanOrEqual(50)
    // Closed without a checkpoint of ours; the rows are read back from the data folder.
    await closePglite(pg, false)
    pg = await openDurablePglite(dir)
    expect((await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM filler')).rows[0]!.n).toBe(14 * 1024)
    await closePglite(pg, true)
  }, 60_000)

  it('ends its rounds on a database without pg_buffercache: the checkpoints then write everything', async () => {
    let asked = 0
    const refuse = async () => {
      asked++
      throw new Error('extension "pg_buffercache" is not available')
    }
    const missing = { query: refuse, exec: refuse } as never
    const writer = startWriter(missing, free, { everyMs: 10, spreadMs: 0, maxWaitMs: 100 })
    await new Promise((resolve) => setTimeout(resolve, 150))
    writer.stop()
    expect(asked).toBe(1)
  })
})
