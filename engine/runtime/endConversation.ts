import { finishDialog } from './advance'
import type { RuntimeDialog } from './createRuntimeDialog'
import type { RuntimeState, Turn } from './Turn'

/**
 * Ends the dialog now with the ending message. The server calls it when an AI exit condition
 * holds (docs/design/dialog-content.md); those are evaluated asynchronously by an LLM and so stay outside this
 * pure runtime. The question that was awaiting input counts as finished.
 */
export function endConversation(dialog: RuntimeDialog, state: RuntimeState, reason: string): Turn {
  if (state.finished)
    return { state, messages: [], awaiting: null, finished_question_id: null, is_end: true, end_reason: reason }
  return finishDialog(dialog, state.visited, [], { finished_question_id: state.current, end_reason: reason })
}
