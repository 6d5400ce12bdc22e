import type { DialogPaths } from '@engine/api/analyse'
import { MAX_LISTED_PATHS, type PathPicture, jumpKey } from '@engine/paths'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { byCodeUnits as code, jsonOf as json, rowsOf } from '../db/rowsOf'
import { questionPreview } from './analyseOverview'
import {
  addUp,
  type RespondentRange,
  RESPONDENTS_PER_HEAVY_STATEMENT,
  RESPONDENTS_PER_STATEMENT,
  respondentRanges,
} from './respondentRanges'

/**
 * How real respondents went through dialogs (issue #32, docs/analyse.md "Paths"): the engine's
 * `PathPicture` per dialog, aggregated in three kinds of statement: (1) respondents, finished,
 * where they stopped, how many reached each block and their paths, from
 * `conversations.state.visited`; (2) the jumps taken, from the order in which the transcript showed
 * the blocks, the dialog's jumps and the stored answers; (3) the blocks and jumps that name them.
 * (1) and (2) run one range of respondents per statement (respondentRanges.ts); JavaScript adds
 * their counts up, ranks the paths and puts the rows into objects.
 */

export interface PathsFilter {
  /** Days `YYYY-MM-DD` (inclusive) the conversation started on, in `timeZone`. */
  from?: string
  to?: string
  timeZone: string
}

/** Bot messages that are not a block's question (runtime `BotMessageType` beyond the block types). */
const NOT_A_QUESTION = ['welcome', 'ending', 'ack', 'nachfrage', 'clarify', 'error']
/** A likert or number handle 'a-b' (engine/runtime resolveJump `handleMatches`), and a single number. */
const RANGE = '^\\s*([+-]?\\d+(?:[.,]\\d+)?)\\s*-\\s*([+-]?\\d+(?:[.,]\\d+)?)\\s*$'
const NUMBER = '^\\s*[+-]?\\d+(?:[.,]\\d+)?\\s*$'

const list = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Which of the dialogs' conversations: started in the filter's days (`c` is `conversations`). */
function conversationsWhere(ids: readonly string[], filter: PathsFilter): SQL {
  const day = sql`(c.started_at AT TIME ZONE ${filter.timeZone}::text)::date`
  const where = [sql`c.survey_id IN (${list(ids)})`]
  if (filter.from) where.push(sql`${day} >= ${filter.from}::date`)
  if (filter.to) where.push(sql`${day} <= ${filter.to}::date`)
  return sql.join(where, sql` AND `)
}

/** The dialogs' conversations that started in the filter's days, of the respondents in `range` if given. */
function conversationsOf(ids: readonly string[], filter: PathsFilter, range?: RespondentRange): SQL {
  const where = [conversationsWhere(ids, filter)]
  if (range) where.push(sql`c.respondent_id BETWEEN ${range.lo} AND ${range.hi}`)
  return sql`SELECT c.survey_id, c.respondent_id, c.finished_at IS NOT NULL AS done, c.current_question_id,
      CASE WHEN jsonb_typeof(c.state->'visited') = 'array' THEN c.state->'visited' ELSE '[]'::jsonb END AS visited
    FROM conversations c WHERE ${sql.join(where, sql` AND `)}`
}

interface CountRow {
  survey_id: string
  kind: 'total' | 'stopped' | 'reached' | 'path'
  n: number
  done: number
  qid: string | null
  blocks: unknown
}

/**
 * Per dialog, over the respondents of `range`: respondents and finished ('total'); unfinished ones
 * by the block they stand at, else the last block shown ('stopped'); respondents per block of
 * `visited` ('reached': the runtime appends each block once, when first shown); respondents per
 * `visited` sequence with finished apart ('path', at most one row per respondent of the range).
 * Every figure is a count, so the ranges' rows add up to the dialogs' (pathCounts).
 */
const countsStatement = (ids: readonly string[], filter: PathsFilter, range: RespondentRange): SQL => sql`
  WITH conv AS MATERIALIZED (${conversationsOf(ids, filter, range)})
  SELECT survey_id, 'total' AS kind, count(*)::int AS n, count(*) FILTER (WHERE done)::int AS done, NULL AS qid, NULL::jsonb AS blocks
    FROM conv GROUP BY survey_id
  UNION ALL
  SELECT survey_id, 'stopped', count(*)::int, 0, coalesce(current_question_id, visited->>-1), NULL
    FROM conv WHERE NOT done AND coalesce(current_question_id, visited->>-1) IS NOT NULL GROUP BY 1, 5
  UNION ALL
  SELECT conv.survey_id, 'reached', count(*)::int, 0, v.qid, NULL
    FROM conv CROSS JOIN LATERAL jsonb_array_elements_text(conv.visited) AS v(qid) GROUP BY 1, 5
  UNION ALL
  SELECT survey_id, 'path', count(*)::int, done::int, NULL, visited FROM conv GROUP BY survey_id, visited, done`

/**
 * The counts of countsStatement, one statement per range of respondents (respondentRanges), added
 * up; of the paths each dialog keeps its MAX_LISTED_PATHS most frequent: more respondents first,
 * then the shorter, then by their blocks' ids (code units), unfinished before finished, so the
 * list is the same on either database and for any cut into ranges.
 */
export async function pathCounts(
  db: Db,
  ids: readonly string[],
  filter: PathsFilter,
  rangeSize = RESPONDENTS_PER_STATEMENT,
): Promise<CountRow[]> {
  const rows: (CountRow & { key: string })[] = []
  for (const range of await respondentRanges(db, conversationsWhere(ids, filter), rangeSize))
    for (const row of rowsOf<CountRow>(await db.execute(countsStatement(ids, filter, range)))) {
      const blocks = row.kind === 'path' ? json<string[]>(row.blocks) : null
      const key = JSON.stringify([row.survey_id, row.kind, row.qid, blocks, row.kind === 'path' ? Number(row.done) : 0])
      rows.push({ ...row, n: Number(row.n), done: Number(row.done), blocks, key })
    }
  const summed = addUp(
    rows,
    (r) => r.key,
    (sum, r) => {
      sum.n += r.n
      if (sum.kind === 'total') sum.done += r.done
    },
  )
  const paths = new Map<string, (CountRow & { key: string })[]>()
  const counts: CountRow[] = []
  for (const { key: _key, ...row } of summed) {
    if (row.kind !== 'path') counts.push(row)
    else {
      const of = paths.get(row.survey_id) ?? []
      of.push({ ...row, key: (row.blocks as string[]).join('\u0000') })
      paths.set(row.survey_id, of)
    }
  }
  counts.sort((a, b) => code(a.survey_id, b.survey_id) || code(a.kind, b.kind) || code(a.qid ?? '', b.qid ?? ''))
  for (const [, of] of [...paths].sort(([a], [b]) => code(a, b)))
    for (const { key: _key, ...row } of of
      .sort(
        (a, b) =>
          b.n - a.n ||
          (a.blocks as string[]).length - (b.blocks as string[]).length ||
          code(a.key, b.key) ||
          a.done - b.done,
      )
      .slice(0, MAX_LISTED_PATHS))
      counts.push(row)
  return counts
}

/**
 * The jumps taken, each counted once per respondent. The transcript shows the blocks in order
 * (bot messages that are a block's question, by id); each step from one block to another is
 * matched with the dialog's jumps from that block to that target. Where several lead there, the
 * one the stored answer selects wins (its intent, its option, one of its options, its likert
 * point or number in the handle's range, first in saved order), else the default jump, else the
 * only jump to that target. `answers` keeps the latest answer per block, so a step out of a block
 * shown twice (a loop) may have been decided by an earlier answer: the only jump to the target
 * still names it. A step no jump explains (by order, a trigger, a jump since deleted) counts for
 * no jump. The dialogs' jumps are read once (`links`): the view `connections` joined per shown
 * block cost a fifth of the statement. The steps are first kept where some jump leads (`IN`, a
 * hashed semi-join): joined alone, a planner without statistics read every shown block once per
 * jump of the dialog. One statement counts the respondents of `range` (their
 * messages found on chat_messages_respondent_idx); each respondent is in one range, so the
 * ranges' counts add up to the dialogs'.
 */
const jumpsStatement = (ids: readonly string[], filter: PathsFilter, range: RespondentRange): SQL => sql`
  WITH conv AS (${conversationsOf(ids, filter, range)}),
  links AS MATERIALIZED (SELECT survey_id, source, target, handle, position FROM connections WHERE survey_id IN (${list(ids)})),
  shown AS MATERIALIZED (
    SELECT m.survey_id, m.respondent_id, m.unique_question_id AS qid,
      lag(m.unique_question_id) OVER (PARTITION BY m.survey_id, m.respondent_id ORDER BY m.id) AS prev
    FROM chat_messages m JOIN conv ON conv.respondent_id = m.respondent_id AND conv.survey_id = m.survey_id
    WHERE m.respondent_id BETWEEN ${range.lo} AND ${range.hi} AND m.survey_id IN (${list(ids)})
      AND m.user_or_bot = 'bot' AND m.unique_question_id IS NOT NULL
      AND m.type NOT IN (${list(NOT_A_QUESTION)})
  ),
  steps AS MATERIALIZED (
    SELECT s.survey_id, s.respondent_id, s.prev AS source, s.qid AS target, k.handle, k.position
    FROM shown s JOIN links k ON k.survey_id = s.survey_id AND k.source = s.prev AND k.target = s.qid
    WHERE s.prev <> s.qid AND (s.survey_id, s.prev, s.qid) IN (SELECT survey_id, source, target FROM links)
  ),
  taken AS (
    SELECT DISTINCT ON (k.survey_id, k.respondent_id, k.source, k.target) k.survey_id, k.source, k.handle
    FROM steps k
    LEFT JOIN answers a ON a.respondent_id = k.respondent_id AND a.survey_id = k.survey_id AND a.unique_question_id = k.source
    CROSS JOIN LATERAL (SELECT
      CASE WHEN a.value #>> '{}' ~ ${NUMBER} THEN replace(a.value #>> '{}', ',', '.')::numeric END AS v,
      regexp_match(k.handle, ${RANGE}) AS r) x
    CROSS JOIN LATERAL (SELECT CASE
      WHEN a.intent = k.handle OR a.value #>> '{}' = k.handle OR (jsonb_typeof(a.value) = 'array' AND a.value ? k.handle) THEN 0
      WHEN x.v IS NOT NULL AND x.r IS NOT NULL AND x.v BETWEEN
        least(replace(x.r[1], ',', '.')::numeric, replace(x.r[2], ',', '.')::numeric)
        AND greatest(replace(x.r[1], ',', '.')::numeric, replace(x.r[2], ',', '.')::numeric) THEN 0
      WHEN x.v IS NOT NULL AND k.handle ~ ${NUMBER} AND replace(trim(k.handle), ',', '.')::numeric = x.v THEN 0
      WHEN k.handle = 'default' THEN 1
      WHEN NOT EXISTS (SELECT 1 FROM links o
        WHERE o.survey_id = k.survey_id AND o.source = k.source AND o.target = k.target AND o.handle <> k.handle) THEN 2
      ELSE 3 END AS rank) y
    WHERE y.rank < 3
    ORDER BY k.survey_id, k.respondent_id, k.source, k.target, y.rank, k.position, k.handle
  )
  SELECT survey_id, source, handle, count(*)::int AS n FROM taken GROUP BY 1, 2, 3`

/** The dialogs' names, blocks in editor order and jumps between existing blocks (what the runtime follows), options' labels. */
const shapeStatement = (ids: readonly string[]): SQL => sql`
  SELECT s.survey_id, coalesce(s.settings->>'survey_name', '') AS survey_name,
    (SELECT coalesce(json_agg(json_build_object('unique_question_id', b.unique_question_id, 'order', b."order", 'type', b.type,
        'question', ${questionPreview}) ORDER BY b."order", b.unique_question_id), '[]'::json)
      FROM blocks b WHERE b.survey_id = s.survey_id) AS blocks,
    (SELECT coalesce(json_agg(json_build_object('source', k.source, 'handle', k.handle, 'target', k.target,
        'label', (SELECT o->>'label' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(src.data->'options') = 'array'
          THEN src.data->'options' ELSE '[]'::jsonb END) AS o WHERE o->>'id' = k.handle LIMIT 1))
        ORDER BY src."order", k.position, k.handle), '[]'::json)
      FROM connections k
      JOIN blocks src ON src.survey_id = k.survey_id AND src.unique_question_id = k.source
      JOIN blocks dst ON dst.survey_id = k.survey_id AND dst.unique_question_id = k.target
      WHERE k.survey_id = s.survey_id) AS connections
  FROM surveys s WHERE s.survey_id IN (${list(ids)})`

/**
 * The paths of the dialogs `ids` (in that order; ids without a dialog are left out), over the
 * conversations that started in the filter's days. One after another: PGlite has one connection.
 */
export async function dialogPaths(db: Db, ids: readonly string[], filter: PathsFilter): Promise<DialogPaths[]> {
  if (ids.length === 0) return []
  const counts = await pathCounts(db, ids, filter)
  const jumps = await jumpCounts(db, ids, filter)
  const shapes = rowsOf<{ survey_id: string; survey_name: string; blocks: unknown; connections: unknown }>(
    await db.execute(shapeStatement(ids)),
  )
  const pictures = new Map<string, PathPicture>()
  const pictureOf = (id: string): PathPicture => {
    let picture = pictures.get(id)
    if (!picture) {
      picture = { respondents: 0, finished: 0, reached: {}, jumps: {}, stopped: {}, paths: [] }
      pictures.set(id, picture)
    }
    return picture
  }
  // Paths come in their rank (pathCounts): most frequent first, shorter first on a tie.
  for (const row of counts) {
    const picture = pictureOf(row.survey_id)
    const n = Number(row.n)
    if (row.kind === 'total') {
      picture.respondents = n
      picture.finished = Number(row.done)
    } else if (row.kind === 'stopped') picture.stopped[String(row.qid)] = n
    else if (row.kind === 'reached') picture.reached[String(row.qid)] = n
    else picture.paths.push({ blocks: row.blocks as string[], count: n, finished: Number(row.done) === 1 })
  }
  for (const row of jumps) pictureOf(row.survey_id).jumps[jumpKey(row.source, row.handle)] = row.n
  const byId = new Map(shapes.map((s) => [s.survey_id, s]))
  return ids.flatMap((id) => {
    const shape = byId.get(id)
    if (!shape) return []
    return [
      {
        survey_id: id,
        survey_name: shape.survey_name,
        blocks: json<DialogPaths['blocks']>(shape.blocks),
        connections: json<DialogPaths['connections']>(shape.connections),
        picture: pictureOf(id),
      },
    ]
  })
}

interface JumpCount {
  survey_id: string
  source: string
  handle: string
  n: number
}

/**
 * The jumps taken (jumpsStatement), one statement per range of respondents (respondentRanges), the
 * counts added up: the embedded database runs the respondents' statements between two of them.
 */
export async function jumpCounts(
  db: Db,
  ids: readonly string[],
  filter: PathsFilter,
  rangeSize = RESPONDENTS_PER_HEAVY_STATEMENT,
): Promise<JumpCount[]> {
  const rows: JumpCount[] = []
  for (const range of await respondentRanges(db, conversationsWhere(ids, filter), rangeSize))
    for (const row of rowsOf<JumpCount>(await db.execute(jumpsStatement(ids, filter, range))))
      rows.push({ ...row, n: Number(row.n) })
  return addUp(
    rows,
    (r) => JSON.stringify([r.survey_id, r.source, r.handle]),
    (sum, r) => {
      sum.n += r.n
    },
  )
}
