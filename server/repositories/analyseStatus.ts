import { IDLE_TIMEOUT_MINUTES } from '@engine/api/analyse'
import { type SQL, sql } from 'drizzle-orm'

/**
 * Running or aborted (docs/analyse.md "Status"): an unfinished conversation runs until its
 * respondent has been idle longer than IDLE_TIMEOUT_MINUTES. Idle since the last chat message of
 * the conversation, or its start without one. `c` is the alias of `conversations` in the query.
 */

/** The default calendar of the analysis when the client names no time zone. */
export const ANALYSE_TIME_ZONE = 'Europe/Berlin'

/** The last activity of conversation `c`: its latest chat message, else its start. */
export const lastActiveAt = sql`coalesce((SELECT max(m.created_at) FROM chat_messages m WHERE m.respondent_id = c.respondent_id AND m.survey_id = c.survey_id), c.started_at)`

/** Conversations active after this moment still run. */
export function idleCutoff(now: Date): string {
  return new Date(now.getTime() - IDLE_TIMEOUT_MINUTES * 60_000).toISOString()
}

/** 'finished' | 'running' | 'aborted' of conversation `c` at `now` (the subquery runs only for unfinished ones). */
export function statusOf(now: Date): SQL {
  return sql`CASE WHEN c.finished_at IS NOT NULL THEN 'finished' WHEN ${lastActiveAt} > ${idleCutoff(now)}::timestamptz THEN 'running' ELSE 'aborted' END`
}
