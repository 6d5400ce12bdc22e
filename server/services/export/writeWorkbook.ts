import { once } from 'node:events'
import type { Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import { distribution, typeName } from './blockSummary'
import {
  answerCell,
  answerColumns,
  blockHeader,
  type CellValue,
  EXPORT_TIME_ZONE,
  textCell,
  wallClock,
} from './exportColumns'
import type { ExportAnswer, ExportSource } from './exportSource'

const MINUTES = 'dd.mm.yyyy hh:mm'
const SECONDS = 'dd.mm.yyyy hh:mm:ss'

/** A sheet being written: rows go to the zip stream as they are added. */
interface SheetWriter {
  addRow(values: CellValue[]): void
  commit(): void
}

/**
 * A sheet with a frozen header row. exceljs gives every new cell a style object of its own (a
 * copy of its column's), and the workbook's styles work out a style id for each object they have
 * not seen (rendering it as XML to find its twin): 30 % of the workbook's CPU (docs/benchmarks.md
 * "The export's own CPU"). A style's id depends on the object's content and the cell's kind of
 * value (a number or a date without a format gets one of its own), so every cell of a column and
 * kind shares one object, and the styles' memo of objects seen finds its id at once. The file is
 * the same.
 */
function openSheet(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  header: { title: string; width: number; numFmt?: string }[],
): SheetWriter {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = header.map((h) => ({ header: h.title, width: h.width, style: h.numFmt ? { numFmt: h.numFmt } : {} }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  const styles = new Map<string, Partial<ExcelJS.Style>>()
  return {
    addRow(values) {
      const row = sheet.addRow(values)
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        const key = `${column}:${cell.type}`
        let style = styles.get(key)
        if (!style) styles.set(key, (style = cell.style))
        cell.style = style
      })
      row.commit()
    },
    commit: () => sheet.commit(),
  }
}

/**
 * exceljs does not wait for the socket: committed rows pile up in its zip buffers. After each
 * page the writer waits until the response has taken what is buffered, so a slow client
 * slows the database reads instead of filling memory.
 */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) {
    // Both listeners go once either fires: one export waits hundreds of times.
    const stop = new AbortController()
    await Promise.race([
      once(out, 'drain', { signal: stop.signal }),
      once(out, 'close', { signal: stop.signal }),
    ]).finally(() => stop.abort())
  }
  // The client went away (or the route gave up): stop reading the database.
  if (out.destroyed) throw new ExportAborted()
  await new Promise((resolve) => setImmediate(resolve))
}

/** The response closed before the workbook was complete; nothing left to send it to. */
export class ExportAborted extends Error {
  constructor() {
    super('Excel-Export abgebrochen: die Verbindung ist geschlossen.')
    this.name = 'ExportAborted'
  }
}

async function writeAnswers(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  source: ExportSource,
  out: Writable,
  local: (d: Date) => Date,
) {
  const columns = answerColumns(source.blocks, source.connections, source.stats)
  const sheet = openSheet(book, 'Antworten', [
    { title: 'Teilnehmer', width: 24 },
    { title: 'Gestartet', width: 17, numFmt: MINUTES },
    { title: 'Beendet', width: 17, numFmt: MINUTES },
    ...columns.flatMap((c) =>
      c.withIntent
        ? [
            { title: c.title, width: 30 },
            { title: `${c.title} (Intent)`, width: 18 },
          ]
        : [{ title: c.title, width: 30 }],
    ),
  ])
  for await (const page of source.respondentPages()) {
    const byRespondent = new Map<number, Map<string, ExportAnswer>>()
    for (const a of page.answers)
      byRespondent.set(
        a.respondentId,
        (byRespondent.get(a.respondentId) ?? new Map<string, ExportAnswer>()).set(a.uniqueQuestionId, a),
      )
    for (const r of page.respondents) {
      const own = byRespondent.get(r.id)
      // A block the respondent's path skipped stays an empty cell (null), not an empty text.
      const cells = columns.flatMap((c) => {
        const answer = own?.get(c.id)
        const cell = answerCell(answer?.value, c.block)
        return c.withIntent ? [cell, answer?.intent == null ? null : textCell(answer.intent)] : [cell]
      })
      sheet.addRow([textCell(r.username), local(r.startedAt), r.finishedAt && local(r.finishedAt), ...cells])
    }
    await drained(out)
  }
  sheet.commit()
}

function writeBlocks(book: ExcelJS.stream.xlsx.WorkbookWriter, source: ExportSource) {
  const columns = answerColumns(source.blocks, source.connections, source.stats)
  const sheet = openSheet(book, 'Blöcke', [
    { title: 'Block-ID', width: 16 },
    { title: 'Frage', width: 50 },
    { title: 'Typ', width: 18 },
    { title: 'Beantwortet', width: 12 },
    { title: 'Verteilung', width: 60 },
  ])
  const answered = new Map(source.stats.map((s) => [s.uniqueQuestionId, s.answered]))
  for (const c of columns) {
    const text = c.block ? c.block.context.replace(/#\d+#/g, ' ').replace(/\s+/g, ' ').trim() : c.title
    const values = source.values.filter((v) => v.uniqueQuestionId === c.id)
    const intents = source.intents.filter((i) => i.uniqueQuestionId === c.id)
    sheet.addRow([
      textCell(c.id),
      textCell(text || blockHeader({ context: '', unique_question_id: c.id })),
      typeName(c.block?.type),
      answered.get(c.id) ?? 0,
      textCell(distribution(c.block, values, intents)),
    ])
  }
  sheet.commit()
}

async function writeTranscripts(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  source: ExportSource,
  out: Writable,
  local: (d: Date) => Date,
) {
  const sheet = openSheet(book, 'Verläufe', [
    { title: 'Teilnehmer', width: 24 },
    { title: 'Zeit', width: 20, numFmt: SECONDS },
    { title: 'Von', width: 8 },
    { title: 'Typ', width: 16 },
    { title: 'Block-ID', width: 16 },
    { title: 'Text', width: 80 },
  ])
  for await (const page of source.messagePages()) {
    for (const m of page) {
      sheet.addRow([
        textCell(m.username),
        local(m.createdAt),
        m.userOrBot === 'bot' ? 'Bot' : 'Nutzer',
        textCell(m.type),
        m.uniqueQuestionId === null ? null : textCell(m.uniqueQuestionId),
        textCell(m.context),
      ])
    }
    await drained(out)
  }
  sheet.commit()
}

/**
 * Streams the export's three sheets into `out` ("Antworten", "Blöcke", "Verläufe"). Sheets are
 * written one after another: exceljs keeps an uncommitted sheet's rows in memory. Shared
 * strings are off for the same reason (their table would grow with every answer).
 */
export async function writeExportWorkbook(
  source: ExportSource,
  out: Writable,
  timeZone = EXPORT_TIME_ZONE,
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  book.creator = 'Dialogplattform'
  const local = wallClock(timeZone)
  await writeAnswers(book, source, out, local)
  writeBlocks(book, source)
  await writeTranscripts(book, source, out, local)
  await book.commit()
}
