import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/database'
import { liveRespondents, surveys } from '../db/schema'

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

/** Which of these dialogs exist (registration refuses unknown ones). */
export async function existingSurveyIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ surveyId: surveys.surveyId })
    .from(surveys)
    .where(inArray(surveys.surveyId, [...ids]))
  return new Set(rows.map((r) => r.surveyId))
}

export async function insertLiveRespondent(
  db: Db,
  input: { username: string; surveyIds: string[]; at: Date },
): Promise<LiveRespondent> {
  const rows = await db
    .insert(liveRespondents)
    .values({ username: input.username, surveyIds: input.surveyIds, createdAt: input.at })
    .returning()
  const row = rows[0]
  if (!row) throw new Error('live respondent could not be stored')
  return toRespondent(row)
}

export async function findLiveRespondent(db: Db, id: number): Promise<LiveRespondent | undefined> {
  const rows = await db.select().from(liveRespondents).where(eq(liveRespondents.id, id)).limit(1)
  return rows[0] ? toRespondent(rows[0]) : undefined
}
