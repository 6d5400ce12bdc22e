import { awaitingFor } from './awaitingFor'
import { botMessage } from './botMessage'
import { blockOf, type RuntimeDialog } from './createRuntimeDialog'
import { endConversation } from './endConversation'
import type { RuntimeState, Turn } from './Turn'

/**
 * The turn a returning respondent sees (a reload, another device): the question still awaiting
 * an answer is asked again, as the follow-up if that was asked last. Nothing is recorded, so
 * asking twice is harmless. A dialog that ended stays ended; a block deleted meanwhile ends it.
 */
export function resumeConversation(dialog: RuntimeDialog, state: RuntimeState): Turn {
  if (state.finished) return { state, messages: [], awaiting: null, finished_question_id: null, is_end: true }
  const block = blockOf(dialog, state.current)
  if (!block) return endConversation(dialog, state, 'missing_block')
  const id = block.unique_question_id
  const message =
    state.phase === 'nachfrage'
      ? botMessage(dialog, id, 'nachfrage', block.nachfrage)
      : botMessage(dialog, id, block.type, block.context)
  return {
    state,
    messages: [message],
    awaiting: awaitingFor(block, dialog.survey.language),
    finished_question_id: null,
    is_end: false,
  }
}
