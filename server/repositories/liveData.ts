import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { answers, apiSignals, chatMessages, conversations, liveRespondents, multichatProgress } from '../db/schema'

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

/**
 * Erasure of a multichat player (docs/reliability.md "Erasure"): every dialog of the game as
 * above, the game's progress and the signals addressed to them, in one transaction, so a player
 * never ends with a revoked token and data left in the other chats.
 */
export async function eraseRespondentFromGame(db: Db, respondent: { id: number; surveyIds: string[] }, dialogManagerId: number, surveyIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const surveyId of surveyIds) await clearConversation(tx, respondent.id, surveyId)
    await tx.delete(multichatProgress).where(and(eq(multichatProgress.respondentId, respondent.id), eq(multichatProgress.dialogManagerId, dialogManagerId)))
    await tx.delete(apiSignals).where(and(eq(apiSignals.respondentId, respondent.id), eq(apiSignals.dialogManagerId, dialogManagerId)))
    const remaining = respondent.surveyIds.filter((id) => !surveyIds.includes(id))
    if (remaining.length === 0) await tx.delete(liveRespondents).where(eq(liveRespondents.id, respondent.id))
    else await tx.update(liveRespondents).set({ surveyIds: remaining }).where(eq(liveRespondents.id, respondent.id))
  })
}
