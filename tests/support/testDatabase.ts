import { randomBytes } from 'node:crypto'
import { cpSync, readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type Database, type DbKind, openDatabase } from '../../server/db/database'
import { adminQuery, createFromTemplate, type DatabaseTemplates, databaseUrl } from './templateDatabase'

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (docs/design/storage.md). */
export function databaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

export interface TestDatabaseOptions {
  /**
   * Start from the seeded template (demo content, its models and indexes built) and copy its
   * files (the seeded qa document) into this data folder. Without a template (outside vitest)
   * the database is only migrated, and the caller seeds as before.
   */
  seededInto?: string
}

/**
 * A fresh, migrated database for one test. On PostgreSQL each call creates its own scratch
 * database next to TEST_DATABASE_URL's, so parallel test files never share rows. Both start as a
 * copy of the run's templates (tests/support/templateDatabase.ts) where vitest provides them.
 */
export async function openTestDatabase(kind: DbKind, options: TestDatabaseOptions = {}): Promise<Database> {
  const template = templates()?.[kind]
  const seeded = Boolean(template && options.seededInto)
  if (template && options.seededInto) cpSync(template.seededDataDir, options.seededInto, { recursive: true })
  if (kind === 'pglite') {
    const file = template && (seeded ? template.seeded : template.migrated)
    // PGLITE_THREAD=1: PGlite in its own thread as the server runs it (bench:bounds measures the event loop so).
    const thread = process.env.PGLITE_THREAD === '1'
    return openDatabase({ kind: 'pglite', thread, ...(file && { from: dumpOf(file) }) })
  }
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  if (template) await createFromTemplate(baseUrl, name, seeded ? template.seeded : template.migrated)
  else await adminQuery(baseUrl, `CREATE DATABASE "${name}"`)
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name) })
  return {
    ...database,
    async close() {
      await database.close()
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    },
  }
}

/** A worker reads each template's dump once (the API suites share a module graph); loading never changes it. */
const dumps = new Map<string, Blob>()
function dumpOf(file: string): Blob {
  let dump = dumps.get(file)
  if (!dump) dumps.set(file, (dump = new Blob([readFileSync(file)])))
  return dump
}

function templates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates')
  } catch {
    // Outside a vitest worker (a bench or script importing the test support).
    return undefined
  }
}
