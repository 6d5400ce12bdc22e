import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Caller, api } from '../support/fixtures'
import { type DialogSpec, insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/**
 * docs/api/chat.md: besides messages and awaiting, the chatbot_response_object names the awaited
 * question (its follow-up while that is asked) by context, type and unique_question_id, and the
 * last message at the end. The same in the live chat, Testen and the multichat's chats.
 */
const spec: DialogSpec = {
  blocks: [
    { unique_question_id: 'name', type: 'open', context: 'Wie heißt du?', nachfrage: 'Und weiter?' },
    { unique_question_id: 'alter', type: 'number', context: 'Wie alt bist du?', is_end: true },
  ],
}
const settings = { active: true, welcome_message: 'Hallo!', ending_message: 'Tschüss!' }
const head = (body: { chatbot_response_object: Record<string, unknown> }) => {
  const { context, type, unique_question_id } = body.chatbot_response_object
  return { context, type, unique_question_id }
}

describe.each(databaseKinds())('chatbot_response_object names the question on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let surveyId: string
  let secondId: string

  beforeAll(async () => {
    t = await startTestApp(kind)
    ownerId = (await insertUser(t.database.db, 'head-owner@example.org')).id
    surveyId = (await insertSurvey(t.database.db, { ownerId, settings })).surveyId
    secondId = (await insertSurvey(t.database.db, { ownerId, settings })).surveyId
    await insertDialog(t.database.db, surveyId, spec)
    await insertDialog(t.database.db, secondId, spec)
  })
  afterAll(async () => {
    await t?.close()
  })

  const post = (url: string, who: Caller, payload: object) => api(t.app, who).post(url, payload)
  async function live(surveyIds: string[]) {
    const res = await post('/api/register_live_list', null, { survey_id_list: surveyIds })
    return res.json().token_live as string
  }

  it('POST /api/chat: the awaited question, its follow-up, an invalid answer, then the ending', async () => {
    const h = await live([surveyId])
    const start = await post('/api/chat', h, { survey_id: surveyId })
    expect(head(start.json())).toEqual({ context: 'Wie heißt du?', type: 'open', unique_question_id: 'name' })
    // The richer fields stay.
    expect(start.json().chatbot_response_object).toMatchObject({
      current_question_id: 'name',
      awaiting: { kind: 'text' },
    })

    const short = await post('/api/chat', h, { survey_id: surveyId, unique_question_id: 'name', user_input: 'Jo' })
    expect(head(short.json())).toEqual({ context: 'Und weiter?', type: 'nachfrage', unique_question_id: 'name' })

    const next = await post('/api/chat', h, { survey_id: surveyId, unique_question_id: 'name', user_input: 'Jo Meier' })
    expect(head(next.json())).toEqual({ context: 'Wie alt bist du?', type: 'number', unique_question_id: 'alter' })

    const wrong = await post('/api/chat', h, { survey_id: surveyId, unique_question_id: 'alter', user_input: 'alt' })
    expect(wrong.statusCode).toBe(200)
    expect(head(wrong.json())).toEqual({ context: 'Wie alt bist du?', type: 'number', unique_question_id: 'alter' })

    const resumed = await post('/api/chat', h, { survey_id: surveyId, unique_question_id: null })
    expect(head(resumed.json())).toEqual({ context: 'Wie alt bist du?', type: 'number', unique_question_id: 'alter' })

    const end = await post('/api/chat', h, { survey_id: surveyId, unique_question_id: 'alter', user_input: '42' })
    expect(end.json().is_end).toBe(true)
    expect(head(end.json())).toEqual({ context: 'Tschüss!', type: 'ending', unique_question_id: null })
  })

  it('POST /api/assess_chat: the same fields for the editor test run', async () => {
    const start = await post('/api/assess_chat', ownerId, { survey_id: surveyId, state: null })
    expect(start.statusCode, start.body).toBe(200)
    expect(head(start.json())).toEqual({ context: 'Wie heißt du?', type: 'open', unique_question_id: 'name' })
    const next = await post('/api/assess_chat', ownerId, {
      survey_id: surveyId,
      state: start.json().state,
      user_input: 'Jo Meier aus Köln',
    })
    expect(head(next.json())).toEqual({ context: 'Wie alt bist du?', type: 'number', unique_question_id: 'alter' })
    const end = await post('/api/assess_chat', ownerId, {
      survey_id: surveyId,
      state: next.json().state,
      user_input: '42',
    })
    expect(head(end.json())).toEqual({ context: 'Tschüss!', type: 'ending', unique_question_id: null })
  })

  describe('the multichat', () => {
    let dm: number
    beforeAll(async () => {
      const created = await post('/api/dialogmanagers', ownerId, {
        name: 'Kopf',
        survey_ids: [surveyId, secondId],
      })
      expect(created.statusCode, created.body).toBe(201)
      dm = created.json().dialog_manager_id
    })
    const chatHead = (chat: Record<string, unknown>) => ({
      context: chat.context,
      type: chat.type,
      unique_question_id: chat.unique_question_id,
    })

    it('POST /api/multichat/{id}/chat: every chat names its awaited question, a finished one its last message', async () => {
      const h = await live([surveyId, secondId])
      const start = await post(`/api/multichat/${dm}/chat`, h, {})
      expect(start.statusCode, start.body).toBe(200)
      const [lead, other] = start.json().chats
      expect(chatHead(lead)).toEqual({ context: 'Wie heißt du?', type: 'open', unique_question_id: 'name' })
      expect(chatHead(other)).toEqual({ context: 'Wie heißt du?', type: 'open', unique_question_id: 'name' })

      const name = await post(`/api/multichat/${dm}/chat`, h, {
        survey_id: secondId,
        unique_question_id: 'name',
        user_input: 'Jo Meier aus Köln',
      })
      const age = await post(`/api/multichat/${dm}/chat`, h, {
        survey_id: secondId,
        unique_question_id: 'alter',
        user_input: '42',
      })
      expect(chatHead(name.json().chats[1])).toEqual({
        context: 'Wie alt bist du?',
        type: 'number',
        unique_question_id: 'alter',
      })
      const after = age.json().chats
      expect(after[1].status).toBe('finished')
      expect(chatHead(after[1])).toEqual({ context: 'Tschüss!', type: 'ending', unique_question_id: null })
      // A chat this call did not touch still names the question it awaits.
      expect(chatHead(after[0])).toEqual({ context: 'Wie heißt du?', type: 'open', unique_question_id: 'name' })
    })

    it('POST /api/multichat/{id}/test_chat: the same fields in the editor test', async () => {
      const start = await post(`/api/multichat/${dm}/test_chat`, ownerId, { world: null })
      expect(start.statusCode, start.body).toBe(200)
      expect(chatHead(start.json().chats[0])).toEqual({
        context: 'Wie heißt du?',
        type: 'open',
        unique_question_id: 'name',
      })
      const next = await post(`/api/multichat/${dm}/test_chat`, ownerId, {
        world: start.json().world,
        survey_id: surveyId,
        unique_question_id: 'name',
        user_input: 'Jo',
      })
      expect(chatHead(next.json().chats[0])).toEqual({
        context: 'Und weiter?',
        type: 'nachfrage',
        unique_question_id: 'name',
      })
    })
  })
})
