import type { Turn, GameTurn } from '@engine/runtime'
import type { TurnToSave } from '../../repositories/turnToSave'

export interface AnsweredChat {
  dialog: number
  turn: Turn
  input: { text: string; blockId: string; blockType: string } | undefined
  firstAnswers: readonly string[]
}

/**
 * Each changed dialog as one `saveTurn`: its state now and the bot messages the respondent saw
 * (held questions only once released); the answered dialog also carries the input and answer.
 */
export function turnsToSave(
  played: GameTurn,
  surveyIds: readonly string[],
  readTurns: readonly (number | null)[],
  respondentId: number,
  at: Date,
  answered?: AnsweredChat,
): TurnToSave[] {
  return played.records.map((record) => {
    const base: Turn = {
      state: record.state,
      messages: record.messages,
      awaiting: null,
      finished_question_id: null,
      is_end: record.state.finished,
    }
    const mine = answered?.dialog === record.dialog ? answered : undefined
    const turn: Turn = mine ? { ...mine.turn, ...base } : base
    return {
      respondentId,
      surveyId: surveyIds[record.dialog] as string,
      readTurns: readTurns[record.dialog] ?? null,
      turn,
      at,
      ...(mine?.input && { input: mine.input, firstAnswers: mine.firstAnswers }),
    }
  })
}
