import { XLSX_CONTENT_TYPE } from '@engine/api/export'
import { Block, type BlockInput } from '@engine/model'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, chatMessages, conversations, liveRespondents } from '../../server/db/schema'
import { insertBlockAt } from '../../server/repositories/blocks'
import { openExportSource } from '../../server/repositories/exportData'
import { eraseRespondentFromSurvey } from '../../server/repositories/liveData'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { insertEditor } from '../support/anEditor'
import { TEST_SECRET } from '../support/editorToken'
import { createTokenIssuer } from '../support/forgedTokens'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type Caller, api, sessionOf } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const FORMULA = '=HYPERLINK("http://example.com","Klick")'
const UNICODE = 'Bello 🐶, Größe „mittel“ – 中文'

async function readBook(payload: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(payload as unknown as ArrayBuffer)
  return book
}

/** A sheet's cells as values, row by row (row 1 is the header); empty cells are null. */
function values(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = []
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const cells: unknown[] = []
    for (let c = 1; c <= sheet.columnCount; c++) {
      const cell = row.getCell(c)
      cells.push(cell.value)
    }
    rows.push(cells)
  })
  return rows
}

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

  const exportOf = (surveyId: string | undefined, who: Caller) =>
    api(t.app, who).get(surveyId === undefined ? '/api/excel_export' : `/api/excel_export?survey_id=${surveyId}`)

  async function aBlock(surveyId: string, input: Partial<BlockInput> & { unique_question_id: string }, order: number) {
    await insertBlockAt(
      t.database.db,
      Block.parse({ survey_id: surveyId, order, type: 'open', context: 'Frage', ...input }),
      order,
    )
  }

  async function aRespondent(surveyId: string, name: string, startedAt: Date, finishedAt: Date | null) {
    const db = t.database.db
    const [row] = await db
      .insert(liveRespondents)
      .values({ username: name, surveyIds: [surveyId] })
      .returning({ id: liveRespondents.id })
    const id = row?.id ?? 0
    await db
      .insert(conversations)
      .values({ respondentId: id, surveyId, currentQuestionId: null, startedAt, finishedAt })
    return id
  }

  /**
   * A branching dialog: "dog" is asked only after "Hund". Anna took that path, Ben did not (his
   * cell stays empty), Cem answered and then deleted his data (restart_delete, docs/product/calls.md).
   */
  async function branchingDialog(surveyName = 'Berufe in Kiel') {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id, surveyName })
    await aBlock(surveyId, { unique_question_id: 'hi', type: 'message', context: 'Willkommen!' }, 0)
    await aBlock(surveyId, { unique_question_id: 'job', context: 'Was machen Sie#800# beruflich?' }, 1)
    await aBlock(
      surveyId,
      {
        unique_question_id: 'pet',
        type: 'single_choice',
        context: 'Haustier?',
        options: [
          { id: 'o1', label: 'Hund' },
          { id: 'o2', label: 'Katze' },
        ],
      },
      2,
    )
    await aBlock(surveyId, { unique_question_id: 'dog', context: 'Wie heißt der Hund?' }, 3)
    await aBlock(
      surveyId,
      {
        unique_question_id: 'langs',
        type: 'multiple_choice',
        context: 'Sprachen?',
        options: [
          { id: 'de', label: 'Deutsch' },
          { id: 'en', label: 'Englisch' },
        ],
      },
      4,
    )
    await aBlock(
      surveyId,
      { unique_question_id: 'mood', type: 'likert', context: 'Laune?', likert_scale: 3, likert_na: true },
      5,
    )
    const db = t.database.db
    const anna = await aRespondent(
      surveyId,
      `anna_${surveyId}`,
      new Date('2025-05-06T08:15:00Z'),
      new Date('2025-05-06T08:20:30Z'),
    )
    const ben = await aRespondent(surveyId, `ben_${surveyId}`, new Date('2025-12-01T09:00:00Z'), null)
    const cem = await aRespondent(surveyId, `cem_${surveyId}`, new Date('2025-06-01T09:00:00Z'), null)
    await db.insert(answers).values([
      { respondentId: anna, surveyId, uniqueQuestionId: 'job', value: FORMULA, intent: 'handwerk' },
      { respondentId: anna, surveyId, uniqueQuestionId: 'pet', value: 'o1' },
      { respondentId: anna, surveyId, uniqueQuestionId: 'dog', value: UNICODE },
      { respondentId: anna, surveyId, uniqueQuestionId: 'langs', value: ['de', 'en'] },
      { respondentId: anna, surveyId, uniqueQuestionId: 'mood', value: '3' },
      { respondentId: ben, surveyId, uniqueQuestionId: 'job', value: 'Lehrerin\u0007', intent: null },
      { respondentId: ben, surveyId, uniqueQuestionId: 'pet', value: 'o2' },
      { respondentId: ben, surveyId, uniqueQuestionId: 'langs', value: ['en'] },
      { respondentId: ben, surveyId, uniqueQuestionId: 'mood', value: 'na' },
      { respondentId: cem, surveyId, uniqueQuestionId: 'job', value: 'Geheim', intent: 'handwerk' },
    ])
    await db.insert(chatMessages).values([
      {
        respondentId: ben,
        surveyId,
        uniqueQuestionId: 'job',
        userOrBot: 'bot',
        type: 'open',
        context: 'Was machen Sie beruflich?',
        createdAt: new Date('2025-12-01T09:00:00Z'),
      },
      {
        respondentId: anna,
        surveyId,
        uniqueQuestionId: 'hi',
        userOrBot: 'bot',
        type: 'message',
        context: 'Willkommen!',
        createdAt: new Date('2025-05-06T08:15:00Z'),
      },
      {
        respondentId: anna,
        surveyId,
        uniqueQuestionId: 'job',
        userOrBot: 'user',
        type: 'open-r',
        context: FORMULA,
        createdAt: new Date('2025-05-06T08:16:05Z'),
      },
      {
        respondentId: cem,
        surveyId,
        uniqueQuestionId: 'job',
        userOrBot: 'user',
        type: 'open-r',
        context: 'Geheim',
        createdAt: new Date('2025-06-01T09:01:00Z'),
      },
    ])
    await eraseRespondentFromSurvey(db, { id: cem, surveyIds: [surveyId] }, surveyId)
    return { surveyId, anna: `anna_${surveyId}`, ben: `ben_${surveyId}` }
  }

  it('streams a workbook whose three sheets hold exactly the expected cells', async () => {
    const { surveyId, anna, ben } = await branchingDialog()
    const res = await exportOf(surveyId, owner.id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Berufe in Kiel.xlsx"; filename*=UTF-8''Berufe%20in%20Kiel.xlsx`,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    const book = await readBook(res.rawPayload)
    expect(book.worksheets.map((s) => s.name)).toEqual(['Antworten', 'Blöcke', 'Verläufe'])

    // Berlin wall-clock time: 08:15 UTC in May is 10:15 (summer time), 09:00 in December is 10:00.
    const date = (iso: string) => new Date(iso)
    expect(values(book.getWorksheet('Antworten'))).toEqual([
      [
        'Teilnehmer',
        'Gestartet',
        'Beendet',
        'Was machen Sie beruflich?',
        'Was machen Sie beruflich? (Intent)',
        'Haustier?',
        'Wie heißt der Hund?',
        'Sprachen?',
        'Laune?',
      ],
      [
        anna,
        date('2025-05-06T10:15:00Z'),
        date('2025-05-06T10:20:30Z'),
        FORMULA,
        'handwerk',
        'Hund',
        UNICODE,
        'Deutsch, Englisch',
        3,
      ],
      // The bell character (not allowed in XML) is dropped, so Excel can open the file.
      [ben, date('2025-12-01T10:00:00Z'), null, 'Lehrerin', null, 'Katze', null, 'Englisch', 'keine Angabe'],
    ])
    const answersSheet = book.getWorksheet('Antworten')
    expect(answersSheet?.getCell('B2').type).toBe(ExcelJS.ValueType.Date)
    expect(answersSheet?.getCell('B2').numFmt).toBe('dd.mm.yyyy hh:mm')

    expect(values(book.getWorksheet('Blöcke'))).toEqual([
      ['Block-ID', 'Frage', 'Typ', 'Beantwortet', 'Verteilung'],
      ['job', 'Was machen Sie beruflich?', 'Offene Frage', 2, 'handwerk: 1; ohne Sprung: 1'],
      ['pet', 'Haustier?', 'Einfachauswahl', 2, 'Hund: 1; Katze: 1'],
      ['dog', 'Wie heißt der Hund?', 'Offene Frage', 1, null],
      ['langs', 'Sprachen?', 'Mehrfachauswahl', 2, 'Deutsch: 1; Englisch: 2'],
      ['mood', 'Laune?', 'Likert-Skala', 2, '1: 0; 2: 0; 3: 1; keine Angabe: 1'],
    ])

    // Grouped by respondent in the order of "Antworten", stored order within one; Cem is gone.
    expect(values(book.getWorksheet('Verläufe'))).toEqual([
      ['Teilnehmer', 'Zeit', 'Von', 'Typ', 'Block-ID', 'Text'],
      [anna, date('2025-05-06T10:15:00Z'), 'Bot', 'message', 'hi', 'Willkommen!'],
      [anna, date('2025-05-06T10:16:05Z'), 'Nutzer', 'open-r', 'job', FORMULA],
      [ben, date('2025-12-01T10:00:00Z'), 'Bot', 'open', 'job', 'Was machen Sie beruflich?'],
    ])
    expect(book.getWorksheet('Verläufe')?.getCell('B2').numFmt).toBe('dd.mm.yyyy hh:mm:ss')
    expect(res.rawPayload.toString('latin1')).not.toContain('cem_')
  })

  it('stores formula-looking text as text, never as a formula (CSV/Excel injection)', async () => {
    const { surveyId } = await branchingDialog('Injektion')
    const book = await readBook((await exportOf(surveyId, owner.id)).rawPayload)
    for (const cell of [book.getWorksheet('Antworten')?.getCell('D2'), book.getWorksheet('Verläufe')?.getCell('F3')]) {
      expect(cell?.type).toBe(ExcelJS.ValueType.String)
      expect(cell?.formula).toBeUndefined()
      expect(cell?.text).toBe(FORMULA)
    }
  })

  it('pages through respondents without losing or repeating one, also with equal start times', async () => {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    await aBlock(surveyId, { unique_question_id: 'q' }, 0)
    const same = new Date('2025-01-01T12:00:00.123Z')
    const ids = []
    for (let i = 0; i < 7; i++) ids.push(await aRespondent(surveyId, `p${i}_${surveyId}`, same, null))
    const source = await openExportSource(t.database.db, surveyId, { pageSize: 3 })
    const seen: number[] = []
    for await (const page of source.respondentPages()) seen.push(...page.respondents.map((r) => r.id))
    expect(seen).toEqual(ids)
  })

  it('counts the answers for the statistics page by page, paced, as one count over all would', async () => {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    await aBlock(
      surveyId,
      {
        unique_question_id: 'wahl',
        type: 'single_choice',
        options: [
          { id: 'o1', label: 'A' },
          { id: 'o2', label: 'B' },
        ],
      },
      0,
    )
    await aBlock(surveyId, { unique_question_id: 'frei' }, 1)
    const rows = []
    for (let i = 0; i < 7; i++) {
      const id = await aRespondent(surveyId, `s${i}_${surveyId}`, new Date(Date.UTC(2025, 0, 1, 12, i)), null)
      rows.push(
        { respondentId: id, surveyId, uniqueQuestionId: 'wahl', value: i % 3 === 0 ? 'o1' : 'o2' },
        { respondentId: id, surveyId, uniqueQuestionId: 'frei', value: `Text ${i}`, intent: i < 2 ? 'ja' : null },
        // A block deleted since keeps its column.
        ...(i === 6 ? [{ respondentId: id, surveyId, uniqueQuestionId: 'weg', value: 'alt' }] : []),
      )
    }
    await t.database.db.insert(answers).values(rows)
    let paces = 0
    const source = await openExportSource(t.database.db, surveyId, {
      statsPageSize: 3,
      pace: async () => {
        paces++
      },
    })
    const sorted = <T>(list: readonly T[]) =>
      [...list].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)))
    expect(paces).toBe(4)
    expect(sorted(source.values)).toEqual(
      sorted([
        { uniqueQuestionId: 'wahl', value: 'o1', count: 3 },
        { uniqueQuestionId: 'wahl', value: 'o2', count: 4 },
      ]),
    )
    expect(sorted(source.intents)).toEqual(
      sorted([
        { uniqueQuestionId: 'wahl', intent: null, count: 7 },
        { uniqueQuestionId: 'frei', intent: 'ja', count: 2 },
        { uniqueQuestionId: 'frei', intent: null, count: 5 },
        { uniqueQuestionId: 'weg', intent: null, count: 1 },
      ]),
    )
    expect(sorted(source.stats)).toEqual(
      sorted([
        { uniqueQuestionId: 'wahl', answered: 7, withIntent: false },
        { uniqueQuestionId: 'frei', answered: 7, withIntent: true },
        { uniqueQuestionId: 'weg', answered: 1, withIntent: false },
      ]),
    )
  })

  it('gives only the header rows for a dialog nobody answered', async () => {
    const { surveyId } = await insertSurvey(t.database.db, {
      ownerId: owner.id,
      surveyName: 'Zufriedenheit/Büro "2025"',
    })
    await aBlock(surveyId, { unique_question_id: 'q1', context: 'Wie zufrieden sind Sie?' }, 0)
    const res = await exportOf(surveyId, owner.id)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zufriedenheit_Buero _2025.xlsx"; filename*=UTF-8''Zufriedenheit_B%C3%BCro%20_2025_.xlsx`,
    )
    const book = await readBook(res.rawPayload)
    expect(values(book.getWorksheet('Antworten'))).toEqual([
      ['Teilnehmer', 'Gestartet', 'Beendet', 'Wie zufrieden sind Sie?'],
    ])
    expect(values(book.getWorksheet('Blöcke'))).toEqual([
      ['Block-ID', 'Frage', 'Typ', 'Beantwortet', 'Verteilung'],
      ['q1', 'Wie zufrieden sind Sie?', 'Offene Frage', 0, null],
    ])
    expect(values(book.getWorksheet('Verläufe'))).toHaveLength(1)
  })

  it('needs a fresh token: after a refresh it answers 401 Fresh token required', async () => {
    const editor = await insertEditor(t.database.db)
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: editor.id })
    const login = await sessionOf(t.app, editor)
    const refreshed = (await api(t.app, login.refresh_token).post('/api/refresh')).json()
    const res = await exportOf(surveyId, refreshed.token)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ msg: 'Fresh token required', code: 'fresh_token_required' })
    expect((await exportOf(surveyId, login.token)).statusCode).toBe(200)
  })

  it('lets an Analysieren member export and refuses a Trainieren member with 403', async () => {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    const analyst = await insertUser(t.database.db, 'analyse@example.org')
    const trainer = await insertUser(t.database.db, 'training@example.org')
    await addMember(t.database.db, surveyId, analyst, 'Analysieren')
    await addMember(t.database.db, surveyId, trainer, 'Trainieren')
    expect((await exportOf(surveyId, analyst.id)).statusCode).toBe(200)
    const refused = await exportOf(surveyId, trainer.id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ msg: 'Keine Berechtigung für diese Aktion in diesem Dialog.', code: 'forbidden' })
  })

  it('answers a non-member, a pending invitee and an unknown dialog alike with 404', async () => {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    const stranger = await insertUser(t.database.db, 'fremd@example.org')
    const invitee = await insertUser(t.database.db, 'eingeladen@example.org')
    await addMember(t.database.db, surveyId, invitee, 'Analysieren', 0)
    for (const res of [
      await exportOf(surveyId, stranger.id),
      await exportOf(surveyId, invitee.id),
      await exportOf('gibtEsNicht', owner.id),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ msg: 'Dialog nicht gefunden.', code: 'survey_not_found' })
    }
  })

  it('answers a missing or malformed survey_id with 400 naming the field', async () => {
    const missing = await exportOf(undefined, owner.id)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ msg: "Ungültige Eingabe: Feld 'survey_id' fehlt.", code: 'invalid_input' })
    const malformed = await exportOf('..%2Fetc', owner.id)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().msg).toContain("'survey_id'")
  })

  it('refuses missing, expired and live tokens', async () => {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    const expired = createTokenIssuer(TEST_SECRET, () => Date.now() - 3_600_000).issue(owner.id, { fresh: true }).token
    const live = (await api(t.app).post('/api/register_live', { survey_id: surveyId })).json().token_live
    expect((await exportOf(surveyId, null)).statusCode).toBe(401)
    expect((await exportOf(surveyId, expired)).json()).toEqual({
      msg: 'Token has expired',
      code: 'token_expired',
    })
    expect((await exportOf(surveyId, live)).statusCode).toBe(403)
  })
})
