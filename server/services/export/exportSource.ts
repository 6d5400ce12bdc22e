import type { Block, Connection } from '@engine/model'
import type { IntentCount, ValueCount } from './blockSummary'
import type { AnswerStat } from './exportColumns'

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
  username: string
  uniqueQuestionId: string | null
  userOrBot: 'bot' | 'user'
  type: string
  context: string
  createdAt: Date
}

/** One page of respondents (in export order) with all their answers. */
export interface RespondentPage {
  respondents: readonly ExportRespondent[]
  answers: readonly ExportAnswer[]
}

/** The small part of an export, read before the first byte is sent (so its errors are JSON). */
export interface ExportFrame {
  blocks: readonly Block[]
  connections: readonly Connection[]
  stats: readonly AnswerStat[]
  values: readonly ValueCount[]
  intents: readonly IntentCount[]
}

/**
 * What the workbook writer reads. The large parts come in pages so that memory stays flat
 * however many respondents a dialog has (docs/analyse.md "Excel-Export").
 */
export interface ExportSource extends ExportFrame {
  respondentPages(): AsyncIterable<RespondentPage>
  /** The transcript grouped by respondent in the order of `respondentPages`, in stored order within one. */
  messagePages(): AsyncIterable<readonly ExportMessage[]>
}
