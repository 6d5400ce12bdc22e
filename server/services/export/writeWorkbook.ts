import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { distribution, typeName } from './blockSummary'
import { answerCell, answerColumns, blockHeader, EXPORT_TIME_ZONE, textCell, wallClock } from './exportColumns'
import type { ExportAnswer, ExportSource } from './exportSource'
import { type XlsxCell, type XlsxColumn, type XlsxSheet, XlsxWriter } from './xlsxWriter'

const MINUTES = 'dd.mm.yyyy hh:mm'
const SECONDS = 'dd.mm.yyyy hh:mm:ss'

/** Excel's rows per sheet, the header's included. */
export const MAX_SHEET_ROWS = 1_048_576

/** A sheet being written: rows go to the zip as they are added. */
interface SheetWriter {
  addRow(values: XlsxCell[]): void
  commit(): void
}

/**
 * A sheet with a frozen header row. A sheet that reaches Excel's row limit goes on in another of
 * the same columns, named with a number ("Verläufe 2"), so no row is lost and Excel opens the file.
 */
function openSheet(
  book: XlsxWriter,
  name: string,
  header: readonly XlsxColumn[],
  maxRows = MAX_SHEET_ROWS,
): SheetWriter {
  let part = 1
  let sheet: XlsxSheet = book.sheet(name, header)
  let rows = 1
  return {
    addRow(values) {
      if (rows === maxRows) {
        sheet.end()
        part++
        sheet = book.sheet(`${name} ${part}`, header)
        rows = 1
      }
      sheet.row(values)
      rows++
    },
    commit: () => sheet.end(),
  }
}

/**
 * The writer does not wait for the socket: each page's compressed rows go to `out` at once.
 * After each page it waits until the response has taken what is buffered, so a slow client
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
  book: XlsxWriter,
  source: ExportSource,
  out: Writable,
  local: (d: Date) => Date,
  maxRows?: number,
) {
  const columns = answerColumns(source.blocks, source.connections, source.stats)
  const sheet = openSheet(
    book,
    'Antworten',
    [
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
    ],
    maxRows,
  )
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

function writeBlocks(book: XlsxWriter, source: ExportSource, maxRows?: number) {
  const columns = answerColumns(source.blocks, source.connections, source.stats)
  const sheet = openSheet(
    book,
    'Blöcke',
    [
      { title: 'Block-ID', width: 16 },
      { title: 'Frage', width: 50 },
      { title: 'Typ', width: 18 },
      { title: 'Beantwortet', width: 12 },
      { title: 'Verteilung', width: 60 },
    ],
    maxRows,
  )
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
  book: XlsxWriter,
  source: ExportSource,
  out: Writable,
  local: (d: Date) => Date,
  maxRows?: number,
) {
  const sheet = openSheet(
    book,
    'Verläufe',
    [
      { title: 'Teilnehmer', width: 24 },
      { title: 'Zeit', width: 20, numFmt: SECONDS },
      { title: 'Von', width: 8 },
      { title: 'Typ', width: 16 },
      { title: 'Block-ID', width: 16 },
      { title: 'Text', width: 80 },
    ],
    maxRows,
  )
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
 * Streams the export's three sheets into `out` ("Antworten", "Blöcke", "Verläufe"), one after
 * another, each row written as it is read (server/services/export/xlsxWriter.ts). `maxRows`:
 * rows per sheet before it goes on in another (Excel's limit; tests pass fewer). Ends `out`.
 */
export async function writeExportWorkbook(
  source: ExportSource,
  out: Writable,
  timeZone = EXPORT_TIME_ZONE,
  options: { maxRows?: number } = {},
): Promise<void> {
  // Once the client is gone nothing more is written; the next page's wait ends the export.
  const book = new XlsxWriter((bytes) => void (out.destroyed || out.write(bytes)), { creator: 'Dialogplattform' })
  const local = wallClock(timeZone)
  await writeAnswers(book, source, out, local, options.maxRows)
  writeBlocks(book, source, options.maxRows)
  await writeTranscripts(book, source, out, local, options.maxRows)
  book.end()
  out.end()
}
