import { and, eq } from 'drizzle-orm'
import type { Db } from '../../server/db/database'
import { answers, chatMessages, conversations, multichatProgress } from '../../server/db/schema'
import { routingSourceOf } from '../../server/repositories/turnRows'
import type { TurnToSave } from '../../server/repositories/turnToSave'
import type { GameToSave } from '../../server/repositories/multichatProgress'

/**
 * The save as it was before it became one statement (a transaction of drizzle statements), kept
 * verbatim as the reference: the one-statement save must write exactly what this writes.
 */
class Stale extends Error {}

export async function referenceSaveGame(db: Db, game: GameToSave): Promise<boolean> {
  const { respondentId, multichatId, progress, at } = game
  const values = {
    released: progress.released,
    signalled: progress.signalled,
    waitingSince: progress.waiting_since,
    ...(game.finished && { finishedAt: at }),
  }
  try {
    await db.transaction(async (tx) => {
      const saved =
        game.readVersion === null
          ? await tx
              .insert(multichatProgress)
              .values({ respondentId, multichatId, ...values, version: 0, startedAt: at })
              .onConflictDoNothing()
              .returning({ version: multichatProgress.version })
          : await tx
              .update(multichatProgress)
              .set({ ...values, version: game.readVersion + 1 })
              .where(
                and(
                  eq(multichatProgress.respondentId, respondentId),
                  eq(multichatProgress.multichatId, multichatId),
                  eq(multichatProgress.version, game.readVersion),
                ),
              )
              .returning({ version: multichatProgress.version })
      if (saved.length === 0) throw new Stale()
      for (const turn of game.turns) if (!(await referenceWriteTurn(tx, turn))) throw new Stale()
    })
    return true
  } catch (error) {
    if (error instanceof Stale) return false
    throw error
  }
}

export async function referenceSaveTurn(db: Db, input: TurnToSave): Promise<boolean> {
  return db.transaction((tx) => referenceWriteTurn(tx, input))
}

async function referenceWriteTurn(tx: Db, input: TurnToSave): Promise<boolean> {
  const { respondentId, surveyId, turn, at } = input
  const values = { state: turn.state, currentQuestionId: turn.state.current, finishedAt: turn.is_end ? at : null }
  const saved =
    input.readTurns === null
      ? await tx
          .insert(conversations)
          .values({ respondentId, surveyId, ...values, turns: 0, startedAt: at })
          .onConflictDoNothing()
          .returning({ turns: conversations.turns })
      : await tx
          .update(conversations)
          .set({ ...values, turns: input.readTurns + 1 })
          .where(
            and(
              eq(conversations.respondentId, respondentId),
              eq(conversations.surveyId, surveyId),
              eq(conversations.turns, input.readTurns),
            ),
          )
          .returning({ turns: conversations.turns })
  if (saved.length === 0) return false

  const rows: (typeof chatMessages.$inferInsert)[] = []
  if (input.input) {
    rows.push({
      respondentId,
      surveyId,
      uniqueQuestionId: input.input.blockId,
      userOrBot: 'user',
      type: `${input.input.blockType}-r`,
      context: input.input.text,
    })
  }
  for (const message of turn.messages) {
    for (const bubble of message.bubbles) {
      rows.push({
        respondentId,
        surveyId,
        uniqueQuestionId: message.unique_question_id,
        userOrBot: 'bot',
        type: message.type,
        context: bubble.text,
      })
    }
  }
  if (rows.length > 0)
    await tx.insert(chatMessages).values(rows.map((row, i) => ({ ...row, createdAt: new Date(at.getTime() + i) })))

  const recorded = turn.answer
  if (recorded) {
    const previous = recorded.nachfrage ? (input.firstAnswers ?? []) : []
    const value = previous.length > 0 ? [...previous, recorded.raw].join('\n') : recorded.value
    const intent = turn.routing?.reason === 'intent' ? turn.routing.handle : null
    const answer = {
      value,
      intent,
      confidence: turn.routing?.confidence ?? null,
      routingSource: routingSourceOf(turn),
      createdAt: at,
    }
    await tx
      .insert(answers)
      .values({ respondentId, surveyId, uniqueQuestionId: recorded.unique_question_id, ...answer })
      .onConflictDoUpdate({ target: [answers.respondentId, answers.surveyId, answers.uniqueQuestionId], set: answer })
  }
  return true
}
