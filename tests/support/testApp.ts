import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ERROR_CODES, isErrorCode } from '@engine/api/errorCodes'
import type { FastifyInstance } from 'fastify'
import { type AppOptions, buildAppAndContext } from '../../server/app'
import type { ServerContext } from '../../server/context'
import type { Database, DbKind } from '../../server/db/database'
import { seedDemoContent } from '../../server/db/seed'
import { type BackgroundJobs, createBackgroundJobs } from '../../server/services/backgroundJobs'
import { MemoryMailer } from '../../server/services/Mailer'
import { TEST_SECRET } from './editorToken'
import { openTestDatabase } from './testDatabase'

export interface TestApp {
  app: FastifyInstance
  /** The context the app's routes and jobs get, for a test that calls a server function taking one. */
  ctx: ServerContext
  database: Database
  mailer: MemoryMailer
  dataDir: string
  /** Work after the answer (queued mails); a failed job fails the suite at close. */
  jobs: BackgroundJobs
  close(): Promise<void>
}

/**
 * Load shedding off, for every app a test builds: on a busy 2-core test machine the event-loop
 * delay passes any threshold, and a 503 would fail unrelated tests (tokenAttacks did, while
 * another vitest run shared the machine). Its own test (loadShedding.test.ts) switches it on with
 * tiny thresholds.
 */
export const NO_LOAD_SHEDDING = { maxEventLoopDelayMs: 0, maxHeapUsedPercent: 0, maxRssMb: 0, retryAfterSeconds: 10 }

/** A seeded app on a fresh database of the given kind, driven with `app.inject`. */
export async function startTestApp(kind: DbKind, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'))
  // The seeded content's models and document indexes are built by jobs queued at start; a test
  // meets them built, as a respondent does a few seconds after a real start. With the in-process
  // runner the database starts as the run's seeded template, where they are built already;
  // suites that hold jobs (`jobRunner: 'manual'`) start from a merely migrated one and drain the
  // seed's jobs themselves.
  const inProcess = (options.jobRunner ?? 'in-process') === 'in-process'
  const database = await openTestDatabase(kind, inProcess ? { seededInto: dataDir } : {})
  const started = await startSeededApp(database, dataDir, options)
  const unlisted = checkErrorCodes(started.app)
  return {
    ...started,
    database,
    dataDir,
    async close() {
      await started.app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
      if (started.failedJobs.length > 0) throw new Error(`Background jobs failed:\n${started.failedJobs.join('\n')}`)
      if (unlisted.length > 0)
        throw new Error(
          `Error answers without a listed {msg, code} (engine/api/errorCodes.ts):\n${unlisted.join('\n')}`,
        )
    },
  }
}

/** The run's seeded template (tests/support/templateDatabase.ts): seed, start, drain, close. */
export async function seedInto(database: Database, dataDir: string): Promise<void> {
  const { app, failedJobs } = await startSeededApp(database, dataDir, {})
  await app.close()
  if (failedJobs.length > 0) throw new Error(`Background jobs of the seed failed:\n${failedJobs.join('\n')}`)
}

async function startSeededApp(database: Database, dataDir: string, options: Partial<AppOptions>) {
  // Idempotent: on the seeded template it only checks that everything is there.
  await seedDemoContent(database.db, { dataDir })
  const mailer = new MemoryMailer()
  const overload = NO_LOAD_SHEDDING
  const failedJobs: string[] = []
  const jobs = createBackgroundJobs((error, name) => failedJobs.push(`${name}: ${String(error)}`))
  // Rate limits off unless a suite sets them (rateLimits.test.ts): suites register hundreds of
  // respondents from one address in seconds.
  const { app, ctx } = await buildAppAndContext({
    database,
    mailer,
    dataDir,
    jwtSecret: TEST_SECRET,
    overload,
    jobs,
    rateLimits: false,
    ...options,
  })
  if ((options.jobRunner ?? 'in-process') === 'in-process') await app.jobRunner.drain()
  return { app, ctx, mailer, jobs, failedJobs }
}

/**
 * Watches every answer of the app: a 4xx/5xx JSON answer must be `{msg, code}` with a code of
 * engine/api/errorCodes.ts under one of its statuses. So every API suite also checks the codes
 * of the errors it provokes; `close()` fails the suite with the offending answers.
 */
function checkErrorCodes(app: FastifyInstance): string[] {
  const unlisted: string[] = []
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload
    const type = String(reply.getHeader('content-type') ?? '')
    if (!type.includes('json') || typeof payload !== 'string') return payload
    const problem = errorBodyProblem(reply.statusCode, payload)
    if (problem)
      unlisted.push(`${request.method} ${request.url}: ${reply.statusCode} ${payload.slice(0, 200)} (${problem})`)
    return payload
  })
  return unlisted
}

function errorBodyProblem(status: number, payload: string): string | null {
  let body: unknown
  try {
    body = JSON.parse(payload)
  } catch {
    return 'not JSON'
  }
  const { msg, code } = (body ?? {}) as { msg?: unknown; code?: unknown }
  if (typeof msg !== 'string') return 'no msg'
  if (!isErrorCode(code)) return `code ${JSON.stringify(code)} is not listed`
  const statuses: readonly number[] = ERROR_CODES[code].status
  return statuses.includes(status) ? null : `${code} is listed for ${statuses.join(', ')}`
}
