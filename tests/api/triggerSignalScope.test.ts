import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiSignals, triggers } from '../../server/db/schema'
import { type Caller, api } from '../support/fixtures'
import { encodeJwtForTest } from '../support/forgedTokens'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/**
 * docs/reliability/security.md#findings-1-8-9, finding 9: DELETE /api/delete_trigger/{id} checks who calls
 * before it looks the trigger up, so no answer tells a known id from an unknown one; POST
 * /api/dialogmanager/{id}/signal releases only players of that game, and stores nothing else.
 */
describe.each(databaseKinds())('trigger ids and signals are no oracle on %s', (kind) => {
  let t: TestApp
  let ownerId = 0
  let dm = 0
  let a = ''
  let b = ''
  let unrelated = ''
  const TRIGGER = 'geheimer-trigger'
  const UNKNOWN = 'gibt-es-nicht'

  beforeAll(async () => {
    t = await startTestApp(kind)
    const db = t.database.db
    ownerId = (await insertUser(db, 'spielleitung@example.org')).id
    for (const name of ['a', 'b', 'unrelated'] as const) {
      const { surveyId } = await insertSurvey(db, { ownerId, settings: { active: true } })
      await insertDialog(db, surveyId, { blocks: [{ type: 'open', unique_question_id: 'q1' }] })
      if (name === 'a') a = surveyId
      else if (name === 'b') b = surveyId
      else unrelated = surveyId
    }
    const res = await api(t.app, ownerId).post('/api/dialogmanagers', { name: 'Tatort', survey_ids: [a, b] })
    dm = res.json().dialog_manager_id
    await db
      .insert(triggers)
      .values({ id: TRIGGER, multichatId: dm, surveyId: b, uniqueQuestionId: 'q1', trigger: `waitAPI;${b};q1` })
  })
  afterAll(async () => {
    await t?.close()
  })

  const remove = (id: string, who: Caller) => api(t.app, who).delete(`/api/delete_trigger/${id}`)
  const triggerKept = async () => (await t.database.db.select().from(triggers).where(eq(triggers.id, TRIGGER))).length
  const signalsStored = async () =>
    (await t.database.db.select().from(apiSignals).where(eq(apiSignals.multichatId, dm))).length

  it('delete_trigger: a known and an unknown id get the same 401 without a token and the same 422 with a forged one', async () => {
    const forged = encodeJwtForTest(
      { sub: String(ownerId), type: 'access', jti: 'x', exp: Math.floor(Date.now() / 1000) + 60 },
      'fremder-schluessel',
    )
    for (const who of [null, forged]) {
      const known = await remove(TRIGGER, who)
      const unknown = await remove(UNKNOWN, who)
      expect([401, 422]).toContain(known.statusCode)
      expect(unknown.statusCode).toBe(known.statusCode)
      expect(unknown.body).toBe(known.body)
    }
    expect(await triggerKept()).toBe(1)
  })

  it("delete_trigger: a non-member gets the same 404 for an unknown and another game's trigger", async () => {
    const stranger = (await insertUser(t.database.db, 'fremd@example.org')).id
    const foreign = await remove(TRIGGER, stranger)
    const unknown = await remove(UNKNOWN, stranger)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ msg: expect.any(String), code: 'trigger_not_found' })
    expect(unknown.body).toBe(foreign.body)
    expect(await triggerKept()).toBe(1)
  })

  const register = async (survey_id_list: string[]) => {
    const res = await api(t.app).post('/api/register_live_list', { survey_id_list })
    expect(res.statusCode, res.body).toBe(200)
    return { id: res.json().user_id as number, token: res.json().token_live as string }
  }
  const signal = (who: Caller, user_id?: number) =>
    api(t.app, who).post(`/api/dialogmanager/${dm}/signal`, {
      trigger: `waitAPI;${b};q1`,
      ...(user_id !== undefined && { user_id }),
    })

  it('signal: a respondent of another dialog, or of only part of the game, is refused and nothing is stored', async () => {
    const elsewhere = await register([unrelated])
    const partly = await register([a])
    for (const respondent of [elsewhere, partly]) {
      const res = await signal(ownerId, respondent.id)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ msg: 'Diese Teilnahme gibt es nicht.', code: 'respondent_not_found' })
    }
    // Their own live token is no editor token either.
    for (const respondent of [elsewhere, partly]) {
      const res = await signal(respondent.token, respondent.id)
      expect(res.statusCode).toBe(403)
    }
    expect(await signalsStored()).toBe(0)
  })

  it('signal: a player of the game is released, and the signal is stored for them', async () => {
    const player = await register([a, b])
    const res = await signal(ownerId, player.id)
    expect(res.statusCode, res.body).toBe(201)
    const stored = await t.database.db.select().from(apiSignals).where(eq(apiSignals.multichatId, dm))
    expect(stored.map((s) => s.respondentId)).toEqual([player.id])
  })
})
