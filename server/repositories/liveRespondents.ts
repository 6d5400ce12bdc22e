import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { liveRespondents } from '../db/schema'

export interface LiveRespondent {
  id: number
  username: string
  surveyIds: string[]
  storageAccepted: boolean
}

export function toRespondent(
  row: Pick<typeof liveRespondents.$inferSelect, 'id' | 'username' | 'surveyIds' | 'storageAccepted'>,
): LiveRespondent {
  const ids = Array.isArray(row.surveyIds) ? row.surveyIds.filter((id): id is string => typeof id === 'string') : []
  return { id: row.id, username: row.username, surveyIds: ids, storageAccepted: row.storageAccepted }
}

/** A respondent row as a statement returns it by its column names (RETURNING, json_build_object). */
export interface RespondentColumns {
  id: number
  username: string
  survey_ids: unknown
  storage_accepted: boolean
}

export const respondentOfColumns = (row: RespondentColumns): LiveRespondent =>
  toRespondent({ id: row.id, username: row.username, surveyIds: row.survey_ids, storageAccepted: row.storage_accepted })

/**
 * A new live respondent scoped to these dialogs, and the refresh family of its first tokens, in
 * one statement (docs/reliability/launch.md: at a launch every player registers once, and on the
 * embedded database a statement costs more than its rows). Nothing is stored, and undefined comes
 * back, when one of the dialogs does not exist.
 */
export async function registerLiveRespondent(
  db: Db,
  input: { username: string; surveyIds: string[]; at: Date; family: { id: string; currentJti: string } },
): Promise<LiveRespondent | undefined> {
  const at = input.at.toISOString()
  const ids = input.surveyIds
  const [row] = rowsOf<RespondentColumns>(
    await db.execute(sql`
    WITH r AS (
      INSERT INTO live_respondents (username, survey_ids, created_at)
      SELECT ${input.username}, ${JSON.stringify(ids)}::jsonb, ${at}::timestamptz
       WHERE (SELECT count(*) FROM surveys WHERE survey_id IN ${ids}) = ${ids.length}
      RETURNING id, username, survey_ids, storage_accepted),
    f AS (
      INSERT INTO refresh_families (id, current_jti, created_at, respondent_id)
      SELECT ${input.family.id}::uuid, ${input.family.currentJti}::uuid, ${at}::timestamptz, r.id FROM r
      RETURNING id)
    SELECT r.* FROM r`),
  )
  return row && respondentOfColumns(row)
}

export async function findLiveRespondent(db: Db, id: number): Promise<LiveRespondent | undefined> {
  const rows = await db.select().from(liveRespondents).where(eq(liveRespondents.id, id)).limit(1)
  return rows[0] ? toRespondent(rows[0]) : undefined
}
