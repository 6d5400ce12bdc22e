import { CLARIFY_BUTTONS_THRESHOLD } from '@engine/nlu'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, chatMessages, conversations } from '../../server/db/schema'
import { type Caller, api } from '../support/fixtures'
import { type DialogSpec, insertDialog } from '../support/insertDialog'
import { UNSURE_SATISFACTION, satisfactionDialog } from '../support/satisfactionDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { jobsDone } from '../support/jobsDone'
import { databaseKinds } from '../support/testDatabase'

// docs/nlu.md "Clarifying question": an unsure answer gets buttons with the likely intents.
const dialog: DialogSpec = satisfactionDialog({
  open: { clarify_mode: 'buttons', intent_labels: { unzufrieden: 'Eher unzufrieden' } },
})

/** Between the two intents (about 0.13 each, far below 0.6, above the option floor): buttons come. */
const UNSURE = UNSURE_SATISFACTION

interface Awaiting {
  kind: string
  options?: { id: string; label: string; confidence?: number }[]
}

describe.each(databaseKinds())('the clarifying question in the live chat on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let surveyId: string

  beforeAll(async () => {
    t = await startTestApp(kind, { jobRunner: 'manual' })
    ownerId = (await insertUser(t.database.db, 'clarify-owner@example.org')).id
    const settings = { active: true, welcome_message: 'Willkommen!', ending_message: 'Vielen Dank!' }
    surveyId = (await insertSurvey(t.database.db, { ownerId, settings })).surveyId
    await insertDialog(t.database.db, surveyId, dialog)
    await api(t.app, ownerId).post(`/api/surveys/${surveyId}/training/retrain`, {})
    await jobsDone(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  async function respondent() {
    const res = await api(t.app).post('/api/register_live_list', { survey_id_list: [surveyId] })
    const { user_id, token_live } = res.json()
    return { id: user_id as number, token: token_live as string }
  }
  const chat = (who: Caller, payload: object) => api(t.app, who).post('/api/chat', payload)
  const awaitingOf = (res: { json(): unknown }) =>
    (res.json() as { chatbot_response_object: { awaiting: Awaiting | null } }).chatbot_response_object.awaiting
  async function stored(respondentId: number) {
    const db = t.database.db
    const mine = <T extends typeof chatMessages | typeof answers | typeof conversations>(table: T) =>
      and(eq(table.respondentId, respondentId), eq(table.surveyId, surveyId))
    return {
      transcript: (await db.select().from(chatMessages).where(mine(chatMessages)).orderBy(chatMessages.id)).map(
        (m) => `${m.userOrBot}:${m.context}`,
      ),
      answers: await db.select().from(answers).where(mine(answers)),
      conversation: (await db.select().from(conversations).where(mine(conversations)))[0],
    }
  }
  async function askedRespondent() {
    const r = await respondent()
    await chat(r.token, { survey_id: surveyId, unique_question_id: null, user_input: '' })
    const asked = await chat(r.token, { survey_id: surveyId, unique_question_id: 'wie', user_input: UNSURE })
    expect(asked.statusCode).toBe(200)
    return { r, asked }
  }

  it('an unsure answer gets the question with buttons; a tap routes it and is stored as the route the respondent chose', async () => {
    const { r, asked } = await askedRespondent()
    const awaiting = awaitingOf(asked)
    expect(awaiting?.kind).toBe('clarify')
    const ids = (awaiting?.options ?? []).map((o) => o.id)
    expect(ids).toContain('intent:unzufrieden')
    expect(ids.at(-1)).toBe('other')
    expect(awaiting?.options?.find((o) => o.id === 'intent:unzufrieden')).toMatchObject({ label: 'Eher unzufrieden' })
    for (const option of awaiting?.options?.slice(0, -1) ?? [])
      expect(option.confidence).toBeLessThan(CLARIFY_BUTTONS_THRESHOLD)
    expect((await stored(r.id)).answers).toMatchObject([{ value: UNSURE, route: 'asked', intent: null }])

    const tapped = await chat(r.token, {
      survey_id: surveyId,
      unique_question_id: 'wie',
      user_input: 'intent:unzufrieden',
    })
    expect(tapped.statusCode).toBe(200)
    expect(tapped.json()).toMatchObject({ finished_question_id: 'wie', is_end: true })
    const data = await stored(r.id)
    // The answer stays the respondent's words; the transcript shows the label tapped.
    expect(data.answers).toMatchObject([{ value: UNSURE, intent: 'unzufrieden', route: 'clarified' }])
    expect(data.transcript).toEqual([
      'bot:Willkommen!',
      'bot:Wie zufrieden bist du?',
      `user:${UNSURE}`,
      'bot:Meinten Sie eines davon?',
      'user:Eher unzufrieden',
      'bot:Das tut uns leid.',
      'bot:Vielen Dank!',
    ])
  })

  it('an option that was not offered is 400 clarify_option_unknown and changes nothing', async () => {
    const { r } = await askedRespondent()
    const before = await stored(r.id)
    for (const input of ['intent:default', 'unzufrieden', 'Ich meine was ganz anderes', '']) {
      const res = await chat(r.token, { survey_id: surveyId, unique_question_id: 'wie', user_input: input })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'clarify_option_unknown' })
      expect(res.json().msg).toContain('user_input')
    }
    expect(await stored(r.id)).toEqual(before)
    // A reload shows the same buttons again.
    const resumed = await chat(r.token, { survey_id: surveyId, unique_question_id: null, user_input: '' })
    expect(awaitingOf(resumed)?.kind).toBe('clarify')
  })

  it('"Etwas anderes" asks the nachfrage; its answer is never routed to a declined intent and is stored as route other', async () => {
    const { r } = await askedRespondent()
    const other = await chat(r.token, { survey_id: surveyId, unique_question_id: 'wie', user_input: 'other' })
    expect(awaitingOf(other)?.kind).toBe('text')
    const second = await chat(r.token, {
      survey_id: surveyId,
      unique_question_id: 'wie',
      user_input: 'Ich bin sehr zufrieden, alles super',
    })
    // Both intents were offered and declined: however sure the second answer, the default jump.
    expect(second.json()).toMatchObject({ finished_question_id: 'wie' })
    expect(second.json().chatbot_response_object.messages[0].bubbles[0].text).toBe('Danke für deine Antwort.')
    const data = await stored(r.id)
    expect(data.answers).toMatchObject([{ intent: null, route: 'other' }])
    expect(data.transcript).toContain('user:Etwas anderes')
    expect(data.transcript).toContain('bot:Kannst du das genauer sagen?')
  })

  it('Testen shows the buttons with the scores and refuses an option not offered the same way', async () => {
    const state = { current: 'wie', phase: 'answer', pendingAnswers: [], qaCount: 0, finished: false, visited: ['wie'] }
    const caller = api(t.app, ownerId)
    const asked = await caller.post('/api/assess_chat', { survey_id: surveyId, state, user_input: UNSURE })
    expect(asked.statusCode).toBe(200)
    expect(asked.json().routing).toMatchObject({ reason: 'clarify' })
    expect(awaitingOf(asked)?.kind).toBe('clarify')
    const next = asked.json().state
    expect(next).toMatchObject({ phase: 'clarify', pendingAnswers: [UNSURE] })
    const refused = await caller.post('/api/assess_chat', { survey_id: surveyId, state: next, user_input: 'nein' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'clarify_option_unknown' })
    const tapped = await caller.post('/api/assess_chat', {
      survey_id: surveyId,
      state: next,
      user_input: 'intent:zufrieden',
    })
    expect(tapped.json().routing).toMatchObject({ reason: 'clarified', handle: 'zufrieden' })
    // The test answer kept when the question was asked now says how the tap routed it.
    const listed = await caller.get(
      `/api/surveys/${surveyId}/training/wie/answers?source=test&q=${encodeURIComponent(UNSURE)}`,
    )
    const items = listed.json().items as { text: string; routed_handle: string | null }[]
    expect(items.filter((i) => i.text === UNSURE)).toEqual([expect.objectContaining({ routed_handle: 'zufrieden' })])
  })
})
