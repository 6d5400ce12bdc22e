import type { RuntimeState } from '@engine/runtime'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { conversations } from '../db/schema'
import { runSave, runSaveReturningIds, saveTurnsStatement } from './saveTurnsStatement'
import { messageRows } from './turnRows'
import type { TurnToSave } from './turnToSave'

export interface StoredConversation {
  state: RuntimeState
  /** Answers taken so far; a save must name it (compare-and-set). */
  turns: number
}

export async function findConversation(
  db: Db,
  respondentId: number,
  surveyId: string,
): Promise<StoredConversation | undefined> {
  const rows = await db
    .select({ state: conversations.state, turns: conversations.turns })
    .from(conversations)
    .where(and(eq(conversations.respondentId, respondentId), eq(conversations.surveyId, surveyId)))
    .limit(1)
  const row = rows[0]
  if (!row?.state) return undefined
  return { state: row.state as RuntimeState, turns: row.turns }
}

/**
 * Stores one turn in one statement (server/repositories/saveTurnsStatement.ts): the new state
 * (only if nobody saved a turn since it was read; false otherwise, and nothing is written), the
 * transcript and the answer. An open block's follow-up answer is stored together with the first
 * answer, so analysis sees both.
 */
export async function saveTurn(db: Db, input: TurnToSave): Promise<boolean> {
  return runSave(db, saveTurnsStatement(undefined, [input]))
}

/**
 * `saveTurn` for the live chat: also answers, per bot message of the turn (in order), the id of
 * the transcript row of its last bubble (null for a message without bubbles), so the respondent
 * can rate it (POST /api/feedback). Null when another call saved first.
 */
export async function saveTurnWithMessageIds(db: Db, input: TurnToSave): Promise<(number | null)[] | null> {
  const ids = await runSaveReturningIds(db, saveTurnsStatement(undefined, [input]))
  if (ids === null) return null
  let row = messageRows(input, 0).length - input.turn.messages.reduce((n, m) => n + m.bubbles.length, 0)
  return input.turn.messages.map((m) => {
    row += m.bubbles.length
    return m.bubbles.length > 0 ? (ids[row - 1] ?? null) : null
  })
}
