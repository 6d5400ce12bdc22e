import type { BlockSummary } from '@engine/api/analyse'
import type { Block } from '@engine/model'
import { likertPointLabels, runtimeTexts } from '@engine/runtime'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { questionPreview } from './analyseOverview'
import {
  addUp,
  coarser,
  type RespondentRange,
  RESPONDENTS_PER_HEAVY_STATEMENT,
  respondentRanges,
} from './respondentRanges'
import { answerRoutes, type RouteCount } from './answerRoutes'
import { feedbackPerBlock } from './messageFeedback'

/** "About ten" bins (issue #9): enough shape for a histogram, few enough to read. */
export const HISTOGRAM_BINS = 10

type Counted = { qid: string; count: number }
type Count = { key: string; label: string; count: number }

/**
 * Per block of the dialog, the answers aggregated in SQL, one range of respondents per statement:
 * counts per block and answered value or intent with each number block's min and max, then that
 * block's answers in bins over its own min..max (width_bucket). JavaScript adds the ranges' counts
 * up and adds labels per block.
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
  // One pass over the answers, grouped by block and choice value or intent: the groups are few
  // (values a choice block offers, intents), so JavaScript only walks groups, never answers; a
  // number block's answers are one group, with their smallest and largest value.
  // The block type comes from lists of ids, not a join: joined, the planner (PGlite has no
  // autovacuum, so no statistics) reads the answers block by block and sorts every one of them by
  // (block, value) — about twice the time (docs/benchmarks.md, Analyse); a sub-select of the view
  // `blocks` in each range's statement cost more to plan than the range took to count. Answers of
  // a block no longer in the dialog only count towards their own qid, which no summary reads. Open
  // answers are grouped by their route too (docs/analyse.md "Routes"): at most seven per intent.
  // One range of respondents per statement (respondentRanges.ts), the groups' counts added up.
  type Group = Counted & { choice: unknown; intent: string | null; route: string | null; lo: unknown; hi: unknown }
  const idsOf = (types: readonly string[]) => blocks.filter((b) => types.includes(b.type)).map((b) => b.qid)
  const ranges = await respondentRanges(db, sql`c.survey_id = ${surveyId}`, rangeSize)
  const numberIds = idsOf(['number'])
  const counted: Group[] = []
  for (const { lo, hi } of ranges)
    for (const g of rowsOf<Group>(
      await db.execute(sql`
      SELECT a.unique_question_id AS qid,
        CASE WHEN ${among(idsOf(['likert', 'single_choice', 'multiple_choice']))} THEN a.value END AS choice,
        CASE WHEN ${among(idsOf(['open']))} THEN coalesce(a.intent, '') END AS intent,
        a.route,
        min(CASE WHEN jsonb_typeof(a.value) = 'number' AND ${among(numberIds)} THEN (a.value #>> '{}')::float8 END) AS lo,
        max(CASE WHEN jsonb_typeof(a.value) = 'number' AND ${among(numberIds)} THEN (a.value #>> '{}')::float8 END) AS hi,
        count(*)::int AS count
      FROM answers a WHERE a.survey_id = ${surveyId} AND a.respondent_id BETWEEN ${lo} AND ${hi} GROUP BY 1, 2, 3, 4`),
    ))
      counted.push({ ...g, count: Number(g.count) })
  const bounds = new Map<string, { lo: number; hi: number }>()
  for (const g of counted) {
    if (g.lo === null || g.hi === null) continue
    const known = bounds.get(g.qid)
    const lo = Number(g.lo)
    const hi = Number(g.hi)
    bounds.set(g.qid, known ? { lo: Math.min(known.lo, lo), hi: Math.max(known.hi, hi) } : { lo, hi })
  }
  const groups = addUp(
    counted,
    (g) => JSON.stringify([g.qid, g.choice, g.intent, g.route]),
    (sum, g) => {
      sum.count += g.count
    },
  )
  // The bins read only the number blocks' answers: five ranges per statement read about as many rows.
  const bins = await numberBins(db, surveyId, coarser(ranges, 5), bounds)
  const feedback = await feedbackPerBlock(db, surveyId)
  const answeredOf = new Map<string, number>()
  const keys: (Counted & { key: string })[] = []
  const intents: (Counted & { intent: string })[] = []
  const routes: (RouteCount & { qid: string })[] = []
  for (const g of groups) {
    const count = Number(g.count)
    answeredOf.set(g.qid, (answeredOf.get(g.qid) ?? 0) + count)
    // A multiple choice answer is an array: it counts once for each option chosen.
    if (g.choice !== null)
      for (const key of Array.isArray(g.choice) ? g.choice : [g.choice])
        keys.push({ qid: g.qid, key: String(key), count })
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
    if (b.type === 'number') summary.histogram = histogram(own(bins))
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

/** `a.unique_question_id` is one of `ids` (never, for none). */
function among(ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`false`
  return sql`a.unique_question_id = ANY(ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[])`
}

type Bin = Counted & { lo: number; hi: number; bin: number }

/**
 * The number blocks' answers in HISTOGRAM_BINS equal bins over each block's own min..max (`bounds`,
 * from the answer groups): a second pass over the ranges, reading only those blocks' answers, the
 * bins' counts added up. Bins by width_bucket, the maximum into the last.
 */
async function numberBins(
  db: Db,
  surveyId: string,
  ranges: readonly RespondentRange[],
  bounds: ReadonlyMap<string, { lo: number; hi: number }>,
): Promise<Bin[]> {
  if (bounds.size === 0) return []
  const blocks = [...bounds]
  const binOf = sql`CASE ${sql.join(
    blocks.map(
      ([qid, { lo, hi }]) =>
        sql`WHEN n.qid = ${qid} THEN ${lo === hi ? sql`1` : sql`least(width_bucket(n.v, ${lo}::float8, ${hi}::float8, ${HISTOGRAM_BINS}), ${HISTOGRAM_BINS})`}`,
    ),
    sql` `,
  )} END`
  const counted: (Counted & { bin: number })[] = []
  for (const { lo, hi } of ranges)
    for (const r of rowsOf<Counted & { bin: number }>(
      await db.execute(sql`
        SELECT n.qid, ${binOf} AS bin, count(*)::int AS count
        FROM (SELECT a.unique_question_id AS qid, (a.value #>> '{}')::float8 AS v FROM answers a
          WHERE a.survey_id = ${surveyId} AND a.respondent_id BETWEEN ${lo} AND ${hi}
            AND ${among(blocks.map(([qid]) => qid))} AND jsonb_typeof(a.value) = 'number') n
        GROUP BY 1, 2`),
    ))
      counted.push({ qid: r.qid, bin: Number(r.bin), count: Number(r.count) })
  return addUp(
    counted,
    (b) => `${b.qid}\u0000${b.bin}`,
    (sum, b) => {
      sum.count += b.count
    },
  ).map((b) => ({ ...b, ...(bounds.get(b.qid) as { lo: number; hi: number }) }))
}

/** Equal-width bins from min to max; all answers equal: one bin [v, v]. */
function histogram(rows: Bin[]): { from: number; to: number; count: number }[] {
  const first = rows[0]
  if (!first) return []
  const { lo, hi } = first
  if (lo === hi) return [{ from: lo, to: hi, count: rows.reduce((n, r) => n + r.count, 0) }]
  const width = (hi - lo) / HISTOGRAM_BINS
  // Bin edges as a person would write them, not 0.30000000000000004.
  const edge = (x: number) => Math.round(x * 1e6) / 1e6
  const counts = new Map(rows.map((r) => [r.bin, r.count]))
  return Array.from({ length: HISTOGRAM_BINS }, (_, i) => ({
    from: edge(lo + i * width),
    to: i === HISTOGRAM_BINS - 1 ? hi : edge(lo + (i + 1) * width),
    count: counts.get(i + 1) ?? 0,
  }))
}
