import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { type Database, openDatabase } from '../../server/db/database'
import { surveys } from '../../server/db/schema'
import { rowsOf } from '../../server/db/rowsOf'
import { TEST_SECRET } from '../support/editorToken'
import { api } from '../support/fixtures'
import { type TestApp, startTestApp, NO_LOAD_SHEDDING } from '../support/testApp'

const LIMITS = {
  mailPerAddress: 2,
  mailPerClient: 4,
  mailWindowSeconds: 600,
  invitationsPerEditor: 50,
  liveRegistrationsPerClient: 5,
  liveWindowSeconds: 300,
}

/**
 * docs/reliability/rate-limits.md: two app servers on one PostgreSQL database count in the same
 * table, so a client that spreads its calls over both gets the limit once, not twice.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('rate limits shared by two app servers on postgres', () => {
  let t: TestApp
  let second: { app: FastifyInstance; database: Database } | undefined
  let surveyId = ''

  beforeAll(async () => {
    t = await startTestApp('postgres', { rateLimits: LIMITS })
    const database = await openDatabase({ kind: 'postgres', url: t.database.url ?? '' })
    const overload = NO_LOAD_SHEDDING
    const app = await buildApp({ database, jwtSecret: TEST_SECRET, overload, rateLimits: LIMITS })
    second = { app, database }
    surveyId = (await t.database.db.select().from(surveys).limit(1))[0]?.surveyId ?? ''
  })
  afterAll(async () => {
    if (second) {
      await second.app.close()
      await second.database.close()
    }
    await t?.close()
  })

  const register = (app: FastifyInstance, remoteAddress: string) =>
    api(app, null, { remoteAddress }).post('/api/register_live', { survey_id: surveyId })

  it('a client alternating between both servers gets the limit once, not twice', async () => {
    const apps = [t.app, second!.app]
    const answers: number[] = []
    for (let i = 0; i < 2 * LIMITS.liveRegistrationsPerClient; i++)
      answers.push((await register(apps[i % 2]!, '10.1.0.1')).statusCode)
    expect(answers.filter((s) => s === 200)).toHaveLength(LIMITS.liveRegistrationsPerClient)
    expect(answers.slice(LIMITS.liveRegistrationsPerClient).every((s) => s === 429)).toBe(true)
    // Another client is not held up by the limited one, on either server.
    expect((await register(second!.app, '10.1.0.2')).statusCode).toBe(200)
  })

  it('counts every address of one IPv6 /64 as one client, across servers', async () => {
    const apps = [t.app, second!.app]
    const answers: number[] = []
    for (let i = 0; i <= LIMITS.liveRegistrationsPerClient; i++)
      answers.push((await register(apps[i % 2]!, `2001:db8:7:7::${(i + 1).toString(16)}`)).statusCode)
    expect(answers.at(-1)).toBe(429)
    expect((await register(t.app, '2001:db8:7:8::1')).statusCode).toBe(200)
  })

  it('keeps one row per limiter and client, with a hashed key, and the sweep removes only long-expired rows', async () => {
    const rows = rowsOf<{ key: string }>(await t.database.db.execute(sql`select key from rate_limit_counters`))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => /^[\w-]{43}$/.test(r.key))).toBe(true)
    await t.database.db.execute(
      sql`insert into rate_limit_counters (key, count, reset_at) values ('old', 3, now() - interval '2 minutes')`,
    )
    const { deleteExpiredCounters } = await import('../../server/repositories/rateLimitCounters')
    await deleteExpiredCounters(t.database.db)
    const left = rowsOf<{ key: string }>(await t.database.db.execute(sql`select key from rate_limit_counters`))
    expect(left.map((r) => r.key)).not.toContain('old')
    expect(left).toHaveLength(rows.length)
  })
})
