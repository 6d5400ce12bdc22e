import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { JobListResponse, JobView } from '@engine/api/jobs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from '../../server/app'
import { type Database, type DbKind, openDatabase } from '../../server/db/database'
import type { JobHandler } from '../../server/jobs/JobHandler'
import { JobFailure } from '../../server/jobs/JobFailure'
import { TEST_SECRET } from '../support/editorToken'
import { api } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { databaseKinds, openTestDatabase } from '../support/testDatabase'
import { type TestApp, startTestApp, NO_LOAD_SHEDDING } from '../support/testApp'

const overload = NO_LOAD_SHEDDING

/** An app on an open database whose jobs run only on `app.jobRunner.drain()`. */
const manualApp = (database: Database, jobHandlers: Record<string, JobHandler>) =>
  buildApp({ database, jwtSecret: TEST_SECRET, overload, rateLimits: false, jobRunner: 'manual', jobHandlers })

/** Handlers for the tests: each records its runs in `ran`. */
function testHandlers(ran: unknown[]): Record<string, JobHandler> {
  return {
    echo: async (payload, job) => {
      job.progress(50)
      ran.push(payload)
      return { echoed: payload }
    },
    refuse: async () => {
      throw new JobFailure('pdf_damaged', 'Die PDF-Datei ist beschädigt.')
    },
    strict: async (payload) => z.object({ n: z.number() }).parse(payload),
    crash: async () => {
      throw new Error('kaputt')
    },
    hang: (_payload, job) =>
      new Promise((_resolve, reject) => {
        job.signal.throwIfAborted()
        job.signal.addEventListener('abort', () => reject(new Error('stopped')))
      }),
  }
}

describe.each(databaseKinds())('durable jobs on %s', (kind: DbKind) => {
  let t: TestApp
  const ran: unknown[] = []
  let owner = 0
  let surveyId = ''

  beforeAll(async () => {
    t = await startTestApp(kind, { jobRunner: 'manual', jobHandlers: testHandlers(ran) })
    owner = (await insertUser(t.database.db, 'jobs-owner@example.org')).id
    surveyId = (await insertSurvey(t.database.db, { ownerId: owner })).surveyId
  })
  afterAll(() => t.close())

  const list = async (id = surveyId, user = owner) => api(t.app, user).get(`/api/surveys/${id}/jobs`)

  it('runs a queued job and shows it done with its progress at 100', async () => {
    const job = await tQueue().enqueue({ kind: 'echo', payload: { n: 1 }, surveyId })
    await t.app.jobRunner.drain()
    const res = await api(t.app, owner).get(`/api/surveys/${surveyId}/jobs/${job.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json<JobView>()).toMatchObject({ state: 'done', progress: 100, error: null, attempts: 1 })
    expect(ran).toContainEqual({ n: 1 })
  })

  it('coalesces jobs of one key while they wait: two enqueues run once, with the newer payload', async () => {
    ran.length = 0
    const first = await tQueue().enqueue({ kind: 'echo', payload: { v: 'alt' }, key: 'k1', surveyId })
    const second = await tQueue().enqueue({ kind: 'echo', payload: { v: 'neu' }, key: 'k1', surveyId })
    expect(second.id).toBe(first.id)
    await t.app.jobRunner.drain()
    expect(ran).toEqual([{ v: 'neu' }])
  })

  it("fails a job at once with the handler's code and German message when it cannot succeed", async () => {
    const job = await tQueue().enqueue({ kind: 'refuse', payload: {}, surveyId })
    await t.app.jobRunner.drain()
    const view = (await list()).json<JobListResponse>().jobs.find((j) => j.job_id === job.id)
    expect(view).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: { code: 'pdf_damaged', msg: 'Die PDF-Datei ist beschädigt.' },
    })
  })

  it('retries an unexpected failure and, after the last try, says it failed without internals', async () => {
    const job = await tQueue().enqueue({ kind: 'crash', payload: {}, surveyId, maxAttempts: 1 })
    await t.app.jobRunner.drain()
    const view = (await tQueue().find(job.id))!
    expect(view.state).toBe('failed')
    expect(view.errorCode).toBe('job_failed')
    expect(view.errorMsg).not.toContain('kaputt')
  })

  it('fails a job whose payload its handler cannot read at once, without retrying', async () => {
    const job = await tQueue().enqueue({ kind: 'strict', payload: { n: 'eins' }, surveyId })
    await t.app.jobRunner.drain()
    expect(await tQueue().find(job.id)).toMatchObject({ state: 'failed', attempts: 1, errorCode: 'job_invalid' })
  })

  it('queues an unexpected failure again while tries are left', async () => {
    const job = await tQueue().enqueue({ kind: 'crash', payload: {}, surveyId, maxAttempts: 3 })
    await t.app.jobRunner.drain()
    const row = (await tQueue().find(job.id))!
    expect(row).toMatchObject({ state: 'queued', attempts: 1, errorCode: 'job_failed' })
    expect(row.runAfter.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(4_000)
  })

  it("shows a dialog's jobs only to its members, and no job of another dialog", async () => {
    const stranger = (await insertUser(t.database.db, 'jobs-stranger@example.org')).id
    const other = (await insertSurvey(t.database.db, { ownerId: stranger })).surveyId
    const foreign = await tQueue().enqueue({ kind: 'echo', payload: {}, surveyId: other })
    expect((await list(surveyId, stranger)).statusCode).toBe(404)
    const res = await api(t.app, owner).get(`/api/surveys/${surveyId}/jobs/${foreign.id}`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'job_not_found' })
    const odd = await api(t.app, owner).get(`/api/surveys/${surveyId}/jobs/0x10`)
    expect(odd.statusCode).toBe(400)
  })

  function tQueue() {
    return t.app.jobQueue
  }
})

/** A database that outlives one app: a PGlite data folder, or a PostgreSQL database of its own. */
async function reopenable(kind: DbKind): Promise<{ open(): Promise<Database>; cleanup(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'jobs-restart-'))
    return {
      open: () => openDatabase({ kind: 'pglite', dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const holder = await openTestDatabase('postgres')
  return {
    open: () => openDatabase({ kind: 'postgres', url: holder.url ?? '' }),
    cleanup: () => holder.close(),
  }
}

describe.each(databaseKinds())('jobs across a restart on %s', (kind: DbKind) => {
  it('a job queued before a restart, and one running when the process stopped, both run after it', async () => {
    const store = await reopenable(kind)
    const ran: unknown[] = []
    try {
      let database = await store.open()
      const owner = (await insertUser(database.db, 'restart@example.org')).id
      const { surveyId } = await insertSurvey(database.db, { ownerId: owner })
      let app = await manualApp(database, testHandlers(ran))
      const waiting = await app.jobQueue.enqueue({ kind: 'echo', payload: { job: 'waiting' }, surveyId })
      const hanging = await app.jobQueue.enqueue({ kind: 'hang', payload: {}, surveyId })
      // The hanging job is running when the app closes: it goes back to the queue.
      const draining = app.jobRunner.drain()
      while ((await app.jobQueue.find(hanging.id))?.state !== 'running')
        await new Promise((resolve) => setTimeout(resolve, 20))
      await app.close()
      await draining.catch(() => undefined)
      await database.close()

      database = await store.open()
      app = await manualApp(database, { ...testHandlers(ran), hang: async () => 'ended' })
      // The interrupted job waits for its back-off; make it due now.
      await database.db.execute(sql`update jobs set run_after = now()`)
      await app.jobRunner.drain()
      expect((await app.jobQueue.find(waiting.id))?.state).toBe('done')
      expect(await app.jobQueue.find(hanging.id)).toMatchObject({ state: 'done', attempts: 2 })
      expect(ran).toEqual([{ job: 'waiting' }])
      await app.close()
      await database.close()
    } finally {
      await store.cleanup()
    }
    // Two opens of a data folder on disk (initdb, migrations, fsync): 4–11 s on a quiet machine,
    // past 90 s once with a browser run and another vitest run beside it; the limit only stops a hang.
  }, 240_000)

  it('a job claimed while the runner stops is not started: it goes back to the queue and the stop ends', async () => {
    const database = await openTestDatabase(kind)
    try {
      const owner = (await insertUser(database.db, 'stopping@example.org')).id
      const { surveyId } = await insertSurvey(database.db, { ownerId: owner })
      const app = await manualApp(database, testHandlers([]))
      const job = await app.jobQueue.enqueue({ kind: 'hang', payload: {}, surveyId })
      // drain() claims after its first await; stop() comes before the claim, with nothing to abort yet.
      const draining = app.jobRunner.drain()
      await app.jobRunner.stop()
      // Before the fix the hanging handler started with a signal nobody aborted: this never ended.
      await draining
      expect(await app.jobQueue.find(job.id)).toMatchObject({ state: 'queued', errorCode: 'job_interrupted' })
      await app.close()
    } finally {
      await database.close()
    }
  })

  it('takes over a job whose runner died (its lease ran out) and runs a job of one key never twice at once', async () => {
    // Nothing here reopens the database: a copy of the run's migrated template will do.
    const database = await openTestDatabase(kind)
    try {
      const owner = (await insertUser(database.db, 'lease@example.org')).id
      const { surveyId } = await insertSurvey(database.db, { ownerId: owner })
      const { claimNextJob } = await import('../../server/repositories/jobs')
      const app = await manualApp(database, testHandlers([]))
      const job = await app.jobQueue.enqueue({ kind: 'echo', payload: {}, key: 'k', surveyId })
      // A runner that claims and then vanishes (a killed process).
      const dead = await claimNextJob(database.db, { runner: 'dead', kinds: ['echo'], leaseMs: 60_000 })
      expect(dead?.id).toBe(job.id)
      // While its lease holds, nobody else takes it, nor a newer job of the same key.
      await app.jobQueue.enqueue({ kind: 'echo', payload: { second: true }, key: 'k', surveyId })
      expect(await claimNextJob(database.db, { runner: 'other', kinds: ['echo'], leaseMs: 60_000 })).toBeUndefined()
      // Its lease runs out.
      await database.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${job.id}`)
      await app.jobRunner.drain()
      expect(await app.jobQueue.find(job.id)).toMatchObject({ state: 'done', attempts: 2 })
      await app.close()
    } finally {
      await database.close()
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('jobs shared by two processes on postgres', () => {
  it('two runners on one database run each of 30 jobs exactly once', async () => {
    const t = await startTestApp('postgres', { jobRunner: 'off' })
    const counts = new Map<number, number>()
    const handlers: Record<string, JobHandler> = {
      count: async (payload) => {
        const n = (payload as { n: number }).n
        counts.set(n, (counts.get(n) ?? 0) + 1)
        await new Promise((resolve) => setTimeout(resolve, 5))
      },
    }
    const runners = await Promise.all(
      [0, 1].map(async () => {
        const database = await openDatabase({ kind: 'postgres', url: t.database.url ?? '' })
        const app = await manualApp(database, handlers)
        return { app, database }
      }),
    )
    try {
      for (let n = 0; n < 30; n++) await t.app.jobQueue.enqueue({ kind: 'count', payload: { n } })
      await Promise.all(runners.map((r) => r.app.jobRunner.drain()))
      expect([...counts.keys()].sort((a, b) => a - b)).toEqual([...Array(30).keys()])
      expect([...counts.values()].every((c) => c === 1)).toBe(true)
    } finally {
      for (const r of runners) {
        await r.app.close()
        await r.database.close()
      }
      await t.close()
    }
  })
})
