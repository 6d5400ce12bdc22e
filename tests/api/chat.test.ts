import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, chatMessages, classifierModels, conversations } from '../../server/db/schema'
import { findConversation, saveTurn } from '../../server/repositories/conversations'
import { type Caller, api } from '../support/fixtures'
import { type DialogSpec, insertDialog } from '../support/insertDialog'
import { satisfactionDialog } from '../support/satisfactionDialog'
import { file, form } from '../support/multipart'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { jobsDone } from '../support/jobsDone'
import { databaseKinds } from '../support/testDatabase'

const choice: DialogSpec = {
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
    { unique_question_id: 'rot_frage', type: 'number', context: 'Wie alt bist du?', acknowledgement: 'Danke.' },
    { unique_question_id: 'blau_frage', type: 'open', context: 'Warum Blau?', is_end: true },
  ],
  jumps: [['farbe', 'blau', 'blau_frage']],
}

const routed: DialogSpec = satisfactionDialog({
  withDefault: false,
  exitConditions: [
    { id: 'stop', condition: 'Die Person möchte abbrechen.', examples: ['abbrechen', 'keine lust mehr'] },
  ],
})

describe.each(databaseKinds())('POST /api/chat on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let choiceId: string
  let routedId: string
  let inactiveId: string

  beforeAll(async () => {
    t = await startTestApp(kind, { jobRunner: 'manual' })
    ownerId = (await insertUser(t.database.db, 'chat-owner@example.org')).id
    const settings = { active: true, welcome_message: 'Willkommen!', ending_message: 'Vielen Dank!' }
    choiceId = (await insertSurvey(t.database.db, { ownerId, settings })).surveyId
    routedId = (await insertSurvey(t.database.db, { ownerId, settings })).surveyId
    inactiveId = (await insertSurvey(t.database.db, { ownerId, settings: { active: false } })).surveyId
    await insertDialog(t.database.db, choiceId, choice)
    await insertDialog(t.database.db, routedId, routed)
    await insertDialog(t.database.db, inactiveId, choice)
    // Models are built by jobs (docs/nlu.md "When models are built").
    await api(t.app, ownerId).post(`/api/surveys/${routedId}/training/retrain`, {})
    await jobsDone(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  async function respondent(surveyIds: string[]) {
    const res = await api(t.app).post('/api/register_live_list', { survey_id_list: surveyIds })
    const { user_id, token_live } = res.json()
    return { id: user_id as number, token: token_live as string }
  }
  const chat = (who: Caller, payload: object) => api(t.app, who).post('/api/chat', payload)
  const texts = (res: { json(): { chatbot_response_object: { messages: { bubbles: { text: string }[] }[] } } }) =>
    res.json().chatbot_response_object.messages.map((m) => m.bubbles.map((b) => b.text).join(' '))

  async function stored(respondentId: number, surveyId: string) {
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

  it('walks a dialog: welcome and first question, a jump by option, the end; all of it stored', async () => {
    const r = await respondent([choiceId])
    const start = await chat(r.token, { survey_id: choiceId, unique_question_id: null, user_input: '' })
    expect(start.statusCode).toBe(200)
    expect(texts(start)).toEqual(['Willkommen!', 'Rot oder Blau?'])
    expect(start.json().chatbot_response_object.awaiting).toMatchObject({
      unique_question_id: 'farbe',
      kind: 'single_choice',
    })
    expect(start.json()).toMatchObject({ finished_question_id: null, is_end: false })

    const blue = await chat(r.token, { survey_id: choiceId, unique_question_id: 'farbe', user_input: 'blau' })
    expect(texts(blue)).toEqual(['Warum Blau?'])
    expect(blue.json()).toMatchObject({
      finished_question_id: 'farbe',
      is_end: false,
      chatbot_response_object: { current_question_id: 'blau_frage' },
    })

    const end = await chat(r.token, {
      survey_id: choiceId,
      unique_question_id: 'blau_frage',
      user_input: 'Weil es die Farbe des Meeres ist',
    })
    expect(end.json()).toMatchObject({
      finished_question_id: 'blau_frage',
      is_end: true,
      chatbot_response_object: { awaiting: null },
    })
    expect(texts(end)).toEqual(['Vielen Dank!'])

    const data = await stored(r.id, choiceId)
    expect(data.transcript).toEqual([
      'bot:Willkommen!',
      'bot:Rot oder Blau?',
      'user:blau',
      'bot:Warum Blau?',
      'user:Weil es die Farbe des Meeres ist',
      'bot:Vielen Dank!',
    ])
    expect(Object.fromEntries(data.answers.map((a) => [a.uniqueQuestionId, a.value]))).toEqual({
      farbe: 'blau',
      blau_frage: 'Weil es die Farbe des Meeres ist',
    })
    expect(data.conversation?.finishedAt).not.toBeNull()
  })

  it('a start call on a running conversation asks the awaited question again and records nothing', async () => {
    const r = await respondent([choiceId])
    await chat(r.token, { survey_id: choiceId, user_input: '' })
    const before = await stored(r.id, choiceId)
    const again = await chat(r.token, { survey_id: choiceId, unique_question_id: null })
    expect(texts(again)).toEqual(['Rot oder Blau?'])
    expect(await stored(r.id, choiceId)).toEqual(before)
  })

  it('an invalid answer gets a German error and the same question; nothing is recorded as answer', async () => {
    const r = await respondent([choiceId])
    await chat(r.token, { survey_id: choiceId })
    await chat(r.token, { survey_id: choiceId, unique_question_id: 'farbe', user_input: 'rot' })
    const bad = await chat(r.token, { survey_id: choiceId, unique_question_id: 'rot_frage', user_input: 'alt genug' })
    expect(bad.statusCode).toBe(200)
    const [error, question] = texts(bad)
    expect(error).toMatch(/Zahl/)
    expect(question).toBe('Wie alt bist du?')
    expect(bad.json().chatbot_response_object.current_question_id).toBe('rot_frage')
    expect((await stored(r.id, choiceId)).answers.map((a) => a.uniqueQuestionId)).toEqual(['farbe'])
  })

  it('an answer sent twice (even at once) is recorded once; the other gets 409', async () => {
    const r = await respondent([choiceId])
    await chat(r.token, { survey_id: choiceId })
    const both = await Promise.all(
      [1, 2].map(() => chat(r.token, { survey_id: choiceId, unique_question_id: 'farbe', user_input: 'rot' })),
    )
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409])
    const again = await chat(r.token, { survey_id: choiceId, unique_question_id: 'farbe', user_input: 'blau' })
    expect(again.statusCode).toBe(409)
    expect(again.json().msg).toMatch(/bereits beantwortet/)
    const data = await stored(r.id, choiceId)
    expect(data.transcript.filter((m) => m.startsWith('user:'))).toEqual(['user:rot'])
    expect(data.answers.map((a) => a.value)).toEqual(['rot'])
  })

  it('a turn is saved only over the state it was computed from (compare-and-set), however requests interleave', async () => {
    const r = await respondent([choiceId])
    await chat(r.token, { survey_id: choiceId })
    const read = await findConversation(t.database.db, r.id, choiceId)
    if (!read) throw new Error('no conversation')
    const turn = {
      state: { ...read.state, current: 'rot_frage' },
      messages: [],
      awaiting: null,
      finished_question_id: 'farbe',
      is_end: false,
    }
    const save = () =>
      saveTurn(t.database.db, { respondentId: r.id, surveyId: choiceId, readTurns: read.turns, turn, at: new Date() })
    expect(await save()).toBe(true)
    expect(await save()).toBe(false)
    expect(
      await saveTurn(t.database.db, { respondentId: r.id, surveyId: choiceId, readTurns: null, turn, at: new Date() }),
    ).toBe(false)
    expect((await findConversation(t.database.db, r.id, choiceId))?.turns).toBe(read.turns + 1)
  })

  it('routes a free-text answer by its built model and stores the intent', async () => {
    const r = await respondent([routedId])
    await chat(r.token, { survey_id: routedId })
    const res = await chat(r.token, {
      survey_id: routedId,
      unique_question_id: 'wie',
      user_input: 'Ich bin wirklich sehr zufrieden, alles super',
    })
    expect(texts(res)).toEqual(['Das freut uns!', 'Vielen Dank!'])
    const [answer] = (await stored(r.id, routedId)).answers
    expect(answer).toMatchObject({ intent: 'zufrieden' })
    expect(answer?.confidence).toBeGreaterThan(0.5)
    const models = await t.database.db.select().from(classifierModels).where(eq(classifierModels.surveyId, routedId))
    expect(models.map((m) => m.uniqueQuestionId)).toEqual(['wie'])
  })

  it('an unclear answer gets the follow-up once; both answers are stored together', async () => {
    const r = await respondent([routedId])
    await chat(r.token, { survey_id: routedId })
    const unclear = await chat(r.token, { survey_id: routedId, unique_question_id: 'wie', user_input: 'hmm' })
    expect(texts(unclear)).toEqual(['Kannst du das genauer sagen?'])
    const second = await chat(r.token, {
      survey_id: routedId,
      unique_question_id: 'wie',
      user_input: 'Das war leider schlecht und enttäuschend',
    })
    expect(texts(second)).toEqual(['Das tut uns leid.', 'Vielen Dank!'])
    expect((await stored(r.id, routedId)).answers.map((a) => a.value)).toEqual([
      'hmm\nDas war leider schlecht und enttäuschend',
    ])
  })

  it('an answer with a lone UTF-16 surrogate is taken, with U+FFFD in its place, instead of failing the turn', async () => {
    const r = await respondent([routedId])
    await chat(r.token, { survey_id: routedId })
    // The first answer waits in the conversation's state (jsonb) until the follow-up is answered.
    const unclear = await chat(r.token, { survey_id: routedId, unique_question_id: 'wie', user_input: 'hm\ud800' })
    expect(unclear.statusCode, unclear.body).toBe(200)
    expect(texts(unclear)).toEqual(['Kannst du das genauer sagen?'])
    const second = await chat(r.token, {
      survey_id: routedId,
      unique_question_id: 'wie',
      user_input: 'Das war \udc00 schlecht und enttäuschend',
    })
    expect(second.statusCode, second.body).toBe(200)
    const data = await stored(r.id, routedId)
    expect(data.answers.map((a) => a.value)).toEqual(['hm\ufffd\nDas war \ufffd schlecht und enttäuschend'])
    expect(data.transcript.filter((m) => m.startsWith('user:'))).toEqual([
      'user:hm\ufffd',
      'user:Das war \ufffd schlecht und enttäuschend',
    ])
  })

  it('ends the dialog when an AI exit condition holds after an answer', async () => {
    const r = await respondent([routedId])
    await chat(r.token, { survey_id: routedId })
    const res = await chat(r.token, {
      survey_id: routedId,
      unique_question_id: 'wie',
      user_input: 'Ich will das Interview abbrechen',
    })
    expect(res.json()).toMatchObject({
      is_end: true,
      finished_question_id: 'wie',
      chatbot_response_object: { awaiting: null },
    })
    expect(texts(res)).toEqual(['Vielen Dank!'])
    const data = await stored(r.id, routedId)
    expect(data.answers.map((a) => a.value)).toEqual(['Ich will das Interview abbrechen'])
    expect(data.conversation?.finishedAt).not.toBeNull()
  })

  it('a qa block answers questions from its uploaded document, and the fallback when nothing matches', async () => {
    const qaId = (await insertSurvey(t.database.db, { ownerId, settings: { active: true } })).surveyId
    const text =
      '# Öffnungszeiten\n\nWir haben montags bis freitags von 9 bis 17 Uhr geöffnet.\n\n# Preise\n\nDer Eintritt kostet 5 Euro.'
    const { payload, headers } = form([
      { name: 'type', value: 'document' },
      file(Buffer.from(text), 'faq.txt', 'text/plain'),
    ])
    const upload = await api(t.app, ownerId).post(`/api/surveys/${qaId}/media`, payload, headers)
    const filenameDb = upload.json().media_file.filename_db as string
    // The document is indexed by a job (docs/api/media.md); this suite runs jobs by hand.
    await jobsDone(t)
    await insertDialog(t.database.db, qaId, {
      blocks: [
        {
          unique_question_id: 'fragen',
          type: 'qa',
          context: 'Was möchtest du wissen?',
          filename_db: filenameDb,
          qa_fallback: 'Das steht leider nicht in unseren Unterlagen.',
        },
        { unique_question_id: 'ende', type: 'message', context: 'Tschüss!', is_end: true },
      ],
    })
    const r = await respondent([qaId])
    await chat(r.token, { survey_id: qaId })
    const hours = await chat(r.token, {
      survey_id: qaId,
      unique_question_id: 'fragen',
      user_input: 'Wann habt ihr geöffnet?',
    })
    expect(texts(hours)).toEqual(['Öffnungszeiten: Wir haben montags bis freitags von 9 bis 17 Uhr geöffnet.'])
    const unknown = await chat(r.token, {
      survey_id: qaId,
      unique_question_id: 'fragen',
      user_input: 'Gibt es Parkplätze?',
    })
    expect(texts(unknown)).toEqual(['Das steht leider nicht in unseren Unterlagen.'])
    const leave = await chat(r.token, { survey_id: qaId, unique_question_id: 'fragen', user_input: 'weiter' })
    expect(texts(leave)).toEqual(['Tschüss!'])
  })

  it("a qa block never reads another dialog's document", async () => {
    const other = (await insertSurvey(t.database.db, { ownerId, settings: { active: true } })).surveyId
    const { payload, headers } = form([
      { name: 'type', value: 'document' },
      file(Buffer.from('Das Geheimnis ist 42.'), 'geheim.txt', 'text/plain'),
    ])
    const filenameDb = (await api(t.app, ownerId).post(`/api/surveys/${other}/media`, payload, headers)).json()
      .media_file.filename_db as string
    const qaId = (await insertSurvey(t.database.db, { ownerId, settings: { active: true } })).surveyId
    await insertDialog(t.database.db, qaId, {
      blocks: [{ unique_question_id: 'fragen', type: 'qa', filename_db: filenameDb, qa_fallback: 'Weiß ich nicht.' }],
    })
    const r = await respondent([qaId])
    await chat(r.token, { survey_id: qaId })
    expect(
      texts(
        await chat(r.token, { survey_id: qaId, unique_question_id: 'fragen', user_input: 'Was ist das Geheimnis?' }),
      ),
    ).toEqual(['Weiß ich nicht.'])
  })

  it('a dialog never live answers 409 dialog_not_live, one switched off dialog_inactive ("nicht mehr aktiv")', async () => {
    const r = await respondent([inactiveId])
    const never = await chat(r.token, { survey_id: inactiveId })
    expect(never.statusCode).toBe(409)
    expect(never.json()).toEqual({ msg: 'Dialog ist noch nicht live.', code: 'dialog_not_live' })
    for (let i = 0; i < 2; i++) {
      const switched = await api(t.app, ownerId).post('/api/switch_activate_link', { item: inactiveId })
      expect(switched.statusCode).toBe(200)
    }
    const ended = await chat(r.token, { survey_id: inactiveId })
    expect(ended.statusCode).toBe(409)
    expect(ended.json()).toEqual({ msg: 'Dialog ist nicht mehr aktiv.', code: 'dialog_inactive' })
  })

  it("a refusal reads the dialog's edit log once per version, not on every call", async () => {
    const neverId = (await insertSurvey(t.database.db, { ownerId, settings: { active: false } })).surveyId
    await insertDialog(t.database.db, neverId, choice)
    const r = await respondent([neverId])
    const refusal = async () => (await chat(r.token, { survey_id: neverId })).json().code as string
    expect(await refusal()).toBe('dialog_not_live')
    // A switch written into the log behind the app's back (no new version): the log is not read again.
    await t.database.db.execute(
      sql`INSERT INTO survey_events (survey_id, seq, changes) VALUES (${neverId}, 100000, ${JSON.stringify([{ kind: 'config', key: 'active', after: false }])}::jsonb)`,
    )
    expect(await refusal()).toBe('dialog_not_live')
    // The dialog's next version (any edit) reads it again.
    await t.database.db.execute(sql`UPDATE surveys SET version = version + 1 WHERE survey_id = ${neverId}`)
    expect(await refusal()).toBe('dialog_inactive')
  })

  it('refuses other dialogs, editor tokens, missing tokens and bad bodies, and stores nothing', async () => {
    const r = await respondent([choiceId])
    expect((await chat(r.token, { survey_id: routedId })).statusCode).toBe(403)
    expect((await chat(ownerId, { survey_id: choiceId })).statusCode).toBe(403)
    expect((await chat(null, { survey_id: choiceId })).statusCode).toBe(401)
    const long = await chat(r.token, {
      survey_id: choiceId,
      unique_question_id: 'farbe',
      user_input: 'x'.repeat(5001),
    })
    expect(long.statusCode).toBe(400)
    expect(long.json().msg).toContain("'user_input'")
    const wrongType = await chat(r.token, { survey_id: choiceId, user_input: 42 })
    expect(wrongType.statusCode).toBe(400)
    expect(await stored(r.id, choiceId)).toMatchObject({ transcript: [], answers: [] })
  })
})
