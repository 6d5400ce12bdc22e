import type { GameProgress } from '@engine/runtime'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import type { TurnToSave } from './turnToSave'
import { answerRow, messageRows } from './turnRows'

/** The game's progress row of a multichat save (compare-and-set on `version`). */
export interface ProgressToSave {
  respondentId: number
  multichatId: number
  /** The version the game was read with; null when it has not started (insert). */
  readVersion: number | null
  progress: GameProgress
  /** Set when the lead dialog ended in this call; null leaves it as stored. */
  finishedAt: Date | null
  at: Date
}

/**
 * A whole save — the progress row (multichat), each changed dialog's conversation, all transcript
 * rows, all answers — as ONE statement of data-modifying CTEs: one round trip and one implicit
 * transaction instead of BEGIN, ~4 statements and COMMIT per turn (docs/reliability/launch.md).
 *
 * Compare-and-set as before: a progress or conversation row is inserted only if it does not exist
 * yet (readVersion / readTurns null), else updated only where its version / turns is the one read.
 * Each of these CTEs touches one row or none; the final SELECT hands the sum to
 * `assert_saved_rows` (migration 0006), which raises SQLSTATE DP409 when one touched none. The
 * error aborts the statement, so NOTHING of it is written — also not the transcript and answer
 * CTEs, which therefore need no condition of their own. PostgreSQL runs every data-modifying CTE
 * to completion whether or not the final SELECT reads it; the counted ones are read in the order
 * written, so the progress row is locked first, as the transaction did.
 *
 * The text depends only on the shape (progress insert/update/none, per dialog insert/update,
 * whether there are transcript rows and answers); all values are parameters, so
 * server/db/namedStatements.ts parses each shape once per connection.
 */
export function saveTurnsStatement(progress: ProgressToSave | undefined, turns: readonly TurnToSave[]): SQL {
  const ctes: SQL[] = []
  const counted: SQL[] = []
  if (progress) {
    ctes.push(sql`p AS (${progressWrite(progress)} RETURNING 1)`)
    counted.push(sql`(SELECT count(*) FROM p)`)
  }
  turns.forEach((turn, i) => {
    // An index, not a value: the CTE's name.
    const name = sql.raw(`c${i}`)
    ctes.push(sql`${name} AS (${conversationWrite(turn)} RETURNING 1)`)
    counted.push(sql`(SELECT count(*) FROM ${name})`)
  })
  if (counted.length === 0) throw new Error('saveTurnsStatement: nothing to save')

  // The order the per-dialog inserts had: dialog by dialog, each dialog's rows in order; ids follow `i`.
  const messages = turns.reduce<ReturnType<typeof messageRows>>(
    (all, turn) => all.concat(messageRows(turn, all.length)),
    [],
  )
  if (messages.length > 0) {
    ctes.push(sql`m AS (
      INSERT INTO chat_messages (respondent_id, survey_id, unique_question_id, user_or_bot, type, context, created_at)
      SELECT r.respondent_id, r.survey_id, r.unique_question_id, r.user_or_bot, r.type, r.context, r.created_at::timestamptz
        FROM json_to_recordset(${JSON.stringify(messages)}::json)
          AS r(i integer, respondent_id integer, survey_id text, unique_question_id text, user_or_bot text, type text, context text, created_at text)
       ORDER BY r.i
      RETURNING id)`)
  }
  // At most one answer per dialog, so no row is hit twice by the upsert.
  const answered = turns.map(answerRow).filter((a) => a !== undefined)
  if (answered.length > 0) {
    ctes.push(sql`a AS (
      INSERT INTO answers (respondent_id, survey_id, unique_question_id, value, intent, confidence, routing_source, route, created_at)
      SELECT r.respondent_id, r.survey_id, r.unique_question_id, r.value::jsonb, r.intent, r.confidence, r.routing_source, r.route, r.created_at::timestamptz
        FROM json_to_recordset(${JSON.stringify(answered)}::json)
          AS r(respondent_id integer, survey_id text, unique_question_id text, value text, intent text, confidence real, routing_source text, route text, created_at text)
      ON CONFLICT (respondent_id, survey_id, unique_question_id)
      DO UPDATE SET value = excluded.value, intent = excluded.intent, confidence = excluded.confidence, routing_source = excluded.routing_source, route = excluded.route, created_at = excluded.created_at)`)
  }
  // The transcript rows' ids in the order written (message feedback names a bot message by its row).
  const ids = messages.length > 0 ? sql`(SELECT json_agg(id ORDER BY id) FROM m)` : sql`'[]'::json`
  return sql`WITH ${sql.join(ctes, sql`, `)} SELECT assert_saved_rows(${sql.join(counted, sql` + `)}, ${counted.length}::integer) AS saved, ${ids} AS message_ids`
}

function progressWrite(p: ProgressToSave): SQL {
  const released = sql`${JSON.stringify(p.progress.released)}::jsonb`
  const signalled = sql`${JSON.stringify(p.progress.signalled)}::jsonb`
  const waitingSince = sql`${JSON.stringify(p.progress.waiting_since)}::jsonb`
  const finishedAt = p.finishedAt?.toISOString() ?? null
  if (p.readVersion === null) {
    return sql`INSERT INTO multichat_progress (respondent_id, dialog_manager_id, released, signalled, waiting_since, version, started_at, finished_at)
      VALUES (${p.respondentId}, ${p.multichatId}, ${released}, ${signalled}, ${waitingSince}, 0, ${p.at.toISOString()}::timestamptz, ${finishedAt}::timestamptz)
      ON CONFLICT DO NOTHING`
  }
  // finished_at is only ever set, never cleared, by a turn (null: as stored).
  return sql`UPDATE multichat_progress
      SET released = ${released}, signalled = ${signalled}, waiting_since = ${waitingSince}, version = version + 1,
          finished_at = COALESCE(${finishedAt}::timestamptz, finished_at)
    WHERE respondent_id = ${p.respondentId} AND dialog_manager_id = ${p.multichatId} AND version = ${p.readVersion}`
}

function conversationWrite(input: TurnToSave): SQL {
  const { respondentId, surveyId, turn, at } = input
  const state = sql`${JSON.stringify(turn.state)}::jsonb`
  const current = turn.state.current ?? null
  const finishedAt = turn.is_end ? at.toISOString() : null
  if (input.readTurns === null) {
    return sql`INSERT INTO conversations (respondent_id, survey_id, state, current_question_id, finished_at, turns, started_at)
      VALUES (${respondentId}, ${surveyId}, ${state}, ${current}::text, ${finishedAt}::timestamptz, 0, ${at.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING`
  }
  return sql`UPDATE conversations
      SET state = ${state}, current_question_id = ${current}::text, finished_at = ${finishedAt}::timestamptz, turns = turns + 1
    WHERE respondent_id = ${respondentId} AND survey_id = ${surveyId} AND turns = ${input.readTurns}`
}

/** Raised by `assert_saved_rows` (migration 0006): a compare-and-set part matched no row. */
const STALE_SAVE = 'DP409'

/**
 * Runs a save statement on its own (outside BEGIN it is its own transaction, on a pool
 * connection and on PGlite alike). False when another call saved first: nothing was written.
 * Any other error is thrown as it came.
 */
export async function runSave(db: Db, statement: SQL): Promise<boolean> {
  try {
    await db.execute(statement)
    return true
  } catch (error) {
    if (hasCode(error, STALE_SAVE)) return false
    throw error
  }
}

/**
 * As `runSave`, but answers the ids of the transcript rows written, in the order of
 * `messageRows` (ids are taken in that order); null when another call saved first.
 */
export async function runSaveReturningIds(db: Db, statement: SQL): Promise<number[] | null> {
  try {
    const rows = rowsOf<{ message_ids: unknown }>(await db.execute(statement))
    const ids = rows[0]?.message_ids
    const list: unknown = typeof ids === 'string' ? JSON.parse(ids) : ids
    return Array.isArray(list) ? list.map(Number) : []
  } catch (error) {
    if (hasCode(error, STALE_SAVE)) return null
    throw error
  }
}

/** drizzle wraps the driver's error (DrizzleQueryError), so the SQLSTATE sits on a `cause`. */
function hasCode(error: unknown, code: string): boolean {
  let e = error
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    if ((e as { code?: unknown }).code === code) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
