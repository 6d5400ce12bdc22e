import { XLSX_CONTENT_TYPE } from '@engine/api/export'
import { Block, type BlockInput } from '@engine/model/block'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, chatMessages, conversations, liveRespondents } from '../../server/db/schema'
import { insertBlockAt } from '../../server/repositories/blocks'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { EDITOR_PASSWORD, insertEditor } from '../support/anEditor'
import { TEST_SECRET, bearer } from '../support/editorToken'
import { createTokenIssuer } from '../support/forgedTokens'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { readXlsx, sheetValues, showDate } from '../support/readXlsx'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('the excel export on %s', (kind) => {
  let t: TestApp
  let owner: User

  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'forscherin@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  const exportOf = (surveyId: string | undefined, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: surveyId === undefined ? '/api/excel_export' : `/api/excel_export?survey_id=${surveyId}`, headers })

  async function aBlock(surveyId: string, input: Partial<BlockInput> & { unique_question_id: string }, order: number) {
    await insertBlockAt(t.database.db, Block.parse({ survey_id: surveyId, order, type: 'open', context: 'Frage', ...input }), order)
  }

  /** A dialog with two questions and one respondent who answered both (rows written as the chat stores them). */
  async function answeredSurvey(answer = 'Ich arbeite als Tischlerin.', surveyName = 'Berufe in Kiel') {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id, surveyName })
    await aBlock(surveyId, { unique_question_id: 'job', context: 'Was machen Sie beruflich?' }, 0)
    await aBlock(surveyId, { unique_question_id: 'pet', type: 'single_choice', context: 'Haben Sie ein Haustier?', options: [{ id: 'o1', label: 'Hund' }, { id: 'o2', label: 'Katze' }] }, 1)
    const db = t.database.db
    const [respondent] = await db.insert(liveRespondents).values({ username: `live_${surveyId}`, surveyIds: [surveyId] }).returning({ id: liveRespondents.id })
    const respondentId = respondent?.id ?? 0
    const startedAt = new Date('2025-05-06T08:15:00Z')
    await db.insert(conversations).values({ respondentId, surveyId, currentQuestionId: null, startedAt, finishedAt: new Date('2025-05-06T08:20:00Z') })
    await db.insert(answers).values([
      { respondentId, surveyId, uniqueQuestionId: 'job', value: answer, intent: 'handwerk' },
      { respondentId, surveyId, uniqueQuestionId: 'pet', value: 'o2' },
    ])
    await db.insert(chatMessages).values([
      { respondentId, surveyId, uniqueQuestionId: 'job', userOrBot: 'bot', type: 'open', context: 'Was machen Sie beruflich?', createdAt: startedAt },
      { respondentId, surveyId, uniqueQuestionId: 'job', userOrBot: 'user', type: 'open-r', context: answer, createdAt: new Date('2025-05-06T08:16:00Z') },
    ])
    return { surveyId, username: `live_${surveyId}` }
  }

  it('gives the owner with a fresh token a workbook with one row per respondent and the transcript', async () => {
    const { surveyId, username } = await answeredSurvey()
    const res = await exportOf(surveyId, bearer(owner.id))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Berufe in Kiel.xlsx"; filename*=UTF-8''Berufe%20in%20Kiel.xlsx`)
    expect(res.headers['cache-control']).toBe('no-store')
    const book = readXlsx(res.rawPayload)
    const rows = sheetValues(book.sheets.Antworten ?? [])
    expect(rows[0]).toEqual(['Teilnehmer', 'Gestartet', 'Beendet', 'Was machen Sie beruflich?', 'Was machen Sie beruflich? (Sprung)', 'Haben Sie ein Haustier?'])
    expect(rows[1]?.[0]).toBe(username)
    expect([showDate(rows[1]?.[1] ?? null), showDate(rows[1]?.[2] ?? null)]).toEqual(['06.05.2025 10:15', '06.05.2025 10:20'])
    expect(rows[1]?.slice(3)).toEqual(['Ich arbeite als Tischlerin.', 'handwerk', 'Katze'])
    expect(rows).toHaveLength(2)
    const transcript = sheetValues(book.sheets.Verlauf ?? [])
    expect(transcript.map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['Teilnehmer', 'Block', 'Von', 'Text'],
      [username, 'Was machen Sie beruflich?', 'Bot', 'Was machen Sie beruflich?'],
      [username, 'Was machen Sie beruflich?', 'Nutzer', 'Ich arbeite als Tischlerin.'],
    ])
  })

  it('exports a formula-like answer as text, exactly as typed', async () => {
    const { surveyId } = await answeredSurvey('=HYPERLINK("http://example.com","Klick")')
    const cell = readXlsx((await exportOf(surveyId, bearer(owner.id))).rawPayload).sheets.Antworten?.[1]?.[3]
    expect(cell).toMatchObject({ value: '=HYPERLINK("http://example.com","Klick")', type: 'inlineStr', formula: null })
  })

  it('gives an empty answers sheet with the question columns for a dialog nobody answered', async () => {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id, surveyName: 'Zufriedenheit/Büro "2025"' })
    await aBlock(surveyId, { unique_question_id: 'q1', context: 'Wie zufrieden sind Sie?' }, 0)
    const res = await exportOf(surveyId, bearer(owner.id))
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Zufriedenheit_Buero _2025.xlsx"; filename*=UTF-8''Zufriedenheit_B%C3%BCro%20_2025_.xlsx`)
    expect(sheetValues(readXlsx(res.rawPayload).sheets.Antworten ?? [])).toEqual([['Teilnehmer', 'Gestartet', 'Beendet', 'Wie zufrieden sind Sie?']])
  })

  it('needs a fresh token: after a refresh it answers 401 Fresh token required', async () => {
    const editor = await insertEditor(t.database.db)
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: editor.id })
    const login = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: editor.username, password: EDITOR_PASSWORD } })).json()
    const refreshed = (await t.app.inject({ method: 'POST', url: '/api/refresh', headers: { authorization: `Bearer ${login.refresh_token}` } })).json()
    const res = await exportOf(surveyId, { authorization: `Bearer ${refreshed.token}` })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ msg: 'Fresh token required' })
    expect((await exportOf(surveyId, { authorization: `Bearer ${login.token}` })).statusCode).toBe(200)
  })

  it('lets an Analysieren member export and refuses a Trainieren member with 403', async () => {
    const { surveyId } = await answeredSurvey()
    const analyst = await insertUser(t.database.db, 'analyse@example.org')
    const trainer = await insertUser(t.database.db, 'training@example.org')
    await addMember(t.database.db, surveyId, analyst, 'Analysieren')
    await addMember(t.database.db, surveyId, trainer, 'Trainieren')
    expect((await exportOf(surveyId, bearer(analyst.id))).statusCode).toBe(200)
    const refused = await exportOf(surveyId, bearer(trainer.id))
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ msg: 'Keine Berechtigung für diese Aktion in diesem Dialog.' })
  })

  it('answers a non-member, a pending invitee and an unknown dialog alike with 404', async () => {
    const { surveyId } = await answeredSurvey()
    const stranger = await insertUser(t.database.db, 'fremd@example.org')
    const invitee = await insertUser(t.database.db, 'eingeladen@example.org')
    await addMember(t.database.db, surveyId, invitee, 'Analysieren', 0)
    for (const res of [await exportOf(surveyId, bearer(stranger.id)), await exportOf(surveyId, bearer(invitee.id)), await exportOf('gibtEsNicht', bearer(owner.id))]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ msg: 'Dialog nicht gefunden.' })
    }
  })

  it('answers a missing or malformed survey_id with 400 naming the field', async () => {
    const missing = await exportOf(undefined, bearer(owner.id))
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ msg: "Ungültige Eingabe: Feld 'survey_id' fehlt." })
    const malformed = await exportOf('..%2Fetc', bearer(owner.id))
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().msg).toContain("'survey_id'")
  })

  it('refuses missing, expired and live tokens', async () => {
    const { surveyId } = await answeredSurvey()
    const expired = createTokenIssuer(TEST_SECRET, () => Date.now() - 3_600_000).issue(owner.id, { fresh: true }).token
    const live = (await t.app.inject({ method: 'POST', url: '/api/register_live', payload: { survey_id: surveyId } })).json().token_live
    expect((await exportOf(surveyId, {})).statusCode).toBe(401)
    expect((await exportOf(surveyId, { authorization: `Bearer ${expired}` })).json()).toEqual({ msg: 'Token has expired' })
    expect((await exportOf(surveyId, { authorization: `Bearer ${live}` })).statusCode).toBe(403)
  })
})
