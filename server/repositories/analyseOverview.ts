import type { BlockDropoff, DayCount } from '@engine/api/analyse'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { jsonOf, rowsOf } from '../db/rowsOf'
import { statusOf } from './analyseStatus'
import { addUp, type RangesOrSize, RESPONDENTS_PER_STATEMENT, rangesOf } from './respondentRanges'

/**
 * Figures of the Analyse overview (docs/analyse.md), each one aggregate query over the dialog's
 * `conversations` / `answers` rows. Only live respondents have rows (Testen stores nothing), and
 * an erased respondent's rows are deleted, so both are right without a filter.
 */

/** How long a question preview may be, its "…" included. */
export const PREVIEW_CHARS = 100

/**
 * The text of block `b` as the analyses list and chart it, one definition for the dialog's and the
 * multichat's: delay markers (#1500#) and line breaks as single spaces, at most PREVIEW_CHARS
 * characters, ending in "…" where it was cut (a cut mid-word without it read as a typo).
 * Evaluated per block, never per respondent.
 */
export const questionPreview = sql`(SELECT CASE WHEN char_length(p.t) > ${PREVIEW_CHARS}
    THEN rtrim(left(p.t, ${PREVIEW_CHARS - 1})) || '…' ELSE p.t END
  FROM (SELECT trim(regexp_replace(regexp_replace(coalesce(b.data->>'context', ''), '#[0-9]+#', ' ', 'g'), '\\s+', ' ', 'g')) AS t) p)`

/** The dialog's respondents, `c` being `conversations` (respondentRanges.ts). */
export const respondentsOf = (surveyId: string): SQL => sql`c.survey_id = ${surveyId}`

export interface OverviewTotals {
  started: number
  finished: number
  running: number
  aborted: number
  median_seconds: number | null
}

/**
 * Conversations started, finished, running and aborted at `now` (analyseStatus.ts), median duration.
 * One range of respondents per statement (respondentRanges.ts): each answers its counts and the
 * durations of its finished conversations (one number each), the counts are added up
 * and the median is taken here, as percentile_cont(0.5) takes it (the mean of the middle two).
 */
export async function overviewTotals(
  db: Db,
  surveyId: string,
  now: Date,
  ranges: RangesOrSize = RESPONDENTS_PER_STATEMENT,
): Promise<OverviewTotals> {
  const totals: OverviewTotals = { started: 0, finished: 0, running: 0, aborted: 0, median_seconds: null }
  const durations: number[] = []
  for (const { lo, hi } of await rangesOf(db, respondentsOf(surveyId), ranges)) {
    const result = await db.execute(sql`
      WITH conv AS (
        SELECT c.started_at, c.finished_at, ${statusOf(now)} AS status FROM conversations c
        WHERE c.survey_id = ${surveyId} AND c.respondent_id BETWEEN ${lo} AND ${hi}
      )
      SELECT count(*)::int AS started, count(finished_at)::int AS finished,
        count(*) FILTER (WHERE status = 'running')::int AS running, count(*) FILTER (WHERE status = 'aborted')::int AS aborted,
        coalesce(json_agg(extract(epoch FROM finished_at - started_at)::float8) FILTER (WHERE finished_at IS NOT NULL), '[]') AS durations
      FROM conv`)
    const row = rowsOf<Record<string, unknown>>(result)[0] ?? {}
    totals.started += Number(row.started ?? 0)
    totals.finished += Number(row.finished ?? 0)
    totals.running += Number(row.running ?? 0)
    totals.aborted += Number(row.aborted ?? 0)
    const own = jsonOf<unknown>(row.durations)
    if (Array.isArray(own)) for (const d of own) durations.push(Number(d))
  }
  totals.median_seconds = median(durations)
  return totals
}

/** The median as PostgreSQL's percentile_cont(0.5) computes it; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = Float64Array.from(values).sort()
  const position = 0.5 * (sorted.length - 1)
  const first = sorted[Math.floor(position)] as number
  const second = sorted[Math.ceil(position)] as number
  return first + (second - first) * (position - Math.floor(position))
}

/**
 * Per block: respondents who reached it (it is in their `state.visited`) and, of those, who left
 * there (aborted at `now`, standing at it) or stand there in a running conversation. Counting all
 * from the same visited rows keeps left <= reached, so no rate exceeds 1 even for a state written
 * by an older engine. Counted one range of respondents per statement (respondentRanges.ts), the
 * sums added up. `conv` is MATERIALIZED: inlined, a planner without statistics (PGlite never
 * gathers them) ran the status subquery once per visited block instead of once per conversation
 * (with the blocks joined in, 5.5 s instead of 0.1 s for 10,000 respondents; docs/benchmarks.md,
 * session 28).
 */
export async function dropoffPerBlock(
  db: Db,
  surveyId: string,
  now: Date,
  ranges: RangesOrSize = RESPONDENTS_PER_STATEMENT,
): Promise<BlockDropoff[]> {
  type Visits = { qid: string; reached: number; left_here: number; running_here: number }
  const counted: Visits[] = []
  for (const { lo, hi } of await rangesOf(db, respondentsOf(surveyId), ranges)) {
    const result = await db.execute(sql`
      WITH conv AS MATERIALIZED (
        SELECT c.state, c.current_question_id, ${statusOf(now)} AS status FROM conversations c
        WHERE c.survey_id = ${surveyId} AND c.respondent_id BETWEEN ${lo} AND ${hi}
      )
      SELECT v.qid, count(*)::int AS reached,
        count(*) FILTER (WHERE conv.status = 'aborted' AND conv.current_question_id = v.qid)::int AS left_here,
        count(*) FILTER (WHERE conv.status = 'running' AND conv.current_question_id = v.qid)::int AS running_here
      FROM conv
      CROSS JOIN LATERAL jsonb_array_elements_text(
        CASE WHEN jsonb_typeof(conv.state->'visited') = 'array' THEN conv.state->'visited' ELSE '[]'::jsonb END) AS v(qid)
      GROUP BY v.qid`)
    for (const r of rowsOf<Visits>(result))
      counted.push({
        qid: r.qid,
        reached: Number(r.reached),
        left_here: Number(r.left_here),
        running_here: Number(r.running_here),
      })
  }
  const visits = new Map(
    addUp(
      counted,
      (v) => v.qid,
      (sum, v) => {
        sum.reached += v.reached
        sum.left_here += v.left_here
        sum.running_here += v.running_here
      },
    ).map((v) => [v.qid, v]),
  )
  const blocks = await db.execute(sql`
    SELECT b.unique_question_id, b."order", b.type, ${questionPreview} AS question
    FROM blocks b WHERE b.survey_id = ${surveyId}
    ORDER BY b."order", b.unique_question_id`)
  return rowsOf<Record<string, unknown>>(blocks).map((b) => {
    const v = visits.get(String(b.unique_question_id))
    const reached = v?.reached ?? 0
    const left = v?.left_here ?? 0
    return {
      unique_question_id: String(b.unique_question_id),
      order: Number(b.order),
      type: String(b.type),
      question: String(b.question),
      reached,
      left,
      running: v?.running_here ?? 0,
      rate: reached === 0 ? null : left / reached,
    }
  })
}

/**
 * Conversations started, finished and answers given per calendar day in time zone `timeZone` (the
 * viewer's, validated by the contract), every day from the first to the last with activity (quiet
 * days as zeros, so a chart's axis is time, not rows). `answers` holds the latest answer per
 * respondent and block, so a changed answer counts once. Answers are first counted per UTC quarter
 * hour (date_bin, independent of the session's time zone), then the bins are put on days: every
 * zone's offset today is a multiple of 15 minutes, so a bin never straddles a local midnight, and the
 * time-zone conversion runs per bin, not per answer. One range of respondents per statement
 * (respondentRanges.ts), its days added up here, the quiet days between them filled in here.
 */
export async function countsPerDay(
  db: Db,
  surveyId: string,
  timeZone: string,
  ranges: RangesOrSize = RESPONDENTS_PER_STATEMENT,
): Promise<DayCount[]> {
  const tz = sql`${timeZone}::text`
  const counted: DayCount[] = []
  for (const { lo, hi } of await rangesOf(db, respondentsOf(surveyId), ranges)) {
    const own = sql`survey_id = ${surveyId} AND respondent_id BETWEEN ${lo} AND ${hi}`
    const result = await db.execute(sql`
      WITH answers_per_hour AS (
        SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00+00') AS hour, count(*)::int AS n
        FROM answers WHERE ${own} GROUP BY 1
      ),
      events AS (
        SELECT (started_at AT TIME ZONE ${tz})::date AS day, 1 AS s, 0 AS f, 0 AS a FROM conversations WHERE ${own}
        UNION ALL
        SELECT (finished_at AT TIME ZONE ${tz})::date, 0, 1, 0 FROM conversations WHERE ${own} AND finished_at IS NOT NULL
        UNION ALL
        SELECT (hour AT TIME ZONE ${tz})::date, 0, 0, n FROM answers_per_hour
      )
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(s)::int AS started, sum(f)::int AS finished, sum(a)::int AS answers
      FROM events GROUP BY events.day`)
    for (const r of rowsOf<Record<string, unknown>>(result))
      counted.push({
        day: String(r.day),
        started: Number(r.started),
        finished: Number(r.finished),
        answers: Number(r.answers),
      })
  }
  const perDay = new Map(
    addUp(
      counted,
      (d) => d.day,
      (sum, d) => {
        sum.started += d.started
        sum.finished += d.finished
        sum.answers += d.answers
      },
    ).map((d) => [d.day, d]),
  )
  const days = [...perDay.keys()].sort()
  const first = days[0]
  const last = days[days.length - 1]
  if (first === undefined || last === undefined) return []
  const all: DayCount[] = []
  for (let day = first; day <= last; day = nextDay(day))
    all.push(perDay.get(day) ?? { day, started: 0, finished: 0, answers: 0 })
  return all
}

/** The calendar day after `day` (`YYYY-MM-DD`). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}
