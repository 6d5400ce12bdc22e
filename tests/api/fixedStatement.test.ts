import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { fixedStatement } from '../../server/db/fixedStatement'
import { rowsOf } from '../../server/db/rowsOf'
import { databaseKinds, openTestDatabase } from '../support/testDatabase'

// server/db/fixedStatement.ts: a raw statement's text is built once and run with new values.
describe.each(databaseKinds())('a fixed statement on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('builds its text once and answers each call with that call’s values; a name used twice is one value', async () => {
    let builds = 0
    const sum = fixedStatement<{ a: number; b: number; label: string }>((v) => {
      builds++
      return sql`SELECT ${v.a}::integer + ${v.b}::integer AS total, ${v.a}::integer * 10 AS tens, ${v.label}::text AS label`
    })
    const run = async (a: number, b: number, label: string) =>
      rowsOf<{ total: number; tens: number; label: string }>(await sum.run(database.db, { a, b, label }))[0]
    expect(await run(1, 2, 'x')).toEqual({ total: 3, tens: 10, label: 'x' })
    expect(await run(40, 2, "it's")).toEqual({ total: 42, tens: 400, label: "it's" })
    const concurrent = await Promise.all(Array.from({ length: 20 }, (_, i) => run(i, i, `n${i}`)))
    expect(concurrent.map((r) => r?.total)).toEqual(Array.from({ length: 20 }, (_, i) => 2 * i))
    expect(builds).toBe(1)
  })

  it('refuses a call that leaves out a value instead of sending a statement without it', async () => {
    const one = fixedStatement<{ a: number }>((v) => sql`SELECT ${v.a}::integer AS a`)
    await expect(one.run(database.db, {} as { a: number })).rejects.toThrow(/placeholder/i)
  })
})
