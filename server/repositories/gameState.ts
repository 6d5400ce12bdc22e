import type { RuntimeState, GameProgress } from '@engine/runtime'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import type { StoredConversation } from './conversations'
import type { StoredProgress } from './multichatProgress'

export interface StoredGame {
  /** The respondent's conversation in each dialog, in the order of `surveyIds` (undefined where none started). */
  conversations: (StoredConversation | undefined)[]
  /** Undefined until the game has started. */
  progress: StoredProgress | undefined
}

interface Row {
  progress: (GameProgress & { version: number }) | null
  conversations: { survey_id: string; state: RuntimeState | null; turns: number }[] | null
}

/**
 * What a multichat turn reads before it plays: the game's progress and every dialog's
 * conversation, in one statement (two sub-selects) instead of one query each, on every turn
 * (docs/reliability/launch.md). The values are the stored JSON as the separate reads gave them.
 */
export async function findGameState(
  db: Db,
  respondentId: number,
  multichatId: number,
  surveyIds: readonly string[],
): Promise<StoredGame> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
    SELECT (SELECT json_build_object('released', p.released, 'signalled', p.signalled, 'waiting_since', p.waiting_since, 'version', p.version)
              FROM multichat_progress p WHERE p.respondent_id = ${respondentId} AND p.dialog_manager_id = ${multichatId}) AS progress,
           (SELECT json_agg(json_build_object('survey_id', c.survey_id, 'state', c.state, 'turns', c.turns))
              FROM conversations c WHERE c.respondent_id = ${respondentId} AND c.survey_id IN ${[...surveyIds]}) AS conversations`),
  )
  const bySurvey = new Map((row?.conversations ?? []).map((c) => [c.survey_id, c]))
  const conversations = surveyIds.map((id) => {
    const c = bySurvey.get(id)
    return c?.state ? { state: c.state, turns: c.turns } : undefined
  })
  const stored = row?.progress
  const progress = stored
    ? {
        progress: { released: stored.released, signalled: stored.signalled, waiting_since: stored.waiting_since },
        version: stored.version,
      }
    : undefined
  return { conversations, progress }
}
