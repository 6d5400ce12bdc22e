import { Block, type BlockInput } from '@engine/model/block'
import { describe, expect, it } from 'vitest'
import { readXlsx, sheetValues, showDate } from '../../../tests/support/readXlsx'
import { type ExportData, answerCell, blockHeader, buildExportSheets, buildWorkbook } from './buildWorkbook'

const aBlock = (id: string, order: number, input: Partial<BlockInput> = {}) =>
  Block.parse({ unique_question_id: id, survey_id: 's1', order, type: 'open', context: `Frage ${id}`, ...input })

const at = (iso: string) => new Date(iso)

/** A small dialog: greeting, open question with intent jumps, a choice, a likert, multiple choice. */
function aDialogExport(overrides: Partial<ExportData> = {}): ExportData {
  return {
    blocks: [
      aBlock('hi', 0, { type: 'message', context: 'Willkommen!' }),
      aBlock('job', 1, { context: 'Was machen Sie beruflich?#1500#Erzählen Sie ruhig ausführlich.' }),
      aBlock('pet', 2, { type: 'single_choice', context: 'Haustier?', options: [{ id: 'o1', label: 'Hund' }, { id: 'o2', label: 'Katze' }] }),
      aBlock('mood', 3, { type: 'likert', context: 'Wie geht es Ihnen?', likert_scale: 5, likert_na: true }),
      aBlock('langs', 4, { type: 'multiple_choice', context: 'Sprachen?', options: [{ id: 'de', label: 'Deutsch' }, { id: 'en', label: 'Englisch' }] }),
    ],
    connections: [{ source: 'job', handle: 'handwerk', target: 'pet' }, { source: 'job', handle: 'default', target: 'pet' }],
    respondents: [
      { id: 7, username: 'live_anna', startedAt: at('2025-03-01T09:00:00Z'), finishedAt: at('2025-03-01T09:12:00Z') },
      { id: 3, username: 'live_ben', startedAt: at('2025-03-02T15:30:00Z'), finishedAt: null },
    ],
    answers: [
      { respondentId: 7, uniqueQuestionId: 'job', value: 'Tischlerin', intent: 'handwerk' },
      { respondentId: 7, uniqueQuestionId: 'pet', value: 'o2', intent: null },
      { respondentId: 7, uniqueQuestionId: 'mood', value: '4', intent: null },
      { respondentId: 7, uniqueQuestionId: 'langs', value: ['de', 'en'], intent: null },
      { respondentId: 3, uniqueQuestionId: 'mood', value: 'na', intent: null },
    ],
    messages: [
      { respondentId: 3, uniqueQuestionId: 'hi', userOrBot: 'bot', context: 'Willkommen!', createdAt: at('2025-03-02T15:30:00Z') },
      { respondentId: 7, uniqueQuestionId: 'job', userOrBot: 'bot', context: 'Was machen Sie beruflich?', createdAt: at('2025-03-01T09:00:01Z') },
      { respondentId: 7, uniqueQuestionId: 'job', userOrBot: 'user', context: 'Tischlerin', createdAt: at('2025-03-01T09:00:30Z') },
      { respondentId: 7, uniqueQuestionId: null, userOrBot: 'bot', context: 'Danke!', createdAt: at('2025-03-01T09:12:00Z') },
    ],
    ...overrides,
  }
}

describe('buildExportSheets', () => {
  it('has one row per respondent with their answers under the question blocks in dialog order', () => {
    const [answers] = buildExportSheets(aDialogExport())
    expect(answers?.name).toBe('Antworten')
    expect(answers?.header).toEqual([
      'Teilnehmer', 'Gestartet', 'Beendet',
      'Was machen Sie beruflich? Erzählen Sie…', 'Was machen Sie beruflich? Erzählen Sie… (Sprung)',
      'Haustier?', 'Wie geht es Ihnen?', 'Sprachen?',
    ])
    expect(answers?.rows).toEqual([
      ['live_anna', { date: at('2025-03-01T09:00:00Z') }, { date: at('2025-03-01T09:12:00Z') }, 'Tischlerin', 'handwerk', 'Katze', 4, 'Deutsch, Englisch'],
      ['live_ben', { date: at('2025-03-02T15:30:00Z') }, null, null, null, null, 'keine Angabe', null],
    ])
  })

  it('gives the transcript grouped by respondent in the order of the answers sheet', () => {
    const [, transcript] = buildExportSheets(aDialogExport())
    expect(transcript?.header).toEqual(['Teilnehmer', 'Zeit', 'Block', 'Von', 'Text'])
    expect(transcript?.rows.map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['live_anna', 'Was machen Sie beruflich? Erzählen Sie…', 'Bot', 'Was machen Sie beruflich?'],
      ['live_anna', 'Was machen Sie beruflich? Erzählen Sie…', 'Nutzer', 'Tischlerin'],
      ['live_anna', null, 'Bot', 'Danke!'],
      ['live_ben', 'Willkommen!', 'Bot', 'Willkommen!'],
    ])
  })

  it('keeps answers to blocks deleted since in columns of their own', () => {
    const data = aDialogExport({ answers: [{ respondentId: 7, uniqueQuestionId: 'gone', value: 'noch da', intent: null }] })
    const [answers] = buildExportSheets(data)
    expect(answers?.header.at(-1)).toBe('gone')
    expect(answers?.rows[0]?.at(-1)).toBe('noch da')
  })

  it('tells blocks with the same text apart by their id', () => {
    const data = aDialogExport({ blocks: [aBlock('a', 0, { context: 'Warum?' }), aBlock('b', 1, { context: 'Warum?' })], connections: [], answers: [] })
    expect(buildExportSheets(data)[0]?.header.slice(3)).toEqual(['Warum? (a)', 'Warum? (b)'])
  })
})

describe('column titles and cells', () => {
  it('uses the block id when the block has no text', () => {
    expect(blockHeader({ context: ' #500# ', unique_question_id: 'q7' })).toBe('q7')
  })

  it('writes numbers as numbers and unknown option ids as they are', () => {
    expect(answerCell(42, aBlock('n', 0, { type: 'number' }))).toBe(42)
    expect(answerCell('o9', aBlock('c', 0, { type: 'single_choice', options: [] }))).toBe('o9')
    expect(answerCell(['a', 'b'], undefined)).toBe('a, b')
    expect(answerCell({ x: 1 }, undefined)).toBe('{"x":1}')
  })
})

describe('buildWorkbook', () => {
  it('produces an xlsx whose sheets read back with German local times', () => {
    const book = readXlsx(buildWorkbook(aDialogExport()))
    const rows = sheetValues(book.sheets.Antworten ?? [])
    expect(rows[1]?.[0]).toBe('live_anna')
    expect(showDate(rows[1]?.[1] ?? null)).toBe('01.03.2025 10:00')
    expect(showDate(rows[1]?.[2] ?? null)).toBe('01.03.2025 10:12')
    expect(rows[1]?.slice(3)).toEqual(['Tischlerin', 'handwerk', 'Katze', 4, 'Deutsch, Englisch'])
    expect(showDate(sheetValues(book.sheets.Verlauf ?? [])[1]?.[1] ?? null, true)).toBe('01.03.2025 10:00:01')
  })

  it('exports a respondent\'s formula-like answer as text', () => {
    const data = aDialogExport({ answers: [{ respondentId: 7, uniqueQuestionId: 'job', value: '=1+2', intent: null }] })
    const cell = readXlsx(buildWorkbook(data)).sheets.Antworten?.[1]?.[3]
    expect(cell).toMatchObject({ value: '=1+2', type: 'inlineStr', formula: null, style: 4 })
  })
})
