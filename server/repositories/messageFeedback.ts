import type { FeedbackRating } from '@engine/api/feedback'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { rowsOf } from '../db/rowsOf'
import { chatMessages, messageFeedback } from '../db/schema'

/**
 * A bot message of this respondent's transcript in this dialog that can be rated (an error bubble
 * cannot): its block, or undefined when the id names anything else (another respondent's
 * message, another dialog's, a reply, nothing).
 */
export async function findRateableMessage(
  db: Db,
  input: { messageId: number; respondentId: number; surveyId: string },
): Promise<{ uniqueQuestionId: string | null } | undefined> {
  const rows = await db
    .select({ uniqueQuestionId: chatMessages.uniqueQuestionId })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, input.messageId),
        eq(chatMessages.respondentId, input.respondentId),
        eq(chatMessages.surveyId, input.surveyId),
        eq(chatMessages.userOrBot, 'bot'),
        ne(chatMessages.type, 'error'),
      ),
    )
    .limit(1)
  return rows[0]
}

const RATING_VALUE: Record<FeedbackRating, number> = { up: 1, down: -1 }

/** One rating per message: a new one replaces the old (updated_at moves), null removes it. */
export async function setMessageFeedback(
  db: Db,
  input: {
    messageId: number
    respondentId: number
    surveyId: string
    uniqueQuestionId: string | null
    rating: FeedbackRating | null
    at: Date
  },
): Promise<void> {
  if (input.rating === null) {
    await db.delete(messageFeedback).where(eq(messageFeedback.chatMessageId, input.messageId))
    return
  }
  const rating = RATING_VALUE[input.rating]
  await db
    .insert(messageFeedback)
    .values({
      chatMessageId: input.messageId,
      respondentId: input.respondentId,
      surveyId: input.surveyId,
      uniqueQuestionId: input.uniqueQuestionId,
      rating,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({ target: messageFeedback.chatMessageId, set: { rating, updatedAt: input.at } })
}

/** Ratings per block of a dialog (null: messages outside blocks, the welcome and ending). */
export async function feedbackPerBlock(
  db: Db,
  surveyId: string,
): Promise<Map<string | null, { up: number; down: number }>> {
  const rows = rowsOf<{ qid: string | null; up: number; down: number }>(
    await db.execute(sql`
    SELECT unique_question_id AS qid,
      count(*) FILTER (WHERE rating > 0)::int AS up,
      count(*) FILTER (WHERE rating < 0)::int AS down
    FROM message_feedback WHERE survey_id = ${surveyId} GROUP BY 1`),
  )
  return new Map(rows.map((r) => [r.qid, { up: Number(r.up), down: Number(r.down) }]))
}
