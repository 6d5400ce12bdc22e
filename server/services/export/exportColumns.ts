import type { Block, Connection } from '@engine/model'
import type { XlsxCell } from './xlsxWriter'

/** Per block id with stored answers: how many, and whether any carries an intent (routing). */
export interface AnswerStat {
  uniqueQuestionId: string
  answered: number
  withIntent: boolean
}

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

/**
 * Respondents' and editors' text, cut to what a cell may hold. Texts are written as inline
 * strings, which no reader evaluates, so one that starts like a formula (`=`, `+`, `-`, `@`; OWASP
 * "CSV injection") stays text; the writer drops characters XML does not allow.
 */
export function textCell(text: string): XlsxCell {
  // Excel refuses to open a file with a longer cell.
  return text.length > EXCEL_CELL_LIMIT ? text.slice(0, EXCEL_CELL_LIMIT) : text
}

/** Stored values (docs/product/entities.md) as a reader expects them: option labels, numbers, lists joined. */
export function answerCell(value: unknown, block: Block | undefined): XlsxCell {
  const label = (id: unknown) => block?.options?.find((o) => o.id === id)?.label ?? String(id)
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return textCell(value.map(label).join(', '))
  if (typeof value === 'number') return value
  if (block?.type === 'likert')
    return value === 'na' ? 'keine Angabe' : /^\d+$/.test(String(value)) ? Number(value) : textCell(String(value))
  if (block?.type === 'single_choice') return textCell(label(value))
  return textCell(typeof value === 'object' ? JSON.stringify(value) : String(value))
}

/** Offsets are looked up per quarter hour of UTC: no zone changes its offset twice within one. */
const OFFSET_SPAN_MS = 15 * 60_000
const MAX_REMEMBERED_SPANS = 4096

/**
 * Excel dates have no time zone: the serial number is the wall-clock time. So the instant is
 * shifted to Berlin wall-clock time (with summer time) and written as if it were UTC.
 *
 * `formatToParts` costs microseconds per call, a fifth of an export's CPU when every timestamp
 * of 100,000 messages went through it (docs/benchmarks.md "The workbook's own writer"). A zone's offset
 * is the same for a whole quarter hour of UTC unless the offset changes inside it, so it is
 * asked once at each end of the quarter hour and remembered when both agree; a quarter hour with a
 * change (the night summer time starts or ends) is worked out per instant.
 */
export function wallClock(timeZone: string): (date: Date) => Date {
  const offsetAt = zoneOffset(timeZone)
  // One span's offset, or null where it changes within the span.
  const spans = new Map<number, number | null>()
  return (date) => {
    const ms = date.getTime()
    const span = Math.floor(ms / OFFSET_SPAN_MS)
    let offset = spans.get(span)
    if (offset === undefined) {
      const first = offsetAt(span * OFFSET_SPAN_MS)
      offset = first === offsetAt((span + 1) * OFFSET_SPAN_MS - 1) ? first : null
      if (spans.size >= MAX_REMEMBERED_SPANS) spans.clear()
      spans.set(span, offset)
    }
    return new Date(ms + (offset ?? offsetAt(ms)))
  }
}

/** The zone's offset from UTC at an instant (ms), in ms: whole seconds, as the format shows no less. */
export function zoneOffset(timeZone: string): (ms: number) => number {
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
  return (ms) => {
    const p = Object.fromEntries(format.formatToParts(ms).map((x) => [x.type, Number(x.value)]))
    const local = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0)
    return local - (ms - mod(ms, 1000))
  }
}

const mod = (a: number, b: number) => ((a % b) + b) % b

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
