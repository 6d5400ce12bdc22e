import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type AppOptions, buildApp } from '../../server/app'
import type { Database, DbKind } from '../../server/db/database'
import { seedDemoContent } from '../../server/db/seed'
import { MemoryMailer } from '../../server/services/Mailer'
import { TEST_SECRET } from './editorToken'
import { openTestDatabase } from './testDatabase'

export interface TestApp {
  app: FastifyInstance
  database: Database
  mailer: MemoryMailer
  dataDir: string
  close(): Promise<void>
}

/** A seeded app on a fresh database of the given kind, driven with `app.inject`. */
export async function startTestApp(kind: DbKind, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind)
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'))
  await seedDemoContent(database.db, { dataDir })
  const mailer = new MemoryMailer()
  // Load shedding off: on a busy 2-core test machine PGlite's in-process queries push the
  // event-loop delay past any threshold, and a 503 would fail unrelated tests. Its own test
  // (loadShedding.test.ts) switches it on with tiny thresholds.
  const overload = { maxEventLoopDelayMs: 0, maxHeapUsedPercent: 0, maxRssMb: 0, retryAfterSeconds: 10 }
  const app = await buildApp({ database, mailer, dataDir, jwtSecret: TEST_SECRET, overload, ...options })
  return {
    app,
    database,
    mailer,
    dataDir,
    async close() {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
