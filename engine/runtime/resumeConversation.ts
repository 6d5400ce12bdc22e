import { awaitingAt, questionAt } from './clarify'
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
  return {
    state,
    messages: [questionAt(dialog, block, state)],
    awaiting: awaitingAt(dialog, block, state),
    finished_question_id: null,
    is_end: false,
  }
}
