import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { answers, chatMessages, conversations, liveRespondents } from '../db/schema'

/** Removes a respondent's transcript, answers and progress in one dialog. */
export async function clearConversation(db: Db, respondentId: number, surveyId: string): Promise<void> {
  await db.delete(chatMessages).where(and(eq(chatMessages.respondentId, respondentId), eq(chatMessages.surveyId, surveyId)))
  await db.delete(answers).where(and(eq(answers.respondentId, respondentId), eq(answers.surveyId, surveyId)))
  await db.delete(conversations).where(and(eq(conversations.respondentId, respondentId), eq(conversations.surveyId, surveyId)))
}

/**
 * Right to erasure (DESIGN.md §4): the dialog's data goes, and the dialog leaves the identity's
 * scope; an identity left with no dialog is deleted itself (its refresh families cascade), so
 * nothing refers to the person afterwards.
 */
export async function eraseRespondentFromSurvey(db: Db, respondent: { id: number; surveyIds: string[] }, surveyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await clearConversation(tx, respondent.id, surveyId)
    const remaining = respondent.surveyIds.filter((id) => id !== surveyId)
    if (remaining.length === 0) await tx.delete(liveRespondents).where(eq(liveRespondents.id, respondent.id))
    else await tx.update(liveRespondents).set({ surveyIds: remaining }).where(eq(liveRespondents.id, respondent.id))
  })
}
