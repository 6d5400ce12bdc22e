import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../database'
import { rowsOf } from '../rowsOf'
import { type SlowStatement, openPgliteThread } from './openPgliteThread'

/** The embedded database in its own thread answers as it did in the server's (docs/design/storage.md). */
describe('PGlite in its own thread', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', thread: true })
    await database.db.execute(sql`CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)`)
    await database.db.execute(sql`INSERT INTO counters VALUES (1, 0)`)
  }, 60_000)
  afterAll(() => database?.close())

  it('answers rows with the types the app reads: numbers, JSON, timestamps as text', async () => {
    const rows = rowsOf<{ one: number; doc: unknown; at: unknown }>(
      await database.db.execute(sql`SELECT 1::int AS one, '{"a":[1,2]}'::jsonb AS doc, now() AS at`),
    )
    expect(rows).toEqual([{ one: 1, doc: { a: [1, 2] }, at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d/) }])
  })

  it("rolls a failed transaction back whole and keeps PostgreSQL's error code", async () => {
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE counters SET n = n + 100 WHERE id = 1`)
      await tx.execute(sql`INSERT INTO counters VALUES (1, 0)`)
    })
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } })
    expect(rowsOf(await database.db.execute(sql`SELECT n FROM counters WHERE id = 1`))).toEqual([{ n: 0 }])
  })

  it('runs concurrent transactions one after the other: no increment is lost', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT n FROM counters WHERE id = 1`))
          await tx.execute(sql`UPDATE counters SET n = ${row!.n + 1} WHERE id = 1`)
        }),
      ),
    )
    expect(rowsOf(await database.db.execute(sql`SELECT n FROM counters WHERE id = 1`))).toEqual([{ n: 20 }])
  })

  it('runs a statement it sees again as a prepared one, in and outside transactions (pglitePrepared.ts)', async () => {
    const read = (id: number) =>
      sql`SELECT n AS thread_prepared, '2026-01-02 03:04:05+00'::timestamptz AS at FROM counters WHERE id = ${id}`
    const prepared = async () =>
      rowsOf<{ n: number }>(
        await database.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%AS thread_prepared,%'`,
        ),
      )[0]?.n
    expect(rowsOf(await database.db.execute(read(1)))).toEqual([{ thread_prepared: 20, at: '2026-01-02 03:04:05+00' }])
    expect(await prepared()).toBe(0)
    await database.db.transaction(async (tx) => {
      expect(rowsOf(await tx.execute(read(1)))).toEqual([{ thread_prepared: 20, at: '2026-01-02 03:04:05+00' }])
    })
    expect(await prepared()).toBe(1)
    expect(rowsOf(await database.db.execute(read(2)))).toEqual([])
  })

  it("keeps the caller's event loop turning while a long query runs", async () => {
    let ticks = 0
    const ticker = setInterval(() => ticks++, 5)
    try {
      // Seconds of CPU inside PostgreSQL; in the caller's own thread no timer could fire meanwhile.
      await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000) AS g WHERE g % 7 = 3`)
    } finally {
      clearInterval(ticker)
    }
    expect(ticks).toBeGreaterThan(3)
  }, 60_000)
})

describe('slow statements of the database thread (PGLITE_SLOW_STATEMENT_MS)', () => {
  it('reports a statement that held the thread at least the threshold, with its SQL and never its parameters', async () => {
    const reported: SlowStatement[] = []
    const thread = await openPgliteThread({ slowStatementMs: 40 }, (statement) => reported.push(statement))
    try {
      await thread.query('SELECT $1::int AS quick', [7])
      const secret = 'Antwort einer Teilnehmerin'
      await thread.query('SELECT count(*) FROM generate_series(1, 1500000) AS g WHERE g % 7 = 3 AND $1 <> $2', [
        secret,
        'x',
      ])
      expect(reported).toEqual([
        { ms: expect.any(Number), sql: expect.stringContaining('generate_series(1, 1500000)') },
      ])
      expect(reported[0]!.ms).toBeGreaterThanOrEqual(40)
      expect(JSON.stringify(reported)).not.toContain(secret)
    } finally {
      await thread.close()
    }
  }, 60_000)

  it('reports nothing without a threshold', async () => {
    const reported: SlowStatement[] = []
    const thread = await openPgliteThread({}, (statement) => reported.push(statement))
    try {
      await thread.query('SELECT count(*) FROM generate_series(1, 1500000) AS g WHERE g % 7 = 3')
      expect(reported).toEqual([])
    } finally {
      await thread.close()
    }
  }, 60_000)
})
