import type { BlockSummary } from '@engine/api/analyse'
import type { Block } from '@engine/model'
import { likertPointLabels, runtimeTexts } from '@engine/runtime'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { questionPreview } from './analyseOverview'
import { addUp, RESPONDENTS_PER_HEAVY_STATEMENT, respondentRanges } from './respondentRanges'
import { answerRoutes, type RouteCount } from './answerRoutes'
import { feedbackPerBlock } from './messageFeedback'

/** "About ten" bins (issue #9): enough shape for a histogram, few enough to read. */
export const HISTOGRAM_BINS = 10

type Counted = { qid: string; count: number }
type Count = { key: string; label: string; count: number }

/**
 * Per block of the dialog, the answers aggregated in SQL: counts per block and answered value,
 * intent or number; JavaScript adds the groups of the ranges up, puts a number block's values into
 * bins over its own min..max and adds labels per block.
 */
export async function blockSummaries(
  db: Db,
  surveyId: string,
  rangeSize = RESPONDENTS_PER_HEAVY_STATEMENT,
): Promise<BlockSummary[]> {
  // An open block routes by intent when a jump other than 'default' leads to a block that exists
  // (as listIntentBlocks and the runtime's jumpsOf read it).
  const blocks = rowsOf<{ qid: string; order: number; type: string; data: Block; question: string; routes: boolean }>(
    await db.execute(sql`
    SELECT b.unique_question_id AS qid, b."order", b.type, b.data, ${questionPreview} AS question,
      b.type = 'open' AND EXISTS (
        SELECT 1 FROM connections c JOIN blocks t ON t.survey_id = c.survey_id AND t.unique_question_id = c.target
        WHERE c.survey_id = b.survey_id AND c.source = b.unique_question_id AND c.handle <> 'default') AS routes
    FROM blocks b WHERE b.survey_id = ${surveyId} ORDER BY b."order", b.unique_question_id`),
  )
  // One pass over the answers, grouped by block and choice value, intent or number: the groups are
  // few (values a choice block offers, intents, a number block's distinct values), so JavaScript
  // only walks groups, never answers.
  // The block type comes from hashed sub-selects, not a join: joined, the planner (PGlite
  // has no autovacuum, so no statistics) reads the answers block by block and sorts every one of
  // them by (block, value) — about twice the time (docs/benchmarks.md, Analyse). Answers of a
  // block no longer in the dialog only count towards their own qid, which no summary reads. Open
  // answers are grouped by their route too (docs/analyse.md "Routes"): at most seven per intent.
  // One range of respondents per statement (respondentRanges.ts), the groups' counts added up.
  type Group = Counted & { choice: unknown; intent: string | null; route: string | null; num: number | null }
  const typed = (types: readonly string[]) =>
    sql`a.unique_question_id IN (SELECT unique_question_id FROM blocks WHERE survey_id = ${surveyId} AND type IN (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )}))`
  const counted: Group[] = []
  for (const { lo, hi } of await respondentRanges(db, sql`c.survey_id = ${surveyId}`, rangeSize))
    for (const g of rowsOf<Group>(
      await db.execute(sql`
      SELECT a.unique_question_id AS qid,
        CASE WHEN ${typed(['likert', 'single_choice', 'multiple_choice'])} THEN a.value END AS choice,
        CASE WHEN ${typed(['open'])} THEN coalesce(a.intent, '') END AS intent,
        a.route,
        CASE WHEN jsonb_typeof(a.value) = 'number' AND ${typed(['number'])} THEN (a.value #>> '{}')::float8 END AS num,
        count(*)::int AS count
      FROM answers a WHERE a.survey_id = ${surveyId} AND a.respondent_id BETWEEN ${lo} AND ${hi} GROUP BY 1, 2, 3, 4, 5`),
    ))
      counted.push({ ...g, num: g.num === null ? null : Number(g.num), count: Number(g.count) })
  const groups = addUp(
    counted,
    (g) => JSON.stringify([g.qid, g.choice, g.intent, g.route, g.num]),
    (sum, g) => {
      sum.count += g.count
    },
  )
  const feedback = await feedbackPerBlock(db, surveyId)
  const answeredOf = new Map<string, number>()
  const keys: (Counted & { key: string })[] = []
  const intents: (Counted & { intent: string })[] = []
  const numbers: (Counted & { value: number })[] = []
  const routes: (RouteCount & { qid: string })[] = []
  for (const g of groups) {
    const count = Number(g.count)
    answeredOf.set(g.qid, (answeredOf.get(g.qid) ?? 0) + count)
    // A multiple choice answer is an array: it counts once for each option chosen.
    if (g.choice !== null)
      for (const key of Array.isArray(g.choice) ? g.choice : [g.choice])
        keys.push({ qid: g.qid, key: String(key), count })
    if (g.num !== null) numbers.push({ qid: g.qid, value: g.num, count })
    if (g.intent !== null) {
      intents.push({ qid: g.qid, intent: g.intent, count })
      routes.push({ qid: g.qid, route: g.route, intent: g.route === 'clarified' ? g.intent : null, count })
    }
  }
  return blocks.map((b) => {
    const summary: BlockSummary = {
      unique_question_id: b.qid,
      order: Number(b.order),
      type: b.type,
      question: b.question,
      answered: answeredOf.get(b.qid) ?? 0,
      feedback: feedback.get(b.qid) ?? { up: 0, down: 0 },
    }
    const own = <T extends Counted>(rows: T[]) => rows.filter((r) => r.qid === b.qid)
    if (b.type === 'likert' || b.type === 'single_choice' || b.type === 'multiple_choice')
      summary.distribution = distribution(b.data, own(keys))
    if (b.type === 'number') summary.histogram = histogram(own(numbers))
    if (b.type === 'open') summary.intents = mergedIntents(own(intents))
    if (b.routes) summary.routes = answerRoutes(own(routes))
    return summary
  })
}

/** The groups of one open block per intent (its routes split them), most answers first. */
function mergedIntents(rows: (Counted & { intent: string })[]): { intent: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const r of rows) counts.set(r.intent, (counts.get(r.intent) ?? 0) + r.count)
  return [...counts]
    .map(([intent, count]) => ({ intent, count }))
    .sort((x, y) => y.count - x.count || x.intent.localeCompare(y.intent))
}

/** Every key the block offers (zero counts too, so a chart shows the whole scale), then keys no longer offered. */
function distribution(block: Block, rows: (Counted & { key: string })[]): Count[] {
  const offered: { key: string; label: string }[] =
    block.type === 'likert'
      ? [
          ...likertPointLabels(block).map((label, i) => ({ key: String(i + 1), label: label ?? String(i + 1) })),
          ...(block.likert_na ? [{ key: 'na', label: runtimeTexts.likertNa }] : []),
        ]
      : (block.options ?? []).map((o) => ({ key: o.id, label: o.label }))
  const counts = new Map<string, number>()
  for (const r of rows) counts.set(r.key, (counts.get(r.key) ?? 0) + r.count)
  const known = new Set(offered.map((o) => o.key))
  const gone = [...counts]
    .filter(([key]) => !known.has(key))
    .map(([key, count]) => ({ key, label: key, count }))
    .sort((x, y) => x.key.localeCompare(y.key))
  return [...offered.map((o) => ({ ...o, count: counts.get(o.key) ?? 0 })), ...gone]
}

/**
 * Equal-width bins from min to max (a value goes to bin ⌊HISTOGRAM_BINS × (v − min) / (max − min)⌋,
 * the maximum to the last, as PostgreSQL's width_bucket); all answers equal: one bin [v, v].
 */
function histogram(rows: (Counted & { value: number })[]): { from: number; to: number; count: number }[] {
  if (rows.length === 0) return []
  let lo = Number.POSITIVE_INFINITY
  let hi = Number.NEGATIVE_INFINITY
  for (const r of rows) {
    lo = Math.min(lo, r.value)
    hi = Math.max(hi, r.value)
  }
  const total = rows.reduce((n, r) => n + r.count, 0)
  if (lo === hi) return [{ from: lo, to: hi, count: total }]
  const counts = new Array<number>(HISTOGRAM_BINS).fill(0)
  for (const r of rows) {
    const bin = Math.min(Math.floor(HISTOGRAM_BINS * ((r.value - lo) / (hi - lo))), HISTOGRAM_BINS - 1)
    counts[bin] = (counts[bin] as number) + r.count
  }
  const width = (hi - lo) / HISTOGRAM_BINS
  // Bin edges as a person would write them, not 0.30000000000000004.
  const edge = (x: number) => Math.round(x * 1e6) / 1e6
  return counts.map((count, i) => ({
    from: edge(lo + i * width),
    to: i === HISTOGRAM_BINS - 1 ? hi : edge(lo + (i + 1) * width),
    count,
  }))
}
