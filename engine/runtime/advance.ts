import { awaitingFor } from './awaitingFor'
import { botMessage } from './botMessage'
import { blockOf, type RuntimeDialog } from './createRuntimeDialog'
import { resolveJump } from './resolveJump'
import type { BotMessage, RuntimeState, Turn } from './Turn'

/** What a turn reports besides its messages and where it stopped. */
export type TurnExtras = Pick<Turn, 'finished_question_id' | 'answer' | 'routing' | 'end_reason'>

const noExtras: TurnExtras = { finished_question_id: null }

/** Ends the dialog: the ending fixed message (if any) after `messages` (docs/design/dialog-content.md is_end). */
export function finishDialog(
  dialog: RuntimeDialog,
  visited: string[],
  messages: BotMessage[],
  extras: TurnExtras = noExtras,
): Turn {
  const ending = dialog.survey.ending_message.trim()
    ? [botMessage(dialog, null, 'ending', dialog.survey.ending_message)]
    : []
  return {
    state: { current: null, phase: 'answer', pendingAnswers: [], qaCount: 0, finished: true, visited },
    messages: [...messages, ...ending],
    awaiting: null,
    is_end: true,
    ...extras,
  }
}

/**
 * Shows `target` and moves on by itself through message blocks until a block needs input or
 * the dialog ends (an is_end message block, or the order ran out). A message block always goes
 * the same way, so reaching one twice in a turn means a cycle that would never wait for input:
 * the dialog ends there instead of hanging (or flooding the chat with repeats).
 */
export function advance(
  dialog: RuntimeDialog,
  state: RuntimeState,
  target: string | null,
  before: BotMessage[],
  extras: TurnExtras = noExtras,
): Turn {
  const messages = [...before]
  let visited = state.visited
  const shown = new Set<string>()
  let id = target
  for (;;) {
    const block = blockOf(dialog, id)
    if (!block || shown.has(block.unique_question_id)) break
    shown.add(block.unique_question_id)
    if (!visited.includes(block.unique_question_id)) visited = [...visited, block.unique_question_id]
    messages.push(botMessage(dialog, block.unique_question_id, block.type, block.context))
    const awaiting = awaitingFor(block, dialog.survey.language)
    if (awaiting) {
      const next: RuntimeState = {
        current: block.unique_question_id,
        phase: block.type === 'qa' ? 'qa' : 'answer',
        pendingAnswers: [],
        qaCount: 0,
        finished: false,
        visited,
      }
      return { state: next, messages, awaiting, is_end: false, ...extras }
    }
    if (block.is_end) break
    id = resolveJump(dialog, block, null).target
  }
  return finishDialog(dialog, visited, messages, extras)
}
