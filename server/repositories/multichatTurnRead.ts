import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { fixedStatement } from '../db/fixedStatement'
import { rowsOf } from '../db/rowsOf'
import { type StoredModels, storedModelKey } from './classifierModels'
import { type GameStateRow, type StoredGame, toStoredGame } from './gameState'
import {
  type FingerprintRow,
  type GameFingerprint,
  gameFingerprintOf,
  gameSurveysSql,
  triggersVersionSql,
} from './liveFingerprints'
import { type LiveRespondent, type RespondentColumns, respondentOfColumns } from './liveRespondents'
import type { LiveTokenIds } from './liveAccess'
import { familyId } from './refreshFamilies'

/** Everything a multichat turn reads before it plays (readMultichatTurn). */
export interface MultichatTurnRead {
  /**
   * The respondent behind the live token, or undefined when the respondent was erased or the token
   * revoked (itself or its refresh family): the same check as findLiveAccess.
   */
  respondent: LiveRespondent | undefined
  /** The game's dialogs and what its cached build depends on (gameFingerprintOf); no dialogs: no such multichat. */
  fingerprint: GameFingerprint
  /** The respondent's progress and conversations in the game's dialogs, in the fingerprint's order. */
  state: StoredGame
  /**
   * The stored intent model's engine version and examples' fingerprint of each block the player's
   * chats stand at (storedModelKey; null: none stored), so an answer there need not ask for its
   * model's (intentModels.trainedFor). Only those: a game's dialogs may hold thousands of open
   * blocks, and a turn answers one of the blocks its chats stand at.
   */
  storedModels: StoredModels
}

interface Row extends GameStateRow {
  respondent: RespondentColumns | null
  surveys: FingerprintRow[] | null
  triggers: string | null
  models: { survey_id: string; block: string; version: number | null; trained_on: string | null }[] | null
}

const turnRead = fixedStatement<{ respondentId: number; jti: string; family: string; multichatId: number }>(
  (v) => sql`
    WITH game AS (${gameSurveysSql(v.multichatId)})
    SELECT (SELECT json_build_object('id', r.id, 'username', r.username, 'survey_ids', r.survey_ids, 'storage_accepted', r.storage_accepted)
              FROM live_respondents r
             WHERE r.id = ${v.respondentId}
               AND NOT EXISTS (SELECT 1 FROM revoked_tokens t WHERE t.jti = ${v.jti})
               AND NOT EXISTS (SELECT 1 FROM refresh_families f WHERE f.id = ${v.family} AND f.revoked_at IS NOT NULL)) AS respondent,
           (SELECT json_agg(json_build_object('survey_id', g.survey_id, 'order', g."order", 'version', g.version, 'updated', g.updated)
                            ORDER BY g."order", g.survey_id)
              FROM game g) AS surveys,
           ${triggersVersionSql(v.multichatId)} AS triggers,
           (SELECT json_build_object('released', p.released, 'signalled', p.signalled, 'waiting_since', p.waiting_since, 'version', p.version)
              FROM multichat_progress p WHERE p.respondent_id = ${v.respondentId} AND p.dialog_manager_id = ${v.multichatId}) AS progress,
           (SELECT json_agg(json_build_object('survey_id', c.survey_id, 'state', c.state, 'turns', c.turns))
              FROM conversations c WHERE c.respondent_id = ${v.respondentId} AND c.survey_id IN (SELECT survey_id FROM game)) AS conversations,
           (SELECT json_agg(json_build_object('survey_id', c.survey_id, 'block', c.current_question_id, 'version', m.version, 'trained_on', m.trained_on))
              FROM conversations c
              LEFT JOIN classifier_models m ON m.survey_id = c.survey_id AND m.unique_question_id = c.current_question_id
             WHERE c.respondent_id = ${v.respondentId} AND c.current_question_id IS NOT NULL
               AND c.survey_id IN (SELECT survey_id FROM game)) AS models`,
)

/**
 * A multichat turn's reads in one statement (docs/reliability/launch.md "One read per turn"): the
 * live token's check, the game's fingerprint, the player's stored game and, at an open block, its model's freshness were up to four statements
 * on every turn, and on the embedded database a turn pays per statement more than per row. The
 * conversations are those in the dialogs the multichat has at this moment, the same snapshot the
 * fingerprint is read from. Reading a game state before the identity is known is harmless: the
 * caller looks at nothing but `respondent` until it has checked it (docs/api/auth.md "Order of checks").
 * Its text is built once (server/db/fixedStatement.ts).
 */
export async function readMultichatTurn(db: Db, token: LiveTokenIds, multichatId: number): Promise<MultichatTurnRead> {
  const [row] = rowsOf<Row>(
    await turnRead.run(db, {
      respondentId: token.respondentId,
      jti: token.jti,
      family: familyId(token.family),
      multichatId,
    }),
  )
  const r = row?.respondent
  const fingerprint = gameFingerprintOf(row?.surveys ?? [], row?.triggers ?? '')
  return {
    respondent: r ? respondentOfColumns(r) : undefined,
    fingerprint,
    storedModels: new Map(
      (row?.models ?? []).map((m) => [
        storedModelKey(m.survey_id, m.block),
        m.version === null || m.trained_on === null ? null : { version: Number(m.version), trainedOn: m.trained_on },
      ]),
    ),
    state: toStoredGame(
      row,
      fingerprint.surveys.map((s) => s.survey_id),
    ),
  }
}
