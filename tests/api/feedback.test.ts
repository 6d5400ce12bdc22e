import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, messageFeedback } from '../../server/db/schema'
import { FEEDBACK_PER_MINUTE } from '../../server/routes/live/feedback'
import { type Caller, api } from '../support/fixtures'
import { type DialogSpec, insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const spec: DialogSpec = {
  blocks: [
    { unique_question_id: 'alter', type: 'number', context: 'Wie alt bist du?#1500#Ganz ehrlich?' },
    { unique_question_id: 'ende', type: 'open', context: 'Was noch?', is_end: true },
  ],
}

interface Message {
  unique_question_id: string | null
  type: string
  message_id?: number
}

describe.each(databaseKinds())('POST /api/feedback on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let surveyId: string
  let offId: string
  // The app's clock runs with the real one (editor tokens are issued on it) and can be moved ahead.
  let ahead = 0

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => Date.now() + ahead })
    ownerId = (await insertUser(t.database.db, 'feedback-owner@example.org')).id
    const settings = { active: true, welcome_message: 'Hallo!', ending_message: 'Danke!', feedback_allowed: true }
    surveyId = (await insertSurvey(t.database.db, { ownerId, settings })).surveyId
    offId = (await insertSurvey(t.database.db, { ownerId, settings: { ...settings, feedback_allowed: false } }))
      .surveyId
    await insertDialog(t.database.db, surveyId, spec)
    await insertDialog(t.database.db, offId, spec)
  })
  afterAll(async () => {
    await t?.close()
  })

  const post = (url: string, who: Caller, payload: unknown) => api(t.app, who).post(url, payload as object)
  async function respondent(ids: string[] = [surveyId]) {
    const res = await post('/api/register_live_list', null, { survey_id_list: ids })
    return { id: res.json().user_id as number, token: res.json().token_live as string }
  }
  /** Starts the dialog: the welcome and the first question, each with the id feedback names it by. */
  async function started(who: Caller, survey = surveyId) {
    const res = await post('/api/chat', who, { survey_id: survey })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().chatbot_response_object.messages as Message[]
  }
  const rate = (who: Caller, message_id: unknown, rating: unknown, survey = surveyId) =>
    post('/api/feedback', who, { survey_id: survey, message_id, rating })
  const stored = async (messageId: number) =>
    (await t.database.db.select().from(messageFeedback).where(eq(messageFeedback.chatMessageId, messageId))).map(
      (r) => r.rating,
    )

  it('the live chat names every bot message by the transcript row of its last bubble', async () => {
    const r = await respondent()
    const [welcome, question] = await started(r.token)
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.respondentId, r.id))
    expect(rows.map((m) => m.context)).toEqual(['Hallo!', 'Wie alt bist du?', 'Ganz ehrlich?'])
    expect(welcome?.message_id).toBe(rows[0]!.id)
    // Two bubbles: the message is its last one.
    expect(question?.message_id).toBe(rows[2]!.id)
  })

  it('checks the token before the body: 401 without one or with a revoked one, even for a bad body; 403 for an editor', async () => {
    const none = await post('/api/feedback', null, { rating: 'meh' })
    expect(none.statusCode).toBe(401)
    expect(none.json().code).toBe('missing_token')
    const forged = await post('/api/feedback', 'a.b.c', { rating: 'meh' })
    expect(forged.statusCode).toBe(422)
    expect(forged.json().code).toBe('invalid_token')

    const r = await respondent()
    const [welcome] = await started(r.token)
    const editor = await rate(ownerId, welcome!.message_id, 'up')
    expect(editor.statusCode).toBe(403)
    expect(editor.json().code).toBe('live_token_required')
    expect(await stored(welcome!.message_id!)).toEqual([])

    // After delete (restart_delete) the token is revoked: 401 before the body is looked at.
    await post('/api/restart_delete', r.token, { survey_id: surveyId, action: 'delete' })
    const revoked = await post('/api/feedback', r.token, { rating: 'meh' })
    expect(revoked.statusCode).toBe(401)
  })

  it('validates the body: 400 naming the field', async () => {
    const r = await respondent()
    const [welcome] = await started(r.token)
    for (const [payload, field] of [
      [{ survey_id: surveyId, message_id: welcome!.message_id, rating: 'meh' }, 'rating'],
      [{ survey_id: surveyId, message_id: -3, rating: 'up' }, 'message_id'],
      [{ survey_id: surveyId, message_id: '1 OR 1=1', rating: 'up' }, 'message_id'],
      [{ survey_id: surveyId, message_id: 1.5, rating: 'up' }, 'message_id'],
      [{ survey_id: surveyId, rating: 'up' }, 'message_id'],
      [{ message_id: 1, rating: 'up' }, 'survey_id'],
    ] as const) {
      const res = await post('/api/feedback', r.token, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid_input' })
      expect(res.json().msg).toContain(field)
    }
    const notJson = await api(t.app, r.token).post('/api/feedback', '{', { 'content-type': 'application/json' })
    expect(notJson.statusCode).toBe(400)
  })

  it('keeps one rating per message, changes it in place and takes it back with null', async () => {
    const r = await respondent()
    const [, question] = await started(r.token)
    const id = question!.message_id!
    const up = await rate(r.token, id, 'up')
    expect(up.statusCode, up.body).toBe(200)
    expect(up.json()).toEqual({ msg: 'success', message_id: id, rating: 'up' })
    expect(await stored(id)).toEqual([1])
    expect((await rate(r.token, id, 'up')).statusCode).toBe(200)
    expect(await stored(id)).toEqual([1])
    expect((await rate(r.token, id, 'down')).json().rating).toBe('down')
    expect(await stored(id)).toEqual([-1])
    expect((await rate(r.token, id, null)).statusCode).toBe(200)
    expect(await stored(id)).toEqual([])
  })

  it("refuses what is not the respondent's own bot message: 404, and 403 for another dialog", async () => {
    const me = await respondent()
    const other = await respondent()
    const [mine] = await started(me.token)
    const [theirs] = await started(other.token)
    const foreign = await rate(me.token, theirs!.message_id, 'up')
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().code).toBe('message_not_found')
    expect(await stored(theirs!.message_id!)).toEqual([])

    // The respondent's own reply is no bot message.
    await post('/api/chat', me.token, { survey_id: surveyId, unique_question_id: 'alter', user_input: '42' })
    const reply = (await t.database.db.select().from(chatMessages).where(eq(chatMessages.respondentId, me.id))).find(
      (m) => m.userOrBot === 'user',
    )
    expect((await rate(me.token, reply!.id, 'up')).json().code).toBe('message_not_found')
    expect((await rate(me.token, 9_000_000_000, 'up')).statusCode).toBe(404)

    // A dialog the token is not for.
    const elsewhere = await rate(me.token, mine!.message_id, 'up', offId)
    expect(elsewhere.statusCode).toBe(403)
  })

  it('refuses ratings where the dialog does not allow feedback: 409 feedback_off', async () => {
    const r = await respondent([offId])
    const [welcome] = await started(r.token, offId)
    const res = await rate(r.token, welcome!.message_id, 'up', offId)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('feedback_off')
    expect(await stored(welcome!.message_id!)).toEqual([])
  })

  it(`allows ${FEEDBACK_PER_MINUTE} ratings a minute per respondent, then 429 with Retry-After`, async () => {
    const r = await respondent()
    const [welcome] = await started(r.token)
    for (let i = 0; i < FEEDBACK_PER_MINUTE; i++) {
      expect((await rate(r.token, welcome!.message_id, i % 2 ? 'up' : 'down')).statusCode).toBe(200)
    }
    const limited = await rate(r.token, welcome!.message_id, 'up')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('too_many_requests')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another respondent is not affected.
    const other = await respondent()
    const [theirs] = await started(other.token)
    expect((await rate(other.token, theirs!.message_id, 'up')).statusCode).toBe(200)
    ahead += 61_000
    expect((await rate(r.token, welcome!.message_id, 'up')).statusCode).toBe(200)
  })

  it('shows in Analyse: counts per block and the rating at its message in the transcript', async () => {
    const fresh = (
      await insertSurvey(t.database.db, {
        ownerId,
        settings: { active: true, welcome_message: 'Hallo!', ending_message: 'Danke!', feedback_allowed: true },
      })
    ).surveyId
    await insertDialog(t.database.db, fresh, spec)
    const a = await respondent([fresh])
    const b = await respondent([fresh])
    const [welcomeA, questionA] = await started(a.token, fresh)
    const [, questionB] = await started(b.token, fresh)
    await rate(a.token, questionA!.message_id, 'up', fresh)
    await rate(a.token, welcomeA!.message_id, 'down', fresh)
    await rate(b.token, questionB!.message_id, 'down', fresh)

    const blocks = await api(t.app, ownerId).get(`/api/analyse/${fresh}/blocks`)
    expect(blocks.statusCode, blocks.body).toBe(200)
    const byId = Object.fromEntries(
      (blocks.json().blocks as { unique_question_id: string; feedback: unknown }[]).map((x) => [
        x.unique_question_id,
        x.feedback,
      ]),
    )
    expect(byId).toEqual({ alter: { up: 1, down: 1 }, ende: { up: 0, down: 0 } })

    const transcript = await api(t.app, ownerId).get(`/api/analyse/${fresh}/transcripts/${a.id}`)
    expect(
      (transcript.json().messages as { context: string; feedback: string | null }[]).map((m) => [
        m.context,
        m.feedback,
      ]),
    ).toEqual([
      ['Hallo!', 'down'],
      ['Wie alt bist du?', null],
      ['Ganz ehrlich?', 'up'],
    ])
  })
})
