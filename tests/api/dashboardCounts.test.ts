import { LISTED_RESPONSES_CAP } from '@engine/api/surveys'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multichatSurveys, multichats } from '../../server/db/schema'
import { api } from '../support/fixtures'
import { insertGame } from '../support/insertGame'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** docs/api/surveys.md: the dashboard's lists carry response counts, one bounded query per list. */
describe.each(databaseKinds())('response counts in the dashboard lists on %s', (kind) => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** `count` live respondents who started the dialog (a conversations row each). */
  async function respondents(surveyId: string, count: number, tag: string): Promise<void> {
    await t.database.db.execute(sql`
      WITH r AS (
        INSERT INTO live_respondents (username, survey_ids)
        SELECT ${tag} || '-' || n, jsonb_build_array(${surveyId}::text) FROM generate_series(1, ${count}) n
        RETURNING id)
      INSERT INTO conversations (respondent_id, survey_id) SELECT id, ${surveyId} FROM r`)
  }

  async function players(dm: number, count: number, tag: string): Promise<void> {
    await t.database.db.execute(sql`
      WITH r AS (
        INSERT INTO live_respondents (username, survey_ids)
        SELECT ${tag} || '-' || n, '[]'::jsonb FROM generate_series(1, ${count}) n
        RETURNING id)
      INSERT INTO multichat_progress (respondent_id, dialog_manager_id) SELECT id, ${dm} FROM r`)
  }

  it('GET /api/surveys counts each dialog’s respondents, only its own, and says so past the cap', async () => {
    const owner = await insertUser(t.database.db, 'zaehlt@example.org')
    const three = (await insertSurvey(t.database.db, { ownerId: owner.id, surveyName: 'Drei' })).surveyId
    const none = (await insertSurvey(t.database.db, { ownerId: owner.id, surveyName: 'Keine' })).surveyId
    const many = (await insertSurvey(t.database.db, { ownerId: owner.id, surveyName: 'Viele' })).surveyId
    await respondents(three, 3, 'drei')
    await respondents(many, LISTED_RESPONSES_CAP + 2, 'viele')

    const res = await api(t.app, owner.id).get('/api/surveys')
    expect(res.statusCode).toBe(200)
    const byId = new Map(
      (res.json().surveys as { survey_id: string; responses: number; responses_capped: boolean }[]).map((s) => [
        s.survey_id,
        s,
      ]),
    )
    expect(byId.get(three)).toMatchObject({ responses: 3, responses_capped: false })
    expect(byId.get(none)).toMatchObject({ responses: 0, responses_capped: false })
    expect(byId.get(many)).toMatchObject({ responses: LISTED_RESPONSES_CAP, responses_capped: true })
  })

  it('GET /api/dialogmanagers counts each multichat’s players', async () => {
    const { a, b, dm } = await insertGame(t.database.db, 'spielleitung@example.org')
    await t.database.db.insert(multichatSurveys).values([
      { multichatId: dm, surveyId: a, order: 0 },
      { multichatId: dm, surveyId: b, order: 1 },
    ])
    await players(dm, 2, 'spieler')
    const [multichat] = await t.database.db
      .select({ ownerId: multichats.ownerId })
      .from(multichats)
      .where(eq(multichats.id, dm))
    const ownerId = multichat?.ownerId ?? 0

    const res = await api(t.app, ownerId).get('/api/dialogmanagers')
    expect(res.statusCode).toBe(200)
    const listed = (res.json().dialog_managers as { dialog_manager_id: number }[]).find(
      (m) => m.dialog_manager_id === dm,
    )
    expect(listed).toMatchObject({ responses: 2, responses_capped: false })
  })
})
