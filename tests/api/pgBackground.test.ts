import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_ACTIVE_MS } from '../../server/db/backgroundRest'
import { type Database, openDatabase } from '../../server/db/database'
import { adminQuery, databaseUrl } from '../support/templateDatabase'

/**
 * docs/design/storage.md "Respondents first in the database thread", on PostgreSQL: editor work in
 * bulk (`Database.background`) rests after each statement while the chat is active, as long as
 * the statement ran; without a chat it does not; the chat's own statements never wait for it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL's background statements give way to the chat", () => {
  const name = `background_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const baseUrl = process.env.TEST_DATABASE_URL ?? ''
  let database: Database

  beforeAll(async () => {
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"`)
    database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name) })
  })
  afterAll(async () => {
    await database?.close()
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  })

  const timed = async (run: () => Promise<unknown>) => {
    const start = performance.now()
    await run()
    return performance.now() - start
  }
  const SLOW = sql`SELECT pg_sleep(0.2)`
  const QUICK = sql`SELECT 1`

  it('without a chat, runs them back to back', async () => {
    await new Promise((resolve) => setTimeout(resolve, CHAT_ACTIVE_MS + 50))
    const slow = await timed(() => database.background.execute(SLOW))
    expect(await timed(() => database.background.execute(QUICK))).toBeLessThan(slow * 0.5)
  })

  it("while the chat is active, rests as long as the last one ran, and the chat's statements never wait", async () => {
    await database.db.execute(QUICK)
    const slow = await timed(() => database.background.execute(SLOW))
    await database.db.execute(QUICK)
    const pending = timed(() => database.background.execute(QUICK))
    // The rest is the background's only: a turn's statement meanwhile is answered at once.
    expect(await timed(() => database.db.execute(QUICK))).toBeLessThan(slow * 0.5)
    expect(await pending).toBeGreaterThanOrEqual(slow * 0.8)
  })
})
