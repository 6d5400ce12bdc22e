import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, chatMessages, conversations, liveRespondents } from '../../server/db/schema'
import { type Caller, api } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('restarting and deleting a live conversation on %s', (kind) => {
  let t: TestApp
  let a: string
  let b: string
  let ownerId: number

  beforeAll(async () => {
    t = await startTestApp(kind)
    ownerId = (await insertUser(t.database.db, 'dialoge@example.org')).id
    a = (await insertSurvey(t.database.db, { ownerId, settings: { active: true } })).surveyId
    b = (await insertSurvey(t.database.db, { ownerId, settings: { active: true, language: 'en' } })).surveyId
  })
  afterAll(async () => {
    await t?.close()
  })

  async function respondentIn(surveyIds: string[]) {
    const res = await api(t.app).post('/api/register_live_list', { survey_id_list: surveyIds })
    const { user_id, token_live } = res.json()
    for (const surveyId of surveyIds) {
      await t.database.db.insert(chatMessages).values({
        respondentId: user_id,
        surveyId,
        userOrBot: 'user',
        type: 'open-r',
        context: 'Meine Antwort',
        uniqueQuestionId: 'q1',
      })
      await t.database.db
        .insert(answers)
        .values({ respondentId: user_id, surveyId, uniqueQuestionId: 'q1', value: 'Meine Antwort' })
      await t.database.db.insert(conversations).values({ respondentId: user_id, surveyId, currentQuestionId: 'q1' })
    }
    return { id: user_id as number, token: token_live as string }
  }

  async function rows(respondentId: number, surveyId: string) {
    const db = t.database.db
    const where = <T extends typeof chatMessages | typeof answers | typeof conversations>(table: T) =>
      and(eq(table.respondentId, respondentId), eq(table.surveyId, surveyId))
    return [
      (await db.select().from(chatMessages).where(where(chatMessages))).length,
      (await db.select().from(answers).where(where(answers))).length,
      (await db.select().from(conversations).where(where(conversations))).length,
    ]
  }

  const call = (who: Caller, payload: object) => api(t.app, who).post('/api/restart_delete', payload)

  it("restart clears that dialog's transcript, answers and progress, and nothing of another dialog", async () => {
    const r = await respondentIn([a, b])
    const res = await call(r.token, { survey_id: a, action: 'restart' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ msg: 'success', action: 'restart', language: 'de' })
    expect(await rows(r.id, a)).toEqual([0, 0, 0])
    expect(await rows(r.id, b)).toEqual([1, 1, 1])
    expect((await call(r.token, { survey_id: a, action: 'restart' })).statusCode).toBe(200)
  })

  it("delete erases the dialog's data, ends the token, and removes an identity left without dialogs", async () => {
    const r = await respondentIn([b])
    const res = await call(r.token, { survey_id: b, action: 'delete' })
    expect(res.json()).toEqual({ msg: 'success', action: 'delete', language: 'en' })
    expect(await rows(r.id, b)).toEqual([0, 0, 0])
    expect(await t.database.db.select().from(liveRespondents).where(eq(liveRespondents.id, r.id))).toEqual([])
    const again = await call(r.token, { survey_id: b, action: 'restart' })
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ msg: 'Token has been revoked', code: 'token_revoked' })
  })

  it('refuses other dialogs, editor tokens, missing tokens and unknown actions', async () => {
    const r = await respondentIn([a])
    expect((await call(r.token, { survey_id: b, action: 'restart' })).statusCode).toBe(403)
    expect((await call(ownerId, { survey_id: a, action: 'restart' })).statusCode).toBe(403)
    expect((await call(null, { survey_id: a, action: 'restart' })).statusCode).toBe(401)
    const bad = await call(r.token, { survey_id: a, action: 'vergessen' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain("'action'")
    expect(await rows(r.id, a)).toEqual([1, 1, 1])
  })
})
