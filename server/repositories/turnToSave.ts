import type { Turn } from '@engine/runtime'

/**
 * One turn to store. Its own module because the save statement, its row builders and the
 * repositories that call them all speak it, and conversations.ts imports the statement.
 */
export interface TurnToSave {
  respondentId: number
  surveyId: string
  /** The `turns` the state was read with; null for the first turn (no conversation yet). */
  readTurns: number | null
  turn: Turn
  /** What the respondent sent, with the block it answered; absent for the start and a resume. */
  input?: { text: string; blockId: string; blockType: string }
  /** The first answers of an open block whose follow-up this turn answered. */
  firstAnswers?: readonly string[]
  at: Date
}
