import {
  blockOf,
  type GameState,
  chatStatus,
  isGameOver,
  type GameClock,
  type GameTurn,
  answerGame,
  releaseHolds,
} from '@engine/runtime'
import type { ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import type { StoredModels } from '../../repositories/classifierModels'
import { answerTurn } from '../../services/conversation/answerTurn'
import type { LoadedGame } from '../../services/multichat/loadGame'
import type { AnsweredChat } from './turnsToSave'

export const staleQuestion = () =>
  new ApiError(409, 'Diese Frage wurde bereits beantwortet. Bitte lade den Dialog neu.', 'question_already_answered')
export const notAnswerable = () =>
  new ApiError(409, 'Dieser Chat wartet gerade nicht auf eine Antwort. Bitte lade den Multichat neu.', 'chat_not_open')

export interface AnswerRequest {
  dialog: number
  unique_question_id: string
  user_input: string
}

/**
 * An answer in one chat, as the live game and the editor's test play it: signals and timers are
 * applied first, then the chat must be open at that question (409 otherwise), and the turn runs
 * with the block's classifier and the dialog's AI exit conditions (services/conversation/answerTurn.ts).
 */
export async function playAnswer(
  ctx: ServerContext,
  loaded: LoadedGame,
  state: GameState,
  clock: GameClock,
  request: AnswerRequest,
  storedModels?: StoredModels,
): Promise<{ played: GameTurn; answered: AnsweredChat }> {
  const { game, exitConditions } = loaded
  const { dialog: index } = request
  if (isGameOver(state)) throw new ApiError(409, 'Das Spiel ist bereits beendet.', 'game_over')
  const opened = releaseHolds(game, state, clock)
  const runtime = opened.world.states[index]
  const dialog = game.dialogs[index]
  if (!runtime || !dialog || chatStatus(game, opened, index).status !== 'open') throw notAnswerable()
  if (runtime.current !== request.unique_question_id) throw staleQuestion()
  const block = blockOf(dialog, runtime.current)
  const { turn } = await answerTurn(ctx, dialog, exitConditions[index] ?? [], runtime, request.user_input, storedModels)
  const input = block && {
    text: turn.input_label ?? request.user_input.trim(),
    blockId: block.unique_question_id,
    blockType: block.type,
  }
  return {
    played: answerGame(game, state, opened, { dialog: index, turn }, clock.now),
    answered: { dialog: index, turn, input, firstAnswers: runtime.pendingAnswers },
  }
}

/** The index of the answered chat; 400 naming the field for a dialog outside the multichat or a missing question. */
export function answeredChat(
  surveyIds: readonly string[],
  body: { survey_id?: string | undefined; unique_question_id?: string | null | undefined },
): { dialog: number; unique_question_id: string } | null {
  if (body.survey_id === undefined) return null
  const dialog = surveyIds.indexOf(body.survey_id)
  if (dialog < 0)
    throw new ApiError(
      400,
      "Ungültige Eingabe: Feld 'survey_id' nennt einen Dialog, der nicht zu diesem Multichat gehört.",
      'invalid_input',
    )
  if (body.unique_question_id == null)
    throw new ApiError(400, "Ungültige Eingabe: Feld 'unique_question_id' fehlt für eine Antwort.", 'invalid_input')
  return { dialog, unique_question_id: body.unique_question_id }
}
