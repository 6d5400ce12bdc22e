import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { idleCutoff } from './analyseStatus'
import { questionPreview } from './analyseOverview'

export interface MultichatSummaryRow {
  players_started: number
  players_finished: number
  /** Unsolved players active within IDLE_TIMEOUT_MINUTES (docs/analyse.md "Status"). */
  players_running: number
  median_seconds: number | null
  average_seconds: number | null
}

export interface StuckRow {
  survey_id: string
  unique_question_id: string
  question: string
  players: number
}

export interface DialogCountsRow {
  survey_id: string
  started: number
  finished: number
  running: number
  stuck: number
}

/**
 * The common part of the three queries. Per conversation its last activity (latest chat message,
 * else its start); per player the first start, the last activity and when the lead dialog (first
 * by order) ended; per unfinished player the conversation they were last active in that still
 * awaits a question: that is where they stand. A player idle longer than IDLE_TIMEOUT_MINUTES at
 * `now` hangs there (`hanging`, aborted in docs/analyse.md "Status"); one active since still plays
 * (`running`). Respondents who deleted their data have no rows here any more.
 */
const players = (multichatId: number, now: Date): SQL => sql`
  ds AS (
    SELECT survey_id, row_number() OVER (ORDER BY "order", survey_id) AS position
    FROM dialog_manager_surveys WHERE dialog_manager_id = ${multichatId}
  ),
  conv AS (
    SELECT c.respondent_id, c.survey_id, c.current_question_id, c.started_at, c.finished_at, ds.position = 1 AS is_lead,
      coalesce((SELECT max(m.created_at) FROM chat_messages m WHERE m.respondent_id = c.respondent_id AND m.survey_id = c.survey_id), c.started_at) AS last_at
    FROM conversations c JOIN ds ON ds.survey_id = c.survey_id
  ),
  player AS (
    SELECT respondent_id, min(started_at) AS first_start, max(finished_at) FILTER (WHERE is_lead) AS solved_at,
      max(last_at) > ${idleCutoff(now)}::timestamptz AS active
    FROM conv GROUP BY respondent_id
  ),
  standing AS (
    SELECT DISTINCT ON (conv.respondent_id) conv.respondent_id, conv.survey_id, conv.current_question_id, p.active
    FROM conv JOIN player p ON p.respondent_id = conv.respondent_id
    WHERE p.solved_at IS NULL AND conv.finished_at IS NULL AND conv.current_question_id IS NOT NULL
    ORDER BY conv.respondent_id, conv.last_at DESC, conv.survey_id
  ),
  hanging AS (SELECT * FROM standing WHERE NOT active),
  running AS (SELECT * FROM standing WHERE active)`

/** Players started and finished, and the median and mean seconds from their first start to the lead's end. */
export async function multichatSummary(db: Db, multichatId: number, now: Date): Promise<MultichatSummaryRow> {
  const result = await db.execute(sql`WITH ${players(multichatId, now)}
    SELECT count(*)::int AS players_started, count(solved_at)::int AS players_finished,
      count(*) FILTER (WHERE solved_at IS NULL AND active)::int AS players_running,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM solved_at - first_start)) FILTER (WHERE solved_at IS NOT NULL) AS median_seconds,
      avg(extract(epoch FROM solved_at - first_start)) FILTER (WHERE solved_at IS NOT NULL) AS average_seconds
    FROM player`)
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {}
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
  return {
    players_started: Number(row.players_started ?? 0),
    players_finished: Number(row.players_finished ?? 0),
    players_running: Number(row.players_running ?? 0),
    median_seconds: num(row.median_seconds),
    average_seconds: num(row.average_seconds),
  }
}

/** Unfinished players idle longer than the timeout, by the question they hang at, most first. */
export async function stuckPlayers(db: Db, multichatId: number, now: Date): Promise<StuckRow[]> {
  const result = await db.execute(sql`WITH ${players(multichatId, now)}
    SELECT h.survey_id, h.current_question_id AS unique_question_id, count(*)::int AS players,
      ${questionPreview} AS question
    FROM hanging h LEFT JOIN blocks b ON b.survey_id = h.survey_id AND b.unique_question_id = h.current_question_id
    GROUP BY h.survey_id, h.current_question_id, b.data
    ORDER BY players DESC, h.survey_id, h.current_question_id`)
  return rowsOf<StuckRow>(result).map((r) => ({ ...r, players: Number(r.players) }))
}

/** Per dialog: players who started it, finished it, play in it now, and hang in it. */
export async function dialogCounts(db: Db, multichatId: number, now: Date): Promise<DialogCountsRow[]> {
  const result = await db.execute(sql`WITH ${players(multichatId, now)}
    SELECT ds.survey_id,
      (SELECT count(*) FROM conv WHERE conv.survey_id = ds.survey_id)::int AS started,
      (SELECT count(*) FROM conv WHERE conv.survey_id = ds.survey_id AND conv.finished_at IS NOT NULL)::int AS finished,
      (SELECT count(*) FROM running WHERE running.survey_id = ds.survey_id)::int AS running,
      (SELECT count(*) FROM hanging WHERE hanging.survey_id = ds.survey_id)::int AS stuck
    FROM ds ORDER BY ds.position`)
  return rowsOf<DialogCountsRow>(result).map((r) => ({
    survey_id: r.survey_id,
    started: Number(r.started),
    finished: Number(r.finished),
    running: Number(r.running),
    stuck: Number(r.stuck),
  }))
}
