import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/database'
import { seedDemoContent } from '../../server/db/seed'
import { tatort, tatortWalkthrough } from '../../server/db/seedGames/tatort'
import { TEST_SECRET } from '../support/editorToken'
import { api } from '../support/fixtures'
import { NO_LOAD_SHEDDING } from '../support/testApp'
import { adminQuery, databaseUrl } from '../support/templateDatabase'

/**
 * PG_PREPARED_STATEMENTS=false (docs/reliability/launch.md): behind PgBouncer in transaction mode
 * a statement prepared on one server connection is missing on the next, so with the switch off
 * no query may carry a name — neither the named statements of server/db/namedStatements.ts nor
 * drizzle's prepared reads ('live_access', 'training_examples_of') — and the game still plays.
 * The names are read where pg sends them (pg.Client#query, under the pool's hook).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL with and without named statements', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    vi.restoreAllMocks()
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** Plays the Tatort walkthrough on a fresh database; answers the query names pg was given. */
  async function playTatort(preparedStatements: boolean): Promise<string[]> {
    const sent = vi.spyOn(pg.Client.prototype, 'query')
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
    const baseUrl = process.env.TEST_DATABASE_URL ?? ''
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"`)
    cleanups.push(() => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined))
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name), preparedStatements })
    cleanups.push(() => database.close())
    const dataDir = mkdtempSync(join(tmpdir(), 'prepared-off-'))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    await seedDemoContent(database.db, { dataDir })
    const overload = NO_LOAD_SHEDDING
    const app = await buildApp({ database, dataDir, jwtSecret: TEST_SECRET, overload })
    cleanups.push(() => app.close())
    // The games' intent models are built by the jobs queued at start (docs/nlu.md).
    await app.jobRunner.drain()

    const contacts = (await api(app).get(`/api/multichat/${tatort.multichatId}`)).json().contacts as {
      survey_id: string
    }[]
    for (let player = 0; player < 2; player++) {
      const registered = (
        await api(app).post('/api/register_live_list', { survey_id_list: contacts.map((c) => c.survey_id) })
      ).json()
      const respondent = api(app, registered.token_live)
      const chat = (payload: object = {}) => respondent.post(`/api/multichat/${tatort.multichatId}/chat`, payload)
      expect((await chat()).statusCode).toBe(200)
      for (const step of tatortWalkthrough) {
        const res = await chat({
          survey_id: contacts[step.order]?.survey_id,
          unique_question_id: step.unique_question_id,
          user_input: step.answer,
        })
        expect(res.statusCode, res.body).toBe(200)
      }
    }
    return sent.mock.calls
      .map(([config]) => (config as { name?: string } | undefined)?.name)
      .filter((n): n is string => typeof n === 'string' && n !== '')
  }

  it('with PG_PREPARED_STATEMENTS=false the whole game plays and no statement is named', async () => {
    expect(await playTatort(false)).toEqual([])
  })

  it('by default the hot reads and repeated texts run as named statements', async () => {
    const names = new Set(await playTatort(true))
    // The game's token check is part of its turn read (a dp_ name, server/repositories/multichatTurnRead.ts);
    // live_access is the other live calls' check.
    expect(names).not.toContain('live_access')
    expect(names).toContain('classifier_model_meta')
    expect([...names].some((n) => n.startsWith('dp_'))).toBe(true)
  })
})
