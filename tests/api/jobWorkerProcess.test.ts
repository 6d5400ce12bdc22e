import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { rowsOf } from '../../server/db/rowsOf'
import { enqueueJob, findJob } from '../../server/repositories/jobs'
import { TRAIN_INTENTS, trainingKey } from '../../server/services/nlu/trainingJobs'
import { type ServerProcess, startServerProcess, waitForHealth } from '../support/serverProcess'
import { openTestDatabase } from '../support/testDatabase'

/**
 * docs/design/jobs.md "Who runs jobs": app servers started with JOB_RUNNER=off only serve
 * requests, and `npm run worker` (server/worker.ts) runs the jobs, as separate processes on one
 * PostgreSQL database.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a separate job worker process on postgres', () => {
  let database: Database
  let dataDir = ''
  let server: ServerProcess | undefined
  let worker: ServerProcess | undefined

  beforeAll(async () => {
    database = await openTestDatabase('postgres')
    dataDir = mkdtempSync(join(tmpdir(), 'job-worker-'))
  })
  afterAll(async () => {
    for (const child of [worker, server]) {
      if (child && child.child.exitCode === null) {
        child.child.kill('SIGTERM')
        await child.exited
      }
    }
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('the app server with JOB_RUNNER=off leaves a training job to the worker, which runs it and stops cleanly', async () => {
    const env = { DATABASE_URL: database.url ?? '', JOB_RUNNER: 'off' }
    server = startServerProcess(dataDir, undefined, { env })
    await waitForHealth(server)
    // The seeded games' open blocks have examples (server/db/seedGames).
    const [block] = rowsOf<{ survey_id: string; unique_question_id: string }>(
      await database.db.execute(sql`select survey_id, unique_question_id from training_examples limit 1`),
    )
    expect(block).toBeDefined()
    const { survey_id: surveyId, unique_question_id: blockId } = block!
    const job = await enqueueJob(database.db, {
      kind: TRAIN_INTENTS,
      payload: { surveyId, blockId },
      key: trainingKey(surveyId, blockId),
      surveyId,
    })

    worker = startServerProcess(dataDir, undefined, { env, script: 'server/worker.ts' })
    let row = await findJob(database.db, job.id)
    const until = Date.now() + 90_000
    while (row?.state !== 'done' && row?.state !== 'failed' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      row = await findJob(database.db, job.id)
    }
    expect(row, worker.output()).toMatchObject({ state: 'done' })
    // The runner's id starts with its process id: the worker ran it, not the app server.
    expect(row?.lockedBy?.split(':')[0]).toBe(String(worker.child.pid))
    // Its event loop keeps the process's priority; V8's helpers, the first threads after it
    // (priorities.ts niceHelperThreads), serve its niced job threads and are niced like them.
    if (process.platform === 'linux') {
      const pid = worker.child.pid!
      const niceOf = (tid: number) =>
        Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])
      const [main, ...rest] = readdirSync(`/proc/${pid}/task`)
        .map(Number)
        .sort((a, b) => a - b)
      expect(main).toBe(pid)
      expect(niceOf(main!)).toBe(getPriority())
      expect(rest.slice(0, 5).map(niceOf)).toEqual(Array(5).fill(Math.max(getPriority(), 10)))
    }

    worker.child.kill('SIGTERM')
    expect(await worker.exited).toBe(0)
  })
})
