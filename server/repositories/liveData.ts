import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { answers, apiSignals, chatMessages, conversations, liveRespondents, multichatProgress } from '../db/schema'

// Lock order: a save (saveTurnsStatement.ts) locks the progress row, then the conversations, then
// the answers. Deleting in the same order makes a delete wait behind a running save instead of
// each holding a row the other needs (a deadlock on PostgreSQL, where one of them is aborted).

/** Removes a respondent's transcript, answers and progress in one dialog. */
export async function clearConversation(db: Db, respondentId: number, surveyId: string): Promise<void> {
  await db
    .delete(conversations)
    .where(and(eq(conversations.respondentId, respondentId), eq(conversations.surveyId, surveyId)))
  await db.delete(answers).where(and(eq(answers.respondentId, respondentId), eq(answers.surveyId, surveyId)))
  await db
    .delete(chatMessages)
    .where(and(eq(chatMessages.respondentId, respondentId), eq(chatMessages.surveyId, surveyId)))
}

/**
 * Restart of the whole game: the progress, then every dialog's transcript, answers and state.
 * Runs in the caller's transaction (`tx`), so erasure can do more in the same one.
 */
export async function clearGame(
  tx: Db,
  respondentId: number,
  multichatId: number,
  surveyIds: readonly string[],
): Promise<void> {
  await tx
    .delete(multichatProgress)
    .where(and(eq(multichatProgress.respondentId, respondentId), eq(multichatProgress.multichatId, multichatId)))
  for (const surveyId of surveyIds) await clearConversation(tx, respondentId, surveyId)
}

/**
 * The dialogs leave the identity's scope; an identity left with no dialog is deleted itself (its
 * refresh families cascade), so nothing refers to the person afterwards.
 */
async function leaveScope(
  tx: Db,
  respondent: { id: number; surveyIds: string[] },
  surveyIds: readonly string[],
): Promise<void> {
  const remaining = respondent.surveyIds.filter((id) => !surveyIds.includes(id))
  if (remaining.length === 0) await tx.delete(liveRespondents).where(eq(liveRespondents.id, respondent.id))
  else await tx.update(liveRespondents).set({ surveyIds: remaining }).where(eq(liveRespondents.id, respondent.id))
}

/** Right to erasure (docs/design/live.md): the dialog's data goes, and the dialog leaves the identity's scope. */
export async function eraseRespondentFromSurvey(
  db: Db,
  respondent: { id: number; surveyIds: string[] },
  surveyId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await clearConversation(tx, respondent.id, surveyId)
    await leaveScope(tx, respondent, [surveyId])
  })
}

/**
 * Erasure of a multichat player (docs/reliability.md "Erasure"): the game as a restart clears it,
 * the signals addressed to them, and every dialog of the game leaves their scope, in one
 * transaction, so a player never ends with a revoked token and data left in the other chats.
 */
export async function eraseRespondentFromGame(
  db: Db,
  respondent: { id: number; surveyIds: string[] },
  multichatId: number,
  surveyIds: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await clearGame(tx, respondent.id, multichatId, surveyIds)
    await tx
      .delete(apiSignals)
      .where(and(eq(apiSignals.respondentId, respondent.id), eq(apiSignals.multichatId, multichatId)))
    await leaveScope(tx, respondent, surveyIds)
  })
}
