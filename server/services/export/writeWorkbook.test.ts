import { PassThrough, Writable } from 'node:stream'
import { Block } from '@engine/model'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { ExportSource, RespondentPage } from './exportSource'
import { ExportAborted, writeExportWorkbook } from './writeWorkbook'

const block = Block.parse({ unique_question_id: 'q', survey_id: 's', order: 0, type: 'open', context: 'Frage?' })

function aSource(pages: number, failAfter = Infinity): ExportSource {
  return {
    blocks: [block],
    connections: [],
    stats: [{ uniqueQuestionId: 'q', answered: pages, withIntent: false }],
    values: [],
    intents: [],
    async *respondentPages(): AsyncGenerator<RespondentPage> {
      for (let i = 0; i < pages; i++) {
        if (i >= failAfter) throw new Error('connection terminated')
        yield {
          respondents: [{ id: i, username: `r${i}`, startedAt: new Date(0), finishedAt: null }],
          answers: [{ respondentId: i, uniqueQuestionId: 'q', value: `a${i}`, intent: null }],
        }
      }
    },
    async *messagePages() {},
  }
}

const collect = (out: PassThrough) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    out
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject)
  })

describe('the streamed workbook writer', () => {
  it('writes every page and ends the stream with a complete workbook', async () => {
    const out = new PassThrough()
    const file = collect(out)
    await writeExportWorkbook(aSource(5), out)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await file) as unknown as ArrayBuffer)
    expect(book.getWorksheet('Antworten')?.getColumn(4).values.slice(1)).toEqual([
      'Frage?',
      'a0',
      'a1',
      'a2',
      'a3',
      'a4',
    ])
  })

  it("gives each cell its column's format, whatever kind of value came before it in the column", async () => {
    // Cells share one style object per column and kind of value (writeWorkbook.ts openSheet).
    const likert = Block.parse({ unique_question_id: 'l', survey_id: 's', order: 1, type: 'likert', context: 'Wie?' })
    const started = [new Date(Date.UTC(2026, 2, 1, 9)), new Date(Date.UTC(2026, 2, 1, 10))]
    const source: ExportSource = {
      ...aSource(0),
      blocks: [block, likert],
      stats: [
        { uniqueQuestionId: 'q', answered: 2, withIntent: false },
        { uniqueQuestionId: 'l', answered: 2, withIntent: false },
      ],
      async *respondentPages() {
        yield {
          respondents: started.map((startedAt, id) => ({ id, username: `r${id}`, startedAt, finishedAt: null })),
          answers: [
            { respondentId: 0, uniqueQuestionId: 'l', value: 'na', intent: null },
            { respondentId: 1, uniqueQuestionId: 'l', value: '4', intent: null },
            { respondentId: 1, uniqueQuestionId: 'q', value: 'frei', intent: null },
          ],
        }
      },
    }
    const out = new PassThrough()
    const file = collect(out)
    await writeExportWorkbook(source, out, 'UTC')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await file) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Antworten')
    const cells = [2, 3].flatMap((row) =>
      [1, 2, 4, 5].map((column) => {
        const cell = sheet?.getCell(row, column)
        return [cell?.value, cell?.numFmt ?? null]
      }),
    )
    expect(cells).toEqual([
      ['r0', null],
      [started[0], 'dd.mm.yyyy hh:mm'],
      [null, null],
      ['keine Angabe', null],
      ['r1', null],
      [started[1], 'dd.mm.yyyy hh:mm'],
      ['frei', null],
      [4, null],
    ])
  })

  it('rejects when the database fails mid-stream, so the route can abort the connection', async () => {
    const out = new PassThrough()
    out.resume()
    await expect(writeExportWorkbook(aSource(5, 2), out)).rejects.toThrow('connection terminated')
  })

  it('stops reading when the client has gone away', async () => {
    // A sink that never takes anything: the writer has to wait, then sees the close.
    const out = new Writable({ highWaterMark: 16, write: () => undefined })
    const done = writeExportWorkbook(aSource(1000), out)
    setTimeout(() => out.destroy(), 50)
    await expect(done).rejects.toBeInstanceOf(ExportAborted)
  })
})
