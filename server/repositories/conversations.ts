import type { RuntimeState, Turn } from '@engine/runtime'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { answers, chatMessages, conversations } from '../db/schema'

export interface StoredConversation {
  state: RuntimeState
  /** Answers taken so far; a save must name it (compare-and-set). */
  turns: number
}

export async function findConversation(db: Db, respondentId: number, surveyId: string): Promise<StoredConversation | undefined> {
  const rows = await db.select({ state: conversations.state, turns: conversations.turns }).from(conversations)
    .where(and(eq(conversations.respondentId, respondentId), eq(conversations.surveyId, surveyId))).limit(1)
  const row = rows[0]
  if (!row?.state) return undefined
  return { state: row.state as RuntimeState, turns: row.turns }
}

export interface TurnToSave {
  respondentId: number
  surveyId: string
  /** The `turns` the state was read with; null for the first turn (no conversation yet). */
  readTurns: number | null
  turn: Turn
  /** What the respondent sent, with the block it answered; absent for the start and a resume. */
  input?: { text: string; blockId: string; blockType: string }
  /** The first answers of an open block whose follow-up this turn answered. */
  firstAnswers?: readonly string[]
  at: Date
}

/** SPEC.md §3: a user's reply has the block type with suffix -r. */
const userMessageType = (blockType: string) => `${blockType}-r`

/**
 * Stores one turn in one transaction: the new state (only if nobody saved a turn since it was
 * read; false otherwise, and nothing is written), the transcript and the answer. An open block's
 * follow-up answer is stored together with the first answer, so analysis sees both.
 */
export async function saveTurn(db: Db, input: TurnToSave): Promise<boolean> {
  const { respondentId, surveyId, turn, at } = input
  const values = {
    state: turn.state,
    currentQuestionId: turn.state.current,
    finishedAt: turn.is_end ? at : null,
  }
  return db.transaction(async (tx) => {
    const saved = input.readTurns === null
      ? await tx.insert(conversations).values({ respondentId, surveyId, ...values, turns: 0, startedAt: at })
        .onConflictDoNothing().returning({ turns: conversations.turns })
      : await tx.update(conversations).set({ ...values, turns: input.readTurns + 1 })
        .where(and(eq(conversations.respondentId, respondentId), eq(conversations.surveyId, surveyId), eq(conversations.turns, input.readTurns)))
        .returning({ turns: conversations.turns })
    if (saved.length === 0) return false

    const rows: (typeof chatMessages.$inferInsert)[] = []
    if (input.input) {
      rows.push({ respondentId, surveyId, uniqueQuestionId: input.input.blockId, userOrBot: 'user', type: userMessageType(input.input.blockType), context: input.input.text })
    }
    for (const message of turn.messages) {
      for (const bubble of message.bubbles) {
        rows.push({ respondentId, surveyId, uniqueQuestionId: message.unique_question_id, userOrBot: 'bot', type: message.type, context: bubble.text })
      }
    }
    // Ids keep the order; distinct timestamps keep it for readers that sort by time.
    if (rows.length > 0) await tx.insert(chatMessages).values(rows.map((row, i) => ({ ...row, createdAt: new Date(at.getTime() + i) })))

    const recorded = turn.answer
    // The first answer is stored at once (the respondent may leave before the follow-up).
    if (recorded) {
      const previous = recorded.nachfrage ? input.firstAnswers ?? [] : []
      const value = previous.length > 0 ? [...previous, recorded.raw].join('\n') : recorded.value
      const intent = turn.routing?.reason === 'intent' ? turn.routing.handle : null
      const answer = { value, intent, confidence: turn.routing?.confidence ?? null, createdAt: at }
      await tx.insert(answers).values({ respondentId, surveyId, uniqueQuestionId: recorded.unique_question_id, ...answer })
        .onConflictDoUpdate({ target: [answers.respondentId, answers.surveyId, answers.uniqueQuestionId], set: answer })
    }
    return true
  })
}

