import { MAX_TURNS_PER_CONVERSATION } from '@engine/model'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../server/db/rowsOf'
import { tatort, tatortWalkthrough } from '../../server/db/seedGames/tatort'
import { api } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/**
 * A respondent's answers in one dialog are bounded (found by an outside probe, session 32: one
 * registration sent 5,000 answers in 22 s, each storing its transcript rows). Past the bound an
 * answer is refused with 413 `too_many_turns` and nothing is written; reading the chat goes on.
 */
describe.each(databaseKinds())('the bound on answers per conversation on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const db = () => t.database.db
  const messagesOf = async (respondentId: number) =>
    Number(
      rowsOf<{ n: number }>(
        await db().execute(sql`select count(*)::int as n from chat_messages where respondent_id = ${respondentId}`),
      )[0]?.n,
    )
  const atTheBound = (respondentId: number, surveyId: string) =>
    db().execute(
      sql`update conversations set turns = ${MAX_TURNS_PER_CONVERSATION} where respondent_id = ${respondentId} and survey_id = ${surveyId}`,
    )
  const refused = { msg: expect.stringContaining(String(MAX_TURNS_PER_CONVERSATION)), code: 'too_many_turns' }

  it('in a dialog: the answer past the bound is refused and stores nothing; the chat still reads', async () => {
    const surveyId = rowsOf<{ id: string }>(
      await db().execute(
        sql`select survey_id as id from surveys where settings->>'survey_name' = 'Beispiel: Kurzinterview Wohnen'`,
      ),
    )[0]!.id
    const registered = (await api(t.app).post('/api/register_live', { survey_id: surveyId })).json()
    const live = api(t.app, registered.token_live)
    const started = await live.post('/api/chat', { survey_id: surveyId })
    expect(started.statusCode, started.body).toBe(200)
    const current = started.json().chatbot_response_object.current_question_id
    const answer = { survey_id: surveyId, unique_question_id: current, user_input: 'Hamburg' }

    await atTheBound(registered.user_id, surveyId)
    const before = await messagesOf(registered.user_id)
    const res = await live.post('/api/chat', answer)
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json()).toEqual(refused)
    expect(await messagesOf(registered.user_id)).toBe(before)
    expect((await live.post('/api/chat', { survey_id: surveyId })).statusCode).toBe(200)

    // One turn below the bound the same answer is taken.
    await db().execute(
      sql`update conversations set turns = ${MAX_TURNS_PER_CONVERSATION - 1} where respondent_id = ${registered.user_id}`,
    )
    expect((await live.post('/api/chat', answer)).statusCode).toBe(200)
  })

  it('in a multichat: the answer past the bound in one of its chats is refused and stores nothing', async () => {
    const info = (await api(t.app).get(`/api/multichat/${tatort.multichatId}`)).json()
    const surveyIds = info.contacts.map((c: { survey_id: string }) => c.survey_id) as string[]
    const registered = (await api(t.app).post('/api/register_live_list', { survey_id_list: surveyIds })).json()
    const live = api(t.app, registered.token_live)
    const path = `/api/multichat/${tatort.multichatId}/chat`
    expect((await live.post(path, {})).statusCode).toBe(200)
    const step = tatortWalkthrough[0]!
    const surveyId = surveyIds[step.order]!
    await atTheBound(registered.user_id, surveyId)
    const before = await messagesOf(registered.user_id)
    const answer = { survey_id: surveyId, unique_question_id: step.unique_question_id, user_input: step.answer }
    const res = await live.post(path, answer)
    expect(res.statusCode, res.body).toBe(413)
    expect(res.json()).toEqual(refused)
    expect(await messagesOf(registered.user_id)).toBe(before)
    expect((await live.post(path, {})).statusCode).toBe(200)
  })
})
