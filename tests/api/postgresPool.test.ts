import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, POOL_CONNECTIONS, openDatabase } from '../../server/db/database'
import { adminQuery, databaseUrl } from '../support/templateDatabase'

/**
 * docs/reliability/launch.md "PostgreSQL connections": the server opens its pool's connections
 * at start and keeps them, so a burst of calls never waits for new backends.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("the app server's PostgreSQL pool", () => {
  const name = `pool_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  let database: Database | undefined

  const baseUrl = process.env.TEST_DATABASE_URL ?? ''
  const backends = async () =>
    Number(
      (
        await adminQuery<{ n: string }>(
          baseUrl,
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
          [name],
        )
      )[0]?.n,
    )

  beforeAll(async () => {
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"`)
  })
  afterAll(async () => {
    await database?.close()
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  })

  it('opens every connection at start and still holds them after more than the default idle time', async () => {
    database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name), openAll: true })
    expect(await backends()).toBe(POOL_CONNECTIONS)
    // node-postgres closes an idle connection after 10 s unless told otherwise.
    await new Promise((resolve) => setTimeout(resolve, 10_500))
    expect(await backends()).toBe(POOL_CONNECTIONS)
  }, 30_000)
})
