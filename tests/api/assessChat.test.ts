import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember } from '../support/addMember'
import { type Caller, api } from '../support/fixtures'
import { type DialogSpec, insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const interview: DialogSpec = {
  blocks: [
    {
      unique_question_id: 'farbe',
      type: 'single_choice',
      context: 'Rot oder Blau?',
      options: [
        { id: 'rot', label: 'Rot' },
        { id: 'blau', label: 'Blau' },
      ],
    },
    {
      unique_question_id: 'wie',
      type: 'open',
      context: 'Wie zufrieden bist du?',
      nachfrage: 'Kannst du das genauer sagen?',
    },
    { unique_question_id: 'gut', type: 'message', context: 'Das freut uns!', is_end: true },
    { unique_question_id: 'schlecht', type: 'message', context: 'Das tut uns leid.', is_end: true },
  ],
  jumps: [
    ['wie', 'zufrieden', 'gut'],
    ['wie', 'unzufrieden', 'schlecht'],
  ],
  examples: [
    ['wie', 'zufrieden', 'Ich bin sehr zufrieden'],
    ['wie', 'zufrieden', 'Alles super, danke'],
    ['wie', 'zufrieden', 'Es gefällt mir richtig gut'],
    ['wie', 'unzufrieden', 'Ich bin gar nicht zufrieden'],
    ['wie', 'unzufrieden', 'Das war schlecht'],
    ['wie', 'unzufrieden', 'Es hat mich enttäuscht'],
  ],
  exitConditions: [
    { id: 'stop', condition: 'Die Person möchte abbrechen.', examples: ['abbrechen', 'keine lust mehr'] },
  ],
}

interface Reply {
  statusCode: number
  json(): Record<string, unknown> & {
    state: unknown
    chatbot_response_object: { messages: { bubbles: { text: string }[] }[] }
  }
}

describe.each(databaseKinds())('POST /api/assess_chat on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let surveyId: string

  beforeAll(async () => {
    t = await startTestApp(kind)
    ownerId = (await insertUser(t.database.db, 'assess-owner@example.org')).id
    // Inactive on purpose: the editor tests before going live (docs/design/live.md refuses only respondents).
    const settings = { active: false, welcome_message: 'Willkommen!', ending_message: 'Vielen Dank!' }
    surveyId = (await insertSurvey(t.database.db, { ownerId, settings })).surveyId
    await insertDialog(t.database.db, surveyId, interview)
  })
  afterAll(async () => {
    await t?.close()
  })

  const assess = (payload: object, who: Caller = ownerId): Promise<Reply> =>
    api(t.app, who).post('/api/assess_chat', payload) as Promise<Reply>
  const texts = (res: Reply) =>
    res.json().chatbot_response_object.messages.map((m) => m.bubbles.map((b) => b.text).join(' '))

  async function rowCounts() {
    const tables = ['live_respondents', 'conversations', 'chat_messages', 'answers']
    const result = await Promise.all(
      tables.map((name) => t.database.db.execute(sql.raw(`select count(*)::int as n from ${name}`))),
    )
    return result.map((r) => (r as unknown as { rows: { n: number }[] }).rows[0]?.n)
  }

  it('walks an inactive dialog turn by turn, reporting the jump by option and by intent with its confidence', async () => {
    const start = await assess({ survey_id: surveyId, state: null })
    expect(start.statusCode).toBe(200)
    expect(texts(start)).toEqual(['Willkommen!', 'Rot oder Blau?'])
    expect(start.json()).toMatchObject({
      routing: null,
      end_reason: null,
      is_end: false,
      state: { current: 'farbe', finished: false },
    })

    const blue = await assess({ survey_id: surveyId, state: start.json().state, user_input: 'blau' })
    expect(texts(blue)).toEqual(['Wie zufrieden bist du?'])
    expect(blue.json()).toMatchObject({
      finished_question_id: 'farbe',
      routing: { handle: 'order', reason: 'order', confidence: null },
      state: { current: 'wie' },
    })

    const happy = await assess({
      survey_id: surveyId,
      state: blue.json().state,
      user_input: 'Ich bin wirklich sehr zufrieden, alles super',
    })
    expect(texts(happy)).toEqual(['Das freut uns!', 'Vielen Dank!'])
    const routing = happy.json().routing as { handle: string; reason: string; confidence: number }
    expect(routing).toMatchObject({ handle: 'zufrieden', reason: 'intent' })
    expect(routing.confidence).toBeGreaterThan(0.5)
    expect(routing.confidence).toBeLessThanOrEqual(1)
    expect(happy.json()).toMatchObject({ is_end: true, end_reason: null, state: { finished: true, current: null } })
  })

  it('reports the follow-up and, after it, the intent of both answers together', async () => {
    const start = await assess({
      survey_id: surveyId,
      state: {
        current: 'wie',
        phase: 'answer',
        pendingAnswers: [],
        qaCount: 0,
        finished: false,
        visited: ['farbe', 'wie'],
      },
    })
    expect(start.statusCode).toBe(200)
    const unclear = await assess({ survey_id: surveyId, state: start.json().state, user_input: 'hmm' })
    expect(texts(unclear)).toEqual(['Kannst du das genauer sagen?'])
    expect(unclear.json()).toMatchObject({
      routing: { reason: 'nachfrage' },
      state: { phase: 'nachfrage', pendingAnswers: ['hmm'] },
    })
    const second = await assess({
      survey_id: surveyId,
      state: unclear.json().state,
      user_input: 'Das war leider schlecht und enttäuschend',
    })
    expect(texts(second)).toEqual(['Das tut uns leid.', 'Vielen Dank!'])
    expect(second.json().routing).toMatchObject({ handle: 'unzufrieden', reason: 'intent' })
  })

  it('names the AI exit condition that ended the dialog', async () => {
    const state = {
      current: 'wie',
      phase: 'answer',
      pendingAnswers: [],
      qaCount: 0,
      finished: false,
      visited: ['farbe', 'wie'],
    }
    const res = await assess({ survey_id: surveyId, state, user_input: 'Ich will das Interview abbrechen' })
    expect(res.json()).toMatchObject({
      is_end: true,
      finished_question_id: 'wie',
      end_reason: 'exit_condition',
      exit_condition_id: 'stop',
    })
    expect(texts(res)).toEqual(['Vielen Dank!'])
  })

  it('stores no respondent, conversation, transcript or answer', async () => {
    const before = await rowCounts()
    const start = await assess({ survey_id: surveyId, state: null })
    const answered = await assess({ survey_id: surveyId, state: start.json().state, user_input: 'rot' })
    await assess({ survey_id: surveyId, state: answered.json().state, user_input: 'Ich bin sehr zufrieden damit' })
    expect(await rowCounts()).toEqual(before)
  })

  it("keeps the typed answers to open blocks for Trainieren, apart from the respondents' answers", async () => {
    const state = {
      current: 'wie',
      phase: 'answer',
      pendingAnswers: [],
      qaCount: 0,
      finished: false,
      visited: ['farbe', 'wie'],
    }
    await assess({ survey_id: surveyId, state, user_input: 'Im Test: total zufrieden mit allem' })
    const list = async (source: string) =>
      (
        await api(t.app, ownerId).get(`/api/surveys/${surveyId}/training/wie/answers?source=${source}&q=im%20test`)
      ).json()
    const tests = await list('test')
    expect(tests.total).toBe(1)
    expect(tests.items[0]).toMatchObject({
      source: 'test',
      respondent_id: null,
      text: 'Im Test: total zufrieden mit allem',
      routed_handle: 'zufrieden',
      predicted_handle: 'zufrieden',
    })
    expect(tests.items[0].test_answer_id).toBeGreaterThan(0)
    expect((await list('all')).total).toBe(1)
    expect((await list('live')).total).toBe(0)
    // A single-choice answer of a test run is not kept: only open blocks are trained.
    const start = await assess({ survey_id: surveyId, state: null })
    await assess({ survey_id: surveyId, state: start.json().state, user_input: 'rot' })
    const kept = await t.database.db.execute(
      sql`select count(*)::int as n from test_answers where survey_id = ${surveyId} and unique_question_id = 'farbe'`,
    )
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
  })

  it('ends the run when the awaited block was deleted meanwhile', async () => {
    const state = {
      current: 'geloescht',
      phase: 'answer',
      pendingAnswers: [],
      qaCount: 0,
      finished: false,
      visited: ['geloescht'],
    }
    const res = await assess({ survey_id: surveyId, state, user_input: 'egal' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      is_end: true,
      end_reason: 'missing_block',
      chatbot_response_object: { awaiting: null },
    })
  })

  it('an invalid answer asks again and reports no routing', async () => {
    const start = await assess({ survey_id: surveyId, state: null })
    const bad = await assess({ survey_id: surveyId, state: start.json().state, user_input: 'gelb' })
    expect(bad.statusCode).toBe(200)
    expect(bad.json()).toMatchObject({ routing: null, finished_question_id: null, state: start.json().state })
  })

  it('refuses a malformed state with 400 naming the field', async () => {
    const badPhase = await assess({
      survey_id: surveyId,
      state: { current: 'wie', phase: 'irgendwas', pendingAnswers: [], qaCount: 0, finished: false, visited: [] },
    })
    expect(badPhase.statusCode).toBe(400)
    expect(badPhase.json().msg).toContain("'state.phase'")
    const missing = await assess({ survey_id: surveyId, user_input: 'rot' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().msg).toContain("'state'")
    const wrongType = await assess({
      survey_id: surveyId,
      state: { current: 'wie', phase: 'answer', pendingAnswers: [], qaCount: -1, finished: false, visited: [] },
    })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().msg).toContain("'state.qaCount'")
  })

  it('is for members who may test: Trainieren yes, Analysieren 403, strangers 404, no token 401', async () => {
    const db = t.database.db
    const trainer = await insertUser(db, 'assess-trainer@example.org')
    const analyst = await insertUser(db, 'assess-analyst@example.org')
    const stranger = await insertUser(db, 'assess-stranger@example.org')
    await addMember(db, surveyId, trainer, 'Trainieren')
    await addMember(db, surveyId, analyst, 'Analysieren')
    expect((await assess({ survey_id: surveyId, state: null }, trainer.id)).statusCode).toBe(200)
    const refused = await assess({ survey_id: surveyId, state: null }, analyst.id)
    expect(refused.statusCode).toBe(403)
    const hidden = await assess({ survey_id: surveyId, state: null }, stranger.id)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json().msg).toBe('Dialog nicht gefunden.')
    expect((await assess({ survey_id: surveyId, state: null }, null)).statusCode).toBe(401)
  })
})
