import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { trainingRejectedPicks } from '../db/schema'

/** SQL of the respondents' picks an editor rejected (docs/training.md "Respondents' picks"). */

export interface RejectedPick {
  handle: string
  /** The answer text's key (server/routes/training/respondentPicks.ts `pickTextKey`). */
  textKey: string
}

const ofBlock = (surveyId: string, questionId: string) =>
  and(eq(trainingRejectedPicks.surveyId, surveyId), eq(trainingRejectedPicks.uniqueQuestionId, questionId))
const thePick = (surveyId: string, questionId: string, pick: RejectedPick) =>
  and(
    ofBlock(surveyId, questionId),
    eq(trainingRejectedPicks.handle, pick.handle),
    eq(trainingRejectedPicks.textKey, pick.textKey),
  )

/** The block's rejected picks (at most REJECTED_PICKS_PER_BLOCK, so the answers list reads them all). */
export async function listRejectedPicks(db: Db, surveyId: string, questionId: string): Promise<RejectedPick[]> {
  return db
    .select({ handle: trainingRejectedPicks.handle, textKey: trainingRejectedPicks.textKey })
    .from(trainingRejectedPicks)
    .where(ofBlock(surveyId, questionId))
}

export async function countRejectedPicks(db: Db, surveyId: string, questionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trainingRejectedPicks).where(ofBlock(surveyId, questionId))
  return Number(row?.n ?? 0)
}

export async function isPickRejected(
  db: Db,
  surveyId: string,
  questionId: string,
  pick: RejectedPick,
): Promise<boolean> {
  const [row] = await db
    .select({ handle: trainingRejectedPicks.handle })
    .from(trainingRejectedPicks)
    .where(thePick(surveyId, questionId, pick))
    .limit(1)
  return row !== undefined
}

/** Rejects a pick; rejecting it again changes nothing (a retried call is harmless). */
export async function rejectPick(
  db: Db,
  surveyId: string,
  questionId: string,
  pick: RejectedPick,
  rejectedBy: number,
): Promise<void> {
  await db
    .insert(trainingRejectedPicks)
    .values({ surveyId, uniqueQuestionId: questionId, handle: pick.handle, textKey: pick.textKey, rejectedBy })
    .onConflictDoNothing()
}

/** Offers a rejected pick again; one not rejected stays so. */
export async function restorePick(db: Db, surveyId: string, questionId: string, pick: RejectedPick): Promise<void> {
  await db.delete(trainingRejectedPicks).where(thePick(surveyId, questionId, pick))
}
