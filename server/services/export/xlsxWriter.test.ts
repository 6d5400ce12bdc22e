import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import type { ExportSource } from './exportSource'
import { writeExportWorkbook } from './writeWorkbook'
import { columnName, escapeXml, XlsxWriter } from './xlsxWriter'
import { ZIP_PART_BYTES, ZipWriter } from './zipWriter'

/** Everything `write` received, as one buffer. */
function collector() {
  const chunks: Buffer[] = []
  return { write: (bytes: Buffer) => void chunks.push(bytes), bytes: () => Buffer.concat(chunks) }
}

/** Reads a zip with JSZip, checking every entry's CRC. */
async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: true })
  const files = new Map<string, string>()
  for (const name of Object.keys(zip.files))
    files.set(name, await (zip.file(name) as JSZip.JSZipObject).async('string'))
  return files
}

describe('the zip writer', () => {
  it('writes entries a zip reader opens with their exact texts, also entries of many compressed parts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            // Entries of none to ~9 parts of compression (ZIP_PART_BYTES), in pieces of any size.
            pieces: fc.array(fc.string({ unit: 'binary', maxLength: 100, size: 'max' }), {
              maxLength: 12,
              size: 'max',
            }),
            repeat: fc.integer({ min: 1, max: 1000 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (entries) => {
          const out = collector()
          const zip = new ZipWriter(out.write, new Date(Date.UTC(2026, 11, 1, 12, 30, 10)))
          const expected = new Map<string, string>()
          entries.forEach(({ pieces, repeat }, i) => {
            const name = `ordner/eintrag-ä${i}.xml`
            const entry = zip.entry(name)
            for (const piece of pieces) for (let k = 0; k < repeat; k++) entry.write(piece)
            entry.end()
            expected.set(name, pieces.flatMap((p) => Array<string>(repeat).fill(p)).join(''))
          })
          zip.finish()
          const files = await unzip(out.bytes())
          // Texts compare as UTF-8 bytes decode: unpaired surrogates become U+FFFD on both sides.
          const decoded = new Map([...expected].map(([name, text]) => [name, Buffer.from(text).toString()]))
          expect(files).toEqual(decoded)
        },
      ),
      { numRuns: 15 },
    )
    expect(ZIP_PART_BYTES).toBeLessThan(100 * 12 * 1000)
  })

  it('refuses to start an entry before the one before is ended, or to finish with one open', () => {
    const zip = new ZipWriter(() => undefined)
    zip.entry('a')
    expect(() => zip.entry('b')).toThrow(/not ended/)
    expect(() => zip.finish()).toThrow(/not ended/)
  })
})

describe('the xlsx writer', () => {
  it('escapes XML and drops the characters XML does not allow, keeping pairs of surrogates', () => {
    expect(escapeXml('a < b && "c" > d')).toBe('a &lt; b &amp;&amp; &quot;c&quot; &gt; d')
    expect(escapeXml('Glocke\u0007 🐶 \uD800 allein \uDC00 \uFFFE')).toBe('Glocke 🐶  allein  ')
    expect(escapeXml('Zeile\nneue\tTab')).toBe('Zeile\nneue\tTab')
  })

  it('names columns as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702, 16_383].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ])
  })

  it('writes texts as inline strings (never a formula), numbers, dates with their format, and leaves empty cells out', async () => {
    const out = collector()
    const book = new XlsxWriter(out.write, { creator: 'Dialogplattform' })
    const sheet = book.sheet('Blätter & Äste', [
      { title: 'Text', width: 20 },
      { title: 'Zahl', width: 10 },
      { title: 'Zeit', width: 17, numFmt: 'dd.mm.yyyy hh:mm' },
    ])
    const at = new Date(Date.UTC(2026, 2, 1, 10, 30))
    sheet.row(['=1+1', 3.5, at])
    sheet.row([' Leerzeichen ', '', null])
    sheet.row([null, Number.NaN, new Date(Number.NaN)])
    sheet.end()
    book.end()
    const files = await unzip(out.bytes())
    const xml = files.get('xl/worksheets/sheet1.xml') ?? ''
    expect(xml).not.toContain('<f>')
    expect(xml).not.toContain('t="str"')
    expect(xml).toContain('<c r="A2" t="inlineStr"><is><t>=1+1</t></is></c>')
    expect(xml).toContain('<t xml:space="preserve"> Leerzeichen </t>')
    expect(xml).not.toContain('B3')

    const read = new ExcelJS.Workbook()
    await read.xlsx.load(out.bytes() as unknown as ArrayBuffer)
    const ws = read.getWorksheet('Blätter & Äste')
    expect([ws?.getCell('A1').font?.bold, ws?.getCell('A2').font?.bold]).toEqual([true, undefined])
    expect(ws?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(ws?.getColumn(1).width).toBe(20)
    expect([ws?.getCell('A2').value, ws?.getCell('A2').type]).toEqual(['=1+1', ExcelJS.ValueType.String])
    expect(ws?.getCell('A2').formula).toBeUndefined()
    expect(ws?.getCell('B2').value).toBe(3.5)
    expect(ws?.getCell('C2').value).toEqual(at)
    expect(ws?.getCell('C2').numFmt).toBe('dd.mm.yyyy hh:mm')
    expect(ws?.getCell('A3').value).toBe(' Leerzeichen ')
    expect(ws?.getCell('B3').value).toBeNull()
    // A number that is not one stays readable as text; an invalid date is left empty.
    expect([ws?.getCell('B4').value, ws?.getCell('C4').value]).toEqual(['NaN', null])
    expect(read.creator).toBe('Dialogplattform')
  })

  it('refuses a sheet name Excel refuses, a repeated one, and a row wider than its columns', () => {
    const book = new XlsxWriter(() => undefined)
    expect(() => book.sheet('a/b', [])).toThrow(/sheet name/)
    expect(() => book.sheet('x'.repeat(32), [])).toThrow(/sheet name/)
    const sheet = book.sheet('Eins', [{ title: 'A', width: 5 }])
    expect(() => sheet.row(['a', 'b'])).toThrow(/2 cells in 1 columns/)
    sheet.end()
    expect(() => book.sheet('Eins', [])).toThrow(/sheet name/)
  })
})

describe('the export workbook', () => {
  it('goes on in a numbered sheet of the same columns when a sheet is full, losing no row', async () => {
    const messages = Array.from({ length: 7 }, (_, k) => ({
      respondentId: 1,
      username: 'r1',
      uniqueQuestionId: null,
      userOrBot: 'bot' as const,
      type: 'message',
      context: `Nachricht ${k}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 9, k)),
    }))
    const source: ExportSource = {
      blocks: [],
      connections: [],
      stats: [],
      values: [],
      intents: [],
      async *respondentPages() {},
      async *messagePages() {
        yield messages.slice(0, 4)
        yield messages.slice(4)
      },
    }
    const out = new PassThrough()
    const chunks: Buffer[] = []
    out.on('data', (c: Buffer) => chunks.push(c))
    const ended = new Promise((resolve) => out.on('end', resolve))
    // Three rows per sheet: the header and two messages.
    await writeExportWorkbook(source, out, 'UTC', { maxRows: 3 })
    await ended
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer)
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Antworten',
      'Blöcke',
      'Verläufe',
      'Verläufe 2',
      'Verläufe 3',
      'Verläufe 4',
    ])
    const texts = book.worksheets.slice(2).flatMap((sheet) => {
      expect(sheet.getRow(1).getCell(6).value).toBe('Text')
      return sheet.getColumn(6).values.slice(2)
    })
    expect(texts).toEqual(messages.map((m) => m.context))
  })
})
