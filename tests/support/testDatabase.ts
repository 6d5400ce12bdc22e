import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, type DbKind, openDatabase } from '../../server/db/database'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (docs/design/storage.md). */
export function databaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

/**
 * A fresh, migrated database for one test file. On PostgreSQL each call creates its own
 * scratch database next to TEST_DATABASE_URL's, so parallel test files never share rows.
 */
export async function openTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' })
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString() })
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: baseUrl })
      await cleanup.connect()
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      } finally {
        await cleanup.end()
      }
    },
  }
}
