import type { Block, Connection } from '@engine/model'

/** Per block id with stored answers: how many, and whether any carries an intent (routing). */
export interface AnswerStat {
  uniqueQuestionId: string
  answered: number
  withIntent: boolean
}

/** A cell as the sheets write it; `RichText` only for texts that must never read as a formula. */
export type CellValue = string | number | Date | null | { richText: { text: string }[] }

/** Researchers here read times in German local time (docs/design/conventions.md: German date format). */
export const EXPORT_TIME_ZONE = 'Europe/Berlin'

const HEADER_LENGTH = 40

/** The block's bot text as a column title: delay markers and line breaks out, cut to a readable length. */
export function blockHeader(block: Pick<Block, 'context' | 'unique_question_id'>): string {
  const text = block.context.replace(/#\d+#/g, ' ').replace(/\s+/g, ' ').trim()
  if (!text) return block.unique_question_id
  return text.length > HEADER_LENGTH ? `${text.slice(0, HEADER_LENGTH - 1).trimEnd()}…` : text
}

export interface Column {
  id: string
  title: string
  block: Block | undefined
  withIntent: boolean
}

/**
 * One column per question block in dialog order (message blocks ask nothing), then answers to
 * blocks deleted since, so no stored answer is left out. Open blocks get an intent column when
 * they route by intent or have stored intents. Equal titles get the block id added.
 */
export function answerColumns(
  blocks: readonly Block[],
  connections: readonly Connection[],
  stats: readonly AnswerStat[],
): Column[] {
  const known = new Set(blocks.map((b) => b.unique_question_id))
  const intentJump = new Set(connections.filter((c) => c.handle !== 'default').map((c) => c.source))
  const withIntent = new Set([...intentJump, ...stats.filter((s) => s.withIntent).map((s) => s.uniqueQuestionId)])
  const columns: Column[] = [
    ...blocks
      .filter((b) => b.type !== 'message')
      .map((block) => ({
        id: block.unique_question_id,
        title: blockHeader(block),
        block,
        withIntent: block.type === 'open' && withIntent.has(block.unique_question_id),
      })),
    ...stats
      .filter((s) => !known.has(s.uniqueQuestionId))
      .map((s) => ({ id: s.uniqueQuestionId, title: s.uniqueQuestionId, block: undefined, withIntent: s.withIntent })),
  ]
  const count = new Map<string, number>()
  for (const c of columns) count.set(c.title, (count.get(c.title) ?? 0) + 1)
  return columns.map((c) =>
    (count.get(c.title) ?? 0) > 1 && c.title !== c.id ? { ...c, title: `${c.title} (${c.id})` } : c,
  )
}

const EXCEL_CELL_LIMIT = 32_767

// Excel, LibreOffice and CSV converters start a formula with these (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Respondents' and editors' text. xlsx strings are never evaluated, but exceljs writes them as
 * `t="str"` (a formula's cached result); a text that looks like a formula goes as an inline
 * rich-text string instead, which no reader treats as anything but text.
 */
export function textCell(text: string): CellValue {
  // Excel refuses to open a file with a longer cell (exceljs drops XML-invalid characters itself).
  const cut = text.length > EXCEL_CELL_LIMIT ? text.slice(0, EXCEL_CELL_LIMIT) : text
  return FORMULA_START.test(cut) ? { richText: [{ text: cut }] } : cut
}

/** Stored values (docs/product/entities.md) as a reader expects them: option labels, numbers, lists joined. */
export function answerCell(value: unknown, block: Block | undefined): CellValue {
  const label = (id: unknown) => block?.options?.find((o) => o.id === id)?.label ?? String(id)
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return textCell(value.map(label).join(', '))
  if (typeof value === 'number') return value
  if (block?.type === 'likert')
    return value === 'na' ? 'keine Angabe' : /^\d+$/.test(String(value)) ? Number(value) : textCell(String(value))
  if (block?.type === 'single_choice') return textCell(label(value))
  return textCell(typeof value === 'object' ? JSON.stringify(value) : String(value))
}

/**
 * Excel dates have no time zone: the serial number is the wall-clock time. So the instant is
 * shifted to Berlin wall-clock time (with summer time) and written as if it were UTC.
 */
export function wallClock(timeZone: string): (date: Date) => Date {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  return (date) => {
    const p = Object.fromEntries(format.formatToParts(date).map((x) => [x.type, Number(x.value)]))
    return new Date(
      Date.UTC(
        p.year ?? 1970,
        (p.month ?? 1) - 1,
        p.day ?? 1,
        p.hour ?? 0,
        p.minute ?? 0,
        p.second ?? 0,
        date.getUTCMilliseconds(),
      ),
    )
  }
}

/** Excel's own limit: a sheet has at most 16,384 columns (XFD). */
export const MAX_EXPORT_COLUMNS = 16_384

/** Columns of the "Antworten" sheet: participant, start, end, and each answer (with its intent). */
export function exportColumnCount(source: {
  blocks: readonly Block[]
  connections: readonly Connection[]
  stats: readonly AnswerStat[]
}): number {
  return (
    3 + answerColumns(source.blocks, source.connections, source.stats).reduce((n, c) => n + (c.withIntent ? 2 : 1), 0)
  )
}
