import { describe, expect, it } from 'vitest'
import { readXlsx, sheetValues, showDate } from '../../../tests/support/readXlsx'
import { columnName, writeXlsx } from './writeXlsx'

const berlin = { timeZone: 'Europe/Berlin' }

describe('writeXlsx', () => {
  it('writes a package whose sheets read back with their names, header and rows', () => {
    const bytes = writeXlsx([
      { name: 'Antworten', header: ['Teilnehmer', 'Alter'], rows: [['anna', 34], ['ben', null]] },
      { name: 'Verlauf', header: ['Text'], rows: [['Hallo']] },
    ], berlin)
    const book = readXlsx(bytes)
    expect(Object.keys(book.sheets)).toEqual(['Antworten', 'Verlauf'])
    expect(sheetValues(book.sheets.Antworten ?? [])).toEqual([['Teilnehmer', 'Alter'], ['anna', 34], ['ben']])
    expect(sheetValues(book.sheets.Verlauf ?? [])).toEqual([['Text'], ['Hallo']])
    expect(Object.keys(book.files)).toEqual(expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/styles.xml']))
  })

  it('shows times as German wall-clock dates in the given time zone', () => {
    const summer = new Date('2025-07-01T10:05:09Z')
    const winter = new Date('2025-12-24T17:30:00Z')
    const rows = sheetValues(readXlsx(writeXlsx([{ name: 'S', header: ['a', 'b'], rows: [[{ date: summer }, { date: winter, seconds: true }]] }], berlin)).sheets.S ?? [])
    expect(showDate(rows[1]?.[0] ?? null)).toBe('01.07.2025 12:05')
    expect(showDate(rows[1]?.[1] ?? null, true)).toBe('24.12.2025 18:30:00')
    expect(readXlsx(writeXlsx([], berlin)).files['xl/styles.xml']).toContain('formatCode="dd.mm.yyyy hh:mm"')
  })

  it('keeps text that looks like a formula as text, never as a formula', () => {
    const typed = ['=HYPERLINK("http://evil.example","klick")', '+49 170 1234567', '-1+1', '@SUM(A1)', '\t=1+1']
    const book = readXlsx(writeXlsx([{ name: 'S', header: ['x'], rows: typed.map((t) => [t]) }], berlin))
    const cells = (book.sheets.S ?? []).slice(1).map((row) => row[0])
    expect(cells.map((c) => c?.value)).toEqual(typed)
    for (const cell of cells) {
      expect(cell).toMatchObject({ type: 'inlineStr', formula: null, style: 4 })
    }
    expect(book.files['xl/styles.xml']).toMatch(/<xf [^>]*quotePrefix="1"/)
    expect(book.files['xl/worksheets/sheet1.xml']).not.toContain('<f>')
  })

  it('escapes markup and drops characters XML cannot carry', () => {
    const nasty = '<b>&"Tom\'s"</b>\u0000\u0007\uD800 ok 😀'
    const book = readXlsx(writeXlsx([{ name: 'A&B', header: ['h'], rows: [[nasty]] }], berlin))
    expect(sheetValues(book.sheets['A&B'] ?? [])[1]).toEqual(['<b>&"Tom\'s"</b> ok 😀'])
  })

  it('cuts a cell at Excel\'s limit of 32,767 characters', () => {
    const book = readXlsx(writeXlsx([{ name: 'S', header: ['h'], rows: [['x'.repeat(40_000)]] }], berlin))
    expect(String(sheetValues(book.sheets.S ?? [])[1]?.[0])).toHaveLength(32_767)
  })

  it('is deterministic: the same sheets give the same bytes', () => {
    const sheets = [{ name: 'S', header: ['h'], rows: [['a', 1, { date: new Date(0) }]] }]
    expect(Buffer.from(writeXlsx(sheets, berlin)).equals(Buffer.from(writeXlsx(sheets, berlin)))).toBe(true)
  })

  it('names columns as Excel does', () => {
    expect([1, 26, 27, 52, 703].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA'])
  })
})
