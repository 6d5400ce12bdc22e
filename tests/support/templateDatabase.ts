import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PglitePrepared } from '../../server/db/pglitePrepared'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import type { Database } from '../../server/db/database'
import { openDatabase } from '../../server/db/database'

/**
 * vitest's global setup (vite.config.ts): builds the databases every test starts from, once per
 * run instead of once per test file (docs/contributing.md#test-speed).
 *
 * - `migrated`: the schema and nothing else (what `openTestDatabase` gives).
 * - `seeded`: migrated, the demo content seeded and every job it queues (intent models, document
 *   indexes) done: what `startTestApp` gives with its in-process job runner, so a test no longer
 *   pays initdb, 60 migrations, the seed and the seed's training per file.
 *
 * PGlite: a dumped data folder that a new in-memory PGlite loads (no initdb). PostgreSQL (when
 * TEST_DATABASE_URL is set): two template databases that `CREATE DATABASE … TEMPLATE` copies.
 */
export interface DatabaseTemplates {
  pglite: { migrated: string; seeded: string; seededDataDir: string }
  postgres?: { migrated: string; seeded: string; seededDataDir: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates
  }
}

/** Builds the seeded state through the app itself (seed, then drain its jobs); see testApp.ts. */
export type SeedInto = (database: Database, dataDir: string) => Promise<void>

interface Built {
  templates: DatabaseTemplates
  remove(): Promise<void>
}

// Both vitest projects (unit, api) run this setup in one process: the first builds, the second reuses.
const shared = globalThis as typeof globalThis & { __databaseTemplates?: Promise<Built> }

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const first = shared.__databaseTemplates === undefined
  shared.__databaseTemplates ??= buildTemplates()
  const built = await shared.__databaseTemplates
  project.provide('databaseTemplates', built.templates)
  return async () => {
    if (first) await built.remove()
  }
}

async function buildTemplates(): Promise<Built> {
  // Imported here, not at the top: the seed pulls in the whole server, which the global setup
  // of a run that selects no API test need not load.
  const { seedInto } = await import('./testApp')
  const dir = mkdtempSync(join(tmpdir(), 'db-templates-'))
  const pglite = await pgliteTemplates(dir, seedInto)
  const baseUrl = process.env.TEST_DATABASE_URL
  const postgres = baseUrl ? await postgresTemplates(baseUrl, dir, seedInto) : undefined
  return {
    templates: { pglite, ...(postgres && { postgres: postgres.templates }) },
    async remove() {
      await postgres?.remove()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function pgliteTemplates(dir: string, seedInto: SeedInto): Promise<DatabaseTemplates['pglite']> {
  const database = await openDatabase({ kind: 'pglite' })
  // drizzle's client is PGlite behind named statements (server/db/pglitePrepared.ts).
  const client = (database.db as unknown as { $client: PglitePrepared }).$client.pg
  // The app connects only to "postgres": without initdb's template databases a copy loads ~600
  // files fewer (25 instead of 40 MB) and starts with ~0.2 s less CPU, some 85 times a run.
  for (const template of ['template0', 'template1']) {
    await client.query(`ALTER DATABASE ${template} IS_TEMPLATE false`)
    await client.query(`DROP DATABASE ${template}`)
  }
  const dump = async (file: string) => {
    // Written out whole, so that a copy replays no WAL when it starts.
    await client.query('CHECKPOINT')
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  }
  const migrated = join(dir, 'pglite-migrated.tar')
  await dump(migrated)
  const seededDataDir = mkdtempSync(join(dir, 'pglite-data-'))
  await seedInto(database, seededDataDir)
  const seeded = join(dir, 'pglite-seeded.tar')
  await dump(seeded)
  await database.close()
  return { migrated, seeded, seededDataDir }
}

async function postgresTemplates(
  baseUrl: string,
  dir: string,
  seedInto: SeedInto,
): Promise<{ templates: NonNullable<DatabaseTemplates['postgres']>; remove(): Promise<void> }> {
  const stamp = `${Date.now().toString(36)}_${process.pid}`
  const migrated = `tmpl_${stamp}_migrated`
  const seeded = `tmpl_${stamp}_seeded`
  await adminQuery(baseUrl, `CREATE DATABASE "${migrated}"`)
  const first = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, migrated) })
  await first.close()
  await createFromTemplate(baseUrl, seeded, migrated)
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, seeded) })
  const seededDataDir = mkdtempSync(join(dir, 'postgres-data-'))
  try {
    await seedInto(database, seededDataDir)
  } finally {
    await database.close()
  }
  return {
    templates: { migrated, seeded, seededDataDir },
    async remove() {
      for (const name of [migrated, seeded])
        await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined)
    },
  }
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** One statement on a connection of its own to the server's `baseUrl` database; answers its rows. */
export async function adminQuery<R extends object = object>(
  baseUrl: string,
  sql: string,
  values: unknown[] = [],
): Promise<R[]> {
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    return (await admin.query(sql, values)).rows as R[]
  } finally {
    await admin.end()
  }
}

/**
 * `CREATE DATABASE … TEMPLATE` refuses while a session is still connected to the template; a pool
 * just ended may take a moment to leave, so the copy is retried briefly.
 */
export async function createFromTemplate(baseUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`)
      return
    } catch (error) {
      const busy = String((error as Error).message).includes('is being accessed by other users')
      if (!busy || attempt >= 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
