import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { byCodeUnits as code, jsonOf, rowsOf } from '../db/rowsOf'
import { idleCutoff, lastActiveAt } from './analyseStatus'
import { median, questionPreview } from './analyseOverview'
import { addUp, RESPONDENTS_PER_STATEMENT, respondentRanges } from './respondentRanges'

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

export interface MultichatFigures {
  summary: MultichatSummaryRow
  /** Unfinished players idle longer than the timeout, by the question they hang at, most first. */
  stuck: StuckRow[]
  /** Per dialog, in the game's order: players who started it, finished it, play in it now, and hang in it. */
  dialogs: DialogCountsRow[]
}

/** The game's dialogs, `c` being `conversations`. */
const ofGame = (multichatId: number): SQL =>
  sql`c.survey_id IN (SELECT survey_id FROM dialog_manager_surveys WHERE dialog_manager_id = ${multichatId})`

/**
 * The players of respondents `lo`..`hi`. Per conversation its last activity (latest chat message,
 * else its start: analyseStatus.ts); per player the first start, the last activity and when the
 * lead dialog (first by order) ended; per unfinished player the conversation they were last active
 * in that still awaits a question: that is where they stand. A player idle longer than
 * IDLE_TIMEOUT_MINUTES at `now` hangs there (`hanging`, aborted in docs/analyse.md "Status"); one
 * active since still plays (`running`). Respondents who deleted their data have no rows here any more.
 */
const players = (multichatId: number, now: Date, lo: number, hi: number): SQL => sql`
  ds AS (
    SELECT survey_id, row_number() OVER (ORDER BY "order", survey_id) AS position
    FROM dialog_manager_surveys WHERE dialog_manager_id = ${multichatId}
  ),
  conv AS MATERIALIZED (
    SELECT c.respondent_id, c.survey_id, c.current_question_id, c.started_at, c.finished_at, ds.position = 1 AS is_lead,
      ${lastActiveAt} AS last_at
    FROM conversations c JOIN ds ON ds.survey_id = c.survey_id
    WHERE c.respondent_id BETWEEN ${lo} AND ${hi}
  ),
  player AS MATERIALIZED (
    SELECT respondent_id, min(started_at) AS first_start, max(finished_at) FILTER (WHERE is_lead) AS solved_at,
      max(last_at) > ${idleCutoff(now)}::timestamptz AS active
    FROM conv GROUP BY respondent_id
  ),
  standing AS MATERIALIZED (
    SELECT DISTINCT ON (conv.respondent_id) conv.respondent_id, conv.survey_id, conv.current_question_id, p.active
    FROM conv JOIN player p ON p.respondent_id = conv.respondent_id
    WHERE p.solved_at IS NULL AND conv.finished_at IS NULL AND conv.current_question_id IS NOT NULL
    ORDER BY conv.respondent_id, conv.last_at DESC, conv.survey_id
  )`

interface Counted {
  kind: 'players' | 'stuck' | 'dialog'
  survey_id: string | null
  qid: string | null
  started: number
  finished: number
  running: number
  stuck: number
  seconds: unknown
}

/**
 * How the players of multichat `multichatId` fare at `now` (docs/analyse.md "Multichat"), one range
 * of respondents per statement (respondentRanges.ts; a player is one respondent, so each range
 * holds whole players): each statement counts its players ('players', with the seconds from their
 * first start to the lead's end), where its idle players hang ('stuck') and its players per dialog
 * ('dialog'); the counts are added up here, the median and mean taken from the seconds.
 */
export async function multichatFigures(
  db: Db,
  multichatId: number,
  now: Date,
  rangeSize = RESPONDENTS_PER_STATEMENT,
): Promise<MultichatFigures> {
  const counted: Counted[] = []
  const seconds: number[] = []
  for (const { lo, hi } of await respondentRanges(db, ofGame(multichatId), rangeSize))
    for (const row of rowsOf<Counted>(
      await db.execute(sql`WITH ${players(multichatId, now, lo, hi)}
        SELECT 'players' AS kind, NULL AS survey_id, NULL AS qid, count(*)::int AS started, count(solved_at)::int AS finished,
          count(*) FILTER (WHERE solved_at IS NULL AND active)::int AS running, 0 AS stuck,
          coalesce(json_agg(extract(epoch FROM solved_at - first_start)::float8) FILTER (WHERE solved_at IS NOT NULL), '[]') AS seconds
        FROM player
        UNION ALL
        SELECT 'stuck', survey_id, current_question_id, 0, 0, 0, count(*)::int, NULL
        FROM standing WHERE NOT active GROUP BY survey_id, current_question_id
        UNION ALL
        SELECT 'dialog', conv.survey_id, NULL, count(*)::int, count(conv.finished_at)::int,
          count(*) FILTER (WHERE s.active)::int, count(*) FILTER (WHERE NOT s.active)::int, NULL
        FROM conv LEFT JOIN standing s ON s.respondent_id = conv.respondent_id AND s.survey_id = conv.survey_id
        GROUP BY conv.survey_id`),
    )) {
      const own = jsonOf<unknown>(row.seconds)
      if (Array.isArray(own)) for (const s of own) seconds.push(Number(s))
      counted.push({
        ...row,
        started: Number(row.started),
        finished: Number(row.finished),
        running: Number(row.running),
        stuck: Number(row.stuck),
      })
    }
  const sums = addUp(
    counted,
    (r) => JSON.stringify([r.kind, r.survey_id, r.qid]),
    (sum, r) => {
      sum.started += r.started
      sum.finished += r.finished
      sum.running += r.running
      sum.stuck += r.stuck
    },
  )
  const game = rowsOf<{ survey_id: string; blocks: unknown }>(
    await db.execute(sql`
      SELECT ds.survey_id, (SELECT coalesce(json_object_agg(b.unique_question_id, ${questionPreview}), '{}')
        FROM blocks b WHERE b.survey_id = ds.survey_id) AS blocks
      FROM dialog_manager_surveys ds WHERE ds.dialog_manager_id = ${multichatId} ORDER BY ds."order", ds.survey_id`),
  )
  const questions = new Map(game.map((d) => [d.survey_id, jsonOf<Record<string, string>>(d.blocks)]))
  const all = sums.find((r) => r.kind === 'players')
  return {
    summary: {
      players_started: all?.started ?? 0,
      players_finished: all?.finished ?? 0,
      players_running: all?.running ?? 0,
      median_seconds: median(seconds),
      average_seconds: seconds.length ? seconds.reduce((a, b) => a + b, 0) / seconds.length : null,
    },
    stuck: sums
      .filter((r) => r.kind === 'stuck')
      .map((r) => {
        const survey_id = String(r.survey_id)
        const unique_question_id = String(r.qid)
        const question = questions.get(survey_id)?.[unique_question_id] ?? ''
        return { survey_id, unique_question_id, question, players: r.stuck }
      })
      .sort(
        (a, b) =>
          b.players - a.players || code(a.survey_id, b.survey_id) || code(a.unique_question_id, b.unique_question_id),
      ),
    dialogs: game.map(({ survey_id }) => {
      const of = sums.find((r) => r.kind === 'dialog' && r.survey_id === survey_id)
      return {
        survey_id,
        started: of?.started ?? 0,
        finished: of?.finished ?? 0,
        running: of?.running ?? 0,
        stuck: of?.stuck ?? 0,
      }
    }),
  }
}
