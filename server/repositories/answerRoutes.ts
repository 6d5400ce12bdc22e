import { type AnswerRoutes, emptyAnswerRoutes } from '@engine/api/analyse'
import { ANSWER_ROUTES, type AnswerRoute } from '@engine/runtime'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'

/** Answers of one route (null: none stored) and, for 'clarified', one tapped intent. */
export interface RouteCount {
  route: string | null
  intent: string | null
  count: number
}

const isRoute = (route: string | null): route is AnswerRoute => (ANSWER_ROUTES as readonly unknown[]).includes(route)

/**
 * The routes of one block's answers from their counts (docs/analyse.md "Routes"): a route the
 * runtime does not know (none stored: before migration 0016, or routed without a model) is
 * `unknown`, in `total` but not in `known`, the base of the shares.
 */
export function answerRoutes(rows: readonly RouteCount[]): AnswerRoutes {
  const routes = emptyAnswerRoutes()
  const won = new Map<string, number>()
  for (const { route, intent, count } of rows) {
    routes.total += count
    if (!isRoute(route)) {
      routes.unknown += count
      continue
    }
    routes.known += count
    routes[route] += count
    if (route === 'clarified') won.set(intent ?? '', (won.get(intent ?? '') ?? 0) + count)
  }
  routes.clarified_by_intent = [...won]
    .map(([intent, count]) => ({ intent, count }))
    .sort((a, b) => b.count - a.count || a.intent.localeCompare(b.intent))
  return routes
}

/**
 * Counts of one block's live answers per route and tapped intent: one aggregate query over the
 * block's answers (answers_block_idx), so 10,000 respondents are one GROUP BY of a few rows.
 */
export async function blockRouteCounts(db: Db, surveyId: string, questionId: string): Promise<RouteCount[]> {
  const rows = rowsOf<RouteCount>(
    await db.execute(sql`
    SELECT route, CASE WHEN route = 'clarified' THEN intent END AS intent, count(*)::int AS count
    FROM answers WHERE survey_id = ${surveyId} AND unique_question_id = ${questionId}
    GROUP BY 1, 2`),
  )
  return rows.map((r) => ({ route: r.route, intent: r.intent, count: Number(r.count) }))
}
