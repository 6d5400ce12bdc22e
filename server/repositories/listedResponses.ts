import { LISTED_RESPONSES_CAP } from '@engine/api/surveys'
import { type SQL, sql } from 'drizzle-orm'

/**
 * How many rows `where` selects in `table`, counting at most LISTED_RESPONSES_CAP + 1 of them: a
 * correlated subquery of bounded cost per listed row (an index range of the cap's length at most).
 */
export function cappedCount(table: SQL, where: SQL): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT ${LISTED_RESPONSES_CAP + 1}) capped)`
}

/** A capped count as the lists answer it (engine/api/surveys.ts ListedResponses). */
export function listedResponses(counted: unknown): { responses: number; responses_capped: boolean } {
  const n = Number(counted ?? 0)
  return { responses: Math.min(n, LISTED_RESPONSES_CAP), responses_capped: n > LISTED_RESPONSES_CAP }
}
