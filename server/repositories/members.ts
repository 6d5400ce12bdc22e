import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { members } from '../db/schema'

export type Member = typeof members.$inferSelect

/** The membership of an account in a dialog (accepted or not: see requireRole). */
export async function findMembership(db: Db, surveyId: string, userId: number): Promise<Member | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.surveyId, surveyId), eq(members.userId, userId)))
    .limit(1)
  return rows[0]
}
