import { IDLE_TIMEOUT_MINUTES } from '@engine/api/analyse'
import { type SQL, sql } from 'drizzle-orm'

/**
 * Running or aborted (docs/analyse.md "Status"): an unfinished conversation runs until its
 * respondent has been idle longer than IDLE_TIMEOUT_MINUTES. Idle since the last chat message of
 * the conversation, or its start without one. `c` is the alias of `conversations` in the query.
 */

/** The default calendar of the analysis when the client names no time zone. */
export const ANALYSE_TIME_ZONE = 'Europe/Berlin'

/**
 * The last activity of conversation `c`: its latest chat message, else its start. The latest is
 * the one written last (the highest id: a save writes its rows in order, with times that grow
 * with them), so the lookup reads one row backwards on chat_messages_respondent_idx instead of
 * every message of the conversation (`max(created_at)` read them all: 0.24 -> 0.84 s for the
 * overview of 10,000 respondents, bench:analyse).
 */
export const lastActiveAt = sql`coalesce((SELECT m.created_at FROM chat_messages m WHERE m.respondent_id = c.respondent_id AND m.survey_id = c.survey_id ORDER BY m.id DESC LIMIT 1), c.started_at)`

/** Conversations active after this moment still run. */
export function idleCutoff(now: Date): string {
  return new Date(now.getTime() - IDLE_TIMEOUT_MINUTES * 60_000).toISOString()
}

/** 'finished' | 'running' | 'aborted' of conversation `c` at `now` (the subquery runs only for unfinished ones). */
export function statusOf(now: Date): SQL {
  return sql`CASE WHEN c.finished_at IS NOT NULL THEN 'finished' WHEN ${lastActiveAt} > ${idleCutoff(now)}::timestamptz THEN 'running' ELSE 'aborted' END`
}
