import type { GameProgress } from '@engine/runtime'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { type FixedStatement, fixedStatement, type Placeholders } from '../db/fixedStatement'
import { jsonOf, rowsOf } from '../db/rowsOf'
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

/** A save as it runs: the statement of its shape (built once) and this save's values. */
export interface SaveStatement {
  statement: FixedStatement<SaveValues>
  values: SaveValues
}

type SaveValues = Record<string, unknown>

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
 * whether there are transcript rows and answers); all values are placeholders, so the text of a
 * shape is built once (server/db/fixedStatement.ts) and server/db/namedStatements.ts parses it
 * once per connection.
 */
export function saveTurnsStatement(progress: ProgressToSave | undefined, turns: readonly TurnToSave[]): SaveStatement {
  if (!progress && turns.length === 0) throw new Error('saveTurnsStatement: nothing to save')
  // The order the per-dialog inserts had: dialog by dialog, each dialog's rows in order; ids follow `i`.
  const messages = turns.reduce<ReturnType<typeof messageRows>>(
    (all, turn) => all.concat(messageRows(turn, all.length)),
    [],
  )
  // At most one answer per dialog, so no row is hit twice by the upsert.
  const answered = turns.map(answerRow).filter((a) => a !== undefined)
  const shape: Shape = {
    progress: progress ? (progress.readVersion === null ? 'insert' : 'update') : 'none',
    conversations: turns.map((t) => (t.readTurns === null ? 'insert' : 'update')),
    messages: messages.length > 0,
    answers: answered.length > 0,
  }
  const values: SaveValues = {}
  if (progress) Object.assign(values, progressValues(progress))
  turns.forEach((turn, i) => Object.assign(values, conversationValues(turn, i)))
  if (shape.messages) values.messages = JSON.stringify(messages)
  if (shape.answers) values.answers = JSON.stringify(answered)
  return { statement: statementOf(shape), values }
}

/** What a save's text depends on. */
interface Shape {
  progress: 'insert' | 'update' | 'none'
  conversations: ('insert' | 'update')[]
  messages: boolean
  answers: boolean
}

/**
 * Shapes seen so far. A save changes one dialog or a few, so a game meets a handful; beyond the
 * bound a shape's statement is built for its one call (still correct, as before this cache).
 */
const shapes = new Map<string, FixedStatement<SaveValues>>()
const MAX_SHAPES = 256

function statementOf(shape: Shape): FixedStatement<SaveValues> {
  const key = `${shape.progress}|${shape.conversations.join(',')}|${shape.messages}|${shape.answers}`
  let statement = shapes.get(key)
  if (!statement) {
    statement = fixedStatement((v) => saveSql(shape, v))
    if (shapes.size < MAX_SHAPES) shapes.set(key, statement)
  }
  return statement
}

function saveSql(shape: Shape, v: Placeholders<SaveValues>): SQL {
  const ctes: SQL[] = []
  const counted: SQL[] = []
  if (shape.progress !== 'none') {
    ctes.push(sql`p AS (${progressWrite(shape.progress, v)} RETURNING 1)`)
    counted.push(sql`(SELECT count(*) FROM p)`)
  }
  shape.conversations.forEach((write, i) => {
    // An index, not a value: the CTE's name.
    const name = sql.raw(`c${i}`)
    ctes.push(sql`${name} AS (${conversationWrite(write, i, v)} RETURNING 1)`)
    counted.push(sql`(SELECT count(*) FROM ${name})`)
  })
  if (shape.messages) {
    ctes.push(sql`m AS (
      INSERT INTO chat_messages (respondent_id, survey_id, unique_question_id, user_or_bot, type, context, created_at)
      SELECT r.respondent_id, r.survey_id, r.unique_question_id, r.user_or_bot, r.type, r.context, r.created_at::timestamptz
        FROM json_to_recordset(${v.messages}::json)
          AS r(i integer, respondent_id integer, survey_id text, unique_question_id text, user_or_bot text, type text, context text, created_at text)
       ORDER BY r.i
      RETURNING id)`)
  }
  if (shape.answers) {
    ctes.push(sql`a AS (
      INSERT INTO answers (respondent_id, survey_id, unique_question_id, value, intent, confidence, routing_source, route, created_at)
      SELECT r.respondent_id, r.survey_id, r.unique_question_id, r.value::jsonb, r.intent, r.confidence, r.routing_source, r.route, r.created_at::timestamptz
        FROM json_to_recordset(${v.answers}::json)
          AS r(respondent_id integer, survey_id text, unique_question_id text, value text, intent text, confidence real, routing_source text, route text, created_at text)
      ON CONFLICT (respondent_id, survey_id, unique_question_id)
      DO UPDATE SET value = excluded.value, intent = excluded.intent, confidence = excluded.confidence, routing_source = excluded.routing_source, route = excluded.route, created_at = excluded.created_at)`)
  }
  // The transcript rows' ids in the order written (message feedback names a bot message by its row).
  const ids = shape.messages ? sql`(SELECT json_agg(id ORDER BY id) FROM m)` : sql`'[]'::json`
  return sql`WITH ${sql.join(ctes, sql`, `)} SELECT assert_saved_rows(${sql.join(counted, sql` + `)}, ${sql.raw(String(counted.length))}::integer) AS saved, ${ids} AS message_ids`
}

function progressValues(p: ProgressToSave): SaveValues {
  return {
    p_released: JSON.stringify(p.progress.released),
    p_signalled: JSON.stringify(p.progress.signalled),
    p_waiting_since: JSON.stringify(p.progress.waiting_since),
    p_finished_at: p.finishedAt?.toISOString() ?? null,
    p_respondent: p.respondentId,
    p_multichat: p.multichatId,
    p_at: p.at.toISOString(),
    ...(p.readVersion !== null && { p_version: p.readVersion }),
  }
}

function progressWrite(write: 'insert' | 'update', v: Placeholders<SaveValues>): SQL {
  const released = sql`${v.p_released}::jsonb`
  const signalled = sql`${v.p_signalled}::jsonb`
  const waitingSince = sql`${v.p_waiting_since}::jsonb`
  if (write === 'insert') {
    return sql`INSERT INTO multichat_progress (respondent_id, dialog_manager_id, released, signalled, waiting_since, version, started_at, finished_at)
      VALUES (${v.p_respondent}, ${v.p_multichat}, ${released}, ${signalled}, ${waitingSince}, 0, ${v.p_at}::timestamptz, ${v.p_finished_at}::timestamptz)
      ON CONFLICT DO NOTHING`
  }
  // finished_at is only ever set, never cleared, by a turn (null: as stored).
  return sql`UPDATE multichat_progress
      SET released = ${released}, signalled = ${signalled}, waiting_since = ${waitingSince}, version = version + 1,
          finished_at = COALESCE(${v.p_finished_at}::timestamptz, finished_at)
    WHERE respondent_id = ${v.p_respondent} AND dialog_manager_id = ${v.p_multichat} AND version = ${v.p_version}`
}

function conversationValues(input: TurnToSave, i: number): SaveValues {
  const { turn, at } = input
  return {
    [`c${i}_respondent`]: input.respondentId,
    [`c${i}_survey`]: input.surveyId,
    [`c${i}_state`]: JSON.stringify(turn.state),
    [`c${i}_current`]: turn.state.current ?? null,
    [`c${i}_finished_at`]: turn.is_end ? at.toISOString() : null,
    [`c${i}_at`]: at.toISOString(),
    ...(input.readTurns !== null && { [`c${i}_turns`]: input.readTurns }),
  }
}

function conversationWrite(write: 'insert' | 'update', i: number, v: Placeholders<SaveValues>): SQL {
  const value = (name: string) => v[`c${i}_${name}`]
  const state = sql`${value('state')}::jsonb`
  if (write === 'insert') {
    return sql`INSERT INTO conversations (respondent_id, survey_id, state, current_question_id, finished_at, turns, started_at)
      VALUES (${value('respondent')}, ${value('survey')}, ${state}, ${value('current')}::text, ${value('finished_at')}::timestamptz, 0, ${value('at')}::timestamptz)
      ON CONFLICT DO NOTHING`
  }
  return sql`UPDATE conversations
      SET state = ${state}, current_question_id = ${value('current')}::text, finished_at = ${value('finished_at')}::timestamptz, turns = turns + 1
    WHERE respondent_id = ${value('respondent')} AND survey_id = ${value('survey')} AND turns = ${value('turns')}`
}

/** Raised by `assert_saved_rows` (migration 0006): a compare-and-set part matched no row. */
const STALE_SAVE = 'DP409'

/**
 * Runs a save statement on its own (outside BEGIN it is its own transaction, on a pool
 * connection and on PGlite alike). False when another call saved first: nothing was written.
 * Any other error is thrown as it came.
 */
export async function runSave(db: Db, save: SaveStatement): Promise<boolean> {
  try {
    await save.statement.run(db, save.values)
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
export async function runSaveReturningIds(db: Db, save: SaveStatement): Promise<number[] | null> {
  try {
    const rows = rowsOf<{ message_ids: unknown }>(await save.statement.run(db, save.values))
    const list = jsonOf<unknown>(rows[0]?.message_ids)
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
