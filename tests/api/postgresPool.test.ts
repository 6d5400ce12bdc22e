import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, POOL_CONNECTIONS, openDatabase } from '../../server/db/database'

/**
 * docs/reliability/launch.md "PostgreSQL connections": the server opens its pool's connections
 * at start and keeps them, so a burst of calls never waits for new backends.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("the app server's PostgreSQL pool", () => {
  const name = `pool_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  let database: Database | undefined

  async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    try {
      return await run(client)
    } finally {
      await client.end()
    }
  }
  const backends = () =>
    admin(async (c) =>
      Number(
        (
          await c.query<{ n: string }>(
            `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
            [name],
          )
        ).rows[0]?.n,
      ),
    )

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE "${name}"`))
  })
  afterAll(async () => {
    await database?.close()
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  })

  it('opens every connection at start and still holds them after more than the default idle time', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '')
    url.pathname = `/${name}`
    database = await openDatabase({ kind: 'postgres', url: url.toString(), openAll: true })
    expect(await backends()).toBe(POOL_CONNECTIONS)
    // node-postgres closes an idle connection after 10 s unless told otherwise.
    await new Promise((resolve) => setTimeout(resolve, 10_500))
    expect(await backends()).toBe(POOL_CONNECTIONS)
  }, 30_000)
})
