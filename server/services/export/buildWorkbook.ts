import type { Block } from '@engine/model/block'
import type { Connection } from '@engine/model/connection'
import { type Cell, type Sheet, writeXlsx } from './writeXlsx'

export interface ExportRespondent {
  id: number
  username: string
  startedAt: Date
  finishedAt: Date | null
}

export interface ExportAnswer {
  respondentId: number
  uniqueQuestionId: string
  value: unknown
  intent: string | null
}

export interface ExportMessage {
  respondentId: number
  uniqueQuestionId: string | null
  userOrBot: 'bot' | 'user'
  context: string
  createdAt: Date
}

/** Everything one export reads, already in order (respondents by start, messages by id). */
export interface ExportData {
  blocks: readonly Block[]
  connections: readonly Connection[]
  respondents: readonly ExportRespondent[]
  answers: readonly ExportAnswer[]
  messages: readonly ExportMessage[]
}

/** Researchers here read times in German local time (DESIGN.md §7: German date format). */
export const EXPORT_TIME_ZONE = 'Europe/Berlin'

const HEADER_LENGTH = 40

/** The block's bot text as a column title: delay markers and line breaks out, cut to a readable length. */
export function blockHeader(block: Pick<Block, 'context' | 'unique_question_id'>): string {
  const text = block.context.replace(/#\d+#/g, ' ').replace(/\s+/g, ' ').trim()
  if (!text) return block.unique_question_id
  return text.length > HEADER_LENGTH ? `${text.slice(0, HEADER_LENGTH - 1).trimEnd()}…` : text
}

interface Column {
  id: string
  title: string
  block: Block | undefined
  withIntent: boolean
}

/**
 * One column per question block in dialog order (message blocks ask nothing), then answers to
 * blocks deleted since, so no stored answer is left out. Equal titles get the block id added.
 */
function answerColumns(data: ExportData): Column[] {
  const questions = data.blocks.filter((b) => b.type !== 'message')
  const known = new Set(data.blocks.map((b) => b.unique_question_id))
  const orphans = [...new Set(data.answers.map((a) => a.uniqueQuestionId).filter((id) => !known.has(id)))]
  const intentJump = new Set(data.connections.filter((c) => c.handle !== 'default').map((c) => c.source))
  const withIntent = new Set([...intentJump, ...data.answers.filter((a) => a.intent !== null).map((a) => a.uniqueQuestionId)])
  const columns: Column[] = [
    ...questions.map((block) => ({ id: block.unique_question_id, title: blockHeader(block), block, withIntent: block.type === 'open' && withIntent.has(block.unique_question_id) })),
    ...orphans.map((id) => ({ id, title: id, block: undefined, withIntent: withIntent.has(id) })),
  ]
  const count = new Map<string, number>()
  for (const c of columns) count.set(c.title, (count.get(c.title) ?? 0) + 1)
  return columns.map((c) => ((count.get(c.title) ?? 0) > 1 && c.title !== c.id ? { ...c, title: `${c.title} (${c.id})` } : c))
}

/** SPEC.md's stored values as a reader expects them: option labels, numbers, lists joined. */
export function answerCell(value: unknown, block: Block | undefined): Cell {
  const label = (id: unknown) => block?.options?.find((o) => o.id === id)?.label ?? String(id)
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.map(label).join(', ')
  if (typeof value === 'number') return value
  if (block?.type === 'likert') return value === 'na' ? 'keine Angabe' : /^\d+$/.test(String(value)) ? Number(value) : String(value)
  if (block?.type === 'single_choice') return label(value)
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** The two sheets of SPEC.md's excel export: "Antworten" (one row per respondent) and "Verlauf". */
export function buildExportSheets(data: ExportData): Sheet[] {
  const columns = answerColumns(data)
  const byRespondent = new Map<number, Map<string, ExportAnswer>>()
  for (const a of data.answers) {
    const own = byRespondent.get(a.respondentId) ?? new Map<string, ExportAnswer>()
    byRespondent.set(a.respondentId, own.set(a.uniqueQuestionId, a))
  }
  const header = ['Teilnehmer', 'Gestartet', 'Beendet', ...columns.flatMap((c) => (c.withIntent ? [c.title, `${c.title} (Sprung)`] : [c.title]))]
  const rows = data.respondents.map((r): Cell[] => {
    const own = byRespondent.get(r.id)
    const answers = columns.flatMap((c) => {
      const answer = own?.get(c.id)
      const cell = answerCell(answer?.value, c.block)
      return c.withIntent ? [cell, answer?.intent ?? null] : [cell]
    })
    return [r.username, { date: r.startedAt }, r.finishedAt && { date: r.finishedAt }, ...answers]
  })

  const names = new Map(data.respondents.map((r, i) => [r.id, { name: r.username, index: i }]))
  const titles = new Map(columns.map((c) => [c.id, c.title]))
  for (const b of data.blocks) if (!titles.has(b.unique_question_id)) titles.set(b.unique_question_id, blockHeader(b))
  // Grouped by respondent in the order of "Antworten"; within one, the stored order.
  const messages = data.messages.filter((m) => names.has(m.respondentId))
    .map((m, i) => ({ m, i }))
    .sort((a, b) => (names.get(a.m.respondentId)?.index ?? 0) - (names.get(b.m.respondentId)?.index ?? 0) || a.i - b.i)
  const transcript = messages.map(({ m }): Cell[] => [
    names.get(m.respondentId)?.name ?? String(m.respondentId),
    { date: m.createdAt, seconds: true },
    m.uniqueQuestionId === null ? null : titles.get(m.uniqueQuestionId) ?? m.uniqueQuestionId,
    m.userOrBot === 'bot' ? 'Bot' : 'Nutzer',
    m.context,
  ])
  return [
    { name: 'Antworten', header, rows },
    { name: 'Verlauf', header: ['Teilnehmer', 'Zeit', 'Block', 'Von', 'Text'], rows: transcript },
  ]
}

export function buildWorkbook(data: ExportData, timeZone = EXPORT_TIME_ZONE): Uint8Array {
  return writeXlsx(buildExportSheets(data), { timeZone })
}
