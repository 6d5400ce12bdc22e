import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'

/** Respondents `lo`..`hi` (ids, both included). */
export interface RespondentRange {
  lo: number
  hi: number
}

/** The smallest and largest respondent id there can be (`integer` columns). */
const FIRST_ID = -2_147_483_648
const LAST_ID = 2_147_483_647

/**
 * Respondents per statement of an analysis that is a sum over respondents (docs/design/storage.md
 * "Short statements"): at 10,000 respondents one statement held the embedded database 95-500 ms,
 * every respondent's next query waiting behind it; a range of 500 reading their conversation rows
 * takes some 5-17 ms.
 */
export const RESPONDENTS_PER_STATEMENT = 500

/**
 * Respondents per statement that reads every answer or transcript message of its respondents and
 * sorts or groups them (the blocks' answer groups, the paths' jumps): some 15-35 rows each, so a
 * range of 500 held the embedded database 40-80 ms on a slow day of the 2-core machine, one of 100
 * some 10-20 ms. Ranges of 200 had the respondents' p99 in bench:isolation's analyse window at 53 ms,
 * of 100 at 36 (docs/benchmarks.md, session 29).
 */
export const RESPONDENTS_PER_HEAVY_STATEMENT = 100

/**
 * Ranges of respondent ids for an analysis cut into statements: each holds about `size` of the
 * conversations `where` selects (`c` is `conversations`; one index read of their ids), and together
 * they cover every id without a gap or an overlap, so rows of a respondent without such a
 * conversation (an answer whose conversation was restarted) still fall into exactly one range and
 * the ranges' sums are the whole's. No conversation: one range over all ids.
 */
export async function respondentRanges(
  db: Db,
  where: SQL,
  size = RESPONDENTS_PER_STATEMENT,
): Promise<RespondentRange[]> {
  // Only the first id of each range leaves the database: 10,000 ids through the thread cost more than their sort.
  const starts = rowsOf<{ respondent_id: number }>(
    await db.execute(sql`
      SELECT respondent_id FROM (
        SELECT respondent_id, row_number() OVER (ORDER BY respondent_id) AS n
        FROM (SELECT DISTINCT c.respondent_id FROM conversations c WHERE ${where}) ids
      ) numbered
      WHERE (n - 1) % ${size} = 0 ORDER BY respondent_id`),
  ).map((r) => Number(r.respondent_id))
  const ranges: RespondentRange[] = []
  let lo = FIRST_ID
  for (const start of starts.slice(1)) {
    ranges.push({ lo, hi: start - 1 })
    lo = start
  }
  ranges.push({ lo, hi: LAST_ID })
  return ranges
}

/** Respondents per statement, or the ranges of an earlier call over the same respondents (their ids read once). */
export type RangesOrSize = number | readonly RespondentRange[]

/** The ranges given, or those of `size` respondents that `where` selects (respondentRanges). */
export async function rangesOf(db: Db, where: SQL, given: RangesOrSize): Promise<readonly RespondentRange[]> {
  return typeof given === 'number' ? respondentRanges(db, where, given) : given
}

/** Every `k` consecutive ranges as one: fewer, larger statements over the same cover (k >= 1). */
export function coarser(ranges: readonly RespondentRange[], k: number): RespondentRange[] {
  const merged: RespondentRange[] = []
  for (let i = 0; i < ranges.length; i += k) {
    const group = ranges.slice(i, i + k)
    merged.push({ lo: (group[0] as RespondentRange).lo, hi: (group[group.length - 1] as RespondentRange).hi })
  }
  return merged
}

/** Adds up `count`-like fields of rows that share a key, across the ranges' statements. */
export function addUp<T>(rows: Iterable<T>, keyOf: (row: T) => string, add: (sum: T, row: T) => void): T[] {
  const sums = new Map<string, T>()
  for (const row of rows) {
    const key = keyOf(row)
    const sum = sums.get(key)
    if (sum) add(sum, row)
    else sums.set(key, { ...row })
  }
  return [...sums.values()]
}
