import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openMemoryPglite } from './durablePglite'
import { PglitePrepared, arrayTypesOf, decodeResults, pgliteParsers } from './pglitePrepared'

let pg: PGlite
let prepared: PglitePrepared

const preparedNames = async () =>
  (await pg.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name)

beforeAll(async () => {
  pg = await openMemoryPglite()
  await pg.exec(`CREATE TABLE items (id serial PRIMARY KEY, label text NOT NULL, data jsonb, at timestamptz, tags text[]);
                 INSERT INTO items (label, data, at, tags) VALUES ('a', '{"n":1}', '2026-01-02T03:04:05Z', '{x,y}')`)
  prepared = new PglitePrepared(pg)
})
afterAll(() => pg.close())

describe('PglitePrepared', () => {
  it('answers as PGlite does, and prepares a text from its second call on', async () => {
    const sql = 'SELECT id, label, data, at, tags FROM items WHERE label = $1'
    const own = await pg.query(sql, ['a'])
    const first = await prepared.query(sql, ['a'])
    expect(await preparedNames()).toEqual([])
    const second = await prepared.query(sql, ['a'])
    const third = await prepared.query(sql, ['a'], { rowMode: 'array' })
    expect(await preparedNames()).toEqual(['pl_1'])
    for (const result of [first, second]) {
      expect(result.rows).toEqual(own.rows)
      expect(result.fields).toEqual(own.fields)
    }
    expect(third.rows).toEqual([[1, 'a', { n: 1 }, new Date('2026-01-02T03:04:05Z'), ['x', 'y']]])
  })

  it("hands a prepared statement's answer over as PostgreSQL's bytes, decoded elsewhere as PGlite would", async () => {
    const sql = `SELECT $1::int AS i, 9007199254740993::bigint AS big, 1.50::numeric AS num, true AS b, 'x'::text AS t,
                        '{"a":[1,null]}'::jsonb AS j, '{1,2}'::int[] AS ia, '{a,"b c"}'::text[] AS ta, '{}'::jsonb[] AS ja,
                        '2026-01-02T03:04:05Z'::timestamptz AS at, '2026-01-02'::date AS d, 1.25::float8 AS f,
                        '6f1c4f1b-89f9-4c2a-8f00-0ec7483040aa'::uuid AS u, '\\x0102'::bytea AS bytes, NULL::text AS nothing`
    const own = await pg.query(sql, [7])
    expect(await prepared.answer(sql, [7])).not.toBeInstanceOf(Uint8Array)
    const answer = await prepared.answer(sql, [7])
    expect(answer).toBeInstanceOf(Uint8Array)
    const parsers = pgliteParsers(await arrayTypesOf(pg))
    const decoded = decodeResults(answer as Uint8Array, parsers)
    expect(decoded.rows).toEqual(own.rows)
    expect(decoded.fields).toEqual(own.fields)
    expect(decodeResults(answer as Uint8Array, parsers, { rowMode: 'array' }).rows[0]).toEqual(
      Object.values(own.rows[0]!),
    )
  })

  it("serialises parameters by the types PostgreSQL inferred, and applies the caller's parsers", async () => {
    const insert = 'INSERT INTO items (label, data, at, tags) VALUES ($1, $2, $3, $4) RETURNING id, at'
    const rows = []
    for (const label of ['b', 'c'])
      rows.push(
        (
          await prepared.query<{ id: number; at: string }>(
            insert,
            [label, { label, nested: [1, null] }, new Date('2026-05-06T07:08:09Z'), ['p', 'q']],
            { parsers: { 1184: (text: string) => `raw ${text}` } },
          )
        ).rows[0],
      )
    expect(rows.map((r) => r?.at)).toEqual(['raw 2026-05-06 07:08:09+00', 'raw 2026-05-06 07:08:09+00'])
    const stored = await pg.query<{ label: string; data: unknown; tags: string[] }>(
      "SELECT label, data, tags FROM items WHERE label IN ('b', 'c') ORDER BY label",
    )
    expect(stored.rows).toEqual([
      { label: 'b', data: { label: 'b', nested: [1, null] }, tags: ['p', 'q'] },
      { label: 'c', data: { label: 'c', nested: [1, null] }, tags: ['p', 'q'] },
    ])
    const affected = await prepared.query('UPDATE items SET label = $1 WHERE label = $2', ['b', 'b'])
    expect(affected.affectedRows).toBe(1)
  })

  it("throws PostgreSQL's error with the statement attached, and the next call works", async () => {
    const sql = 'INSERT INTO items (label) VALUES ($1)'
    for (let i = 0; i < 2; i++) {
      const error = await prepared.query(sql, [null]).catch((e: unknown) => e)
      expect(error).toMatchObject({ code: '23502', query: sql, params: [null] })
    }
    expect((await prepared.query(sql, ['d'])).affectedRows).toBe(1)
  })

  it('runs inside a transaction on its snapshot, and a statement outside waits for its end', async () => {
    const count = 'SELECT count(*)::int AS n FROM items WHERE label = $1'
    await prepared.query(count, ['t'])
    let outside: Promise<unknown> | undefined
    await prepared
      .transaction(async (tx) => {
        await tx.query('INSERT INTO items (label) VALUES ($1)', ['t'])
        await tx.query('INSERT INTO items (label) VALUES ($1)', ['t'])
        expect((await tx.query<{ n: number }>(count, ['t'])).rows[0]?.n).toBe(2)
        outside = prepared.query<{ n: number }>(count, ['t']).then((r) => r.rows[0]?.n)
        await new Promise((resolve) => setTimeout(resolve, 20))
        throw new Error('roll back')
      })
      .catch(() => undefined)
    expect(await outside).toBe(0)
  })

  it('prepares a statement again when PostgreSQL lost it or its plan no longer fits the table', async () => {
    const sql = 'SELECT * FROM items WHERE id = $1'
    await prepared.query(sql, [1])
    await prepared.query(sql, [1])
    await pg.exec('DEALLOCATE ALL')
    expect((await prepared.query<{ label: string }>(sql, [1])).rows[0]?.label).toBe('a')
    await pg.exec('ALTER TABLE items ADD COLUMN extra int')
    expect((await prepared.query<{ extra: unknown }>(sql, [1])).rows[0]).toHaveProperty('extra', null)
  })
})
