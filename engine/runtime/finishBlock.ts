import { advance, finishDialog } from './advance'
import { botMessage } from './botMessage'
import type { RuntimeDialog } from './createRuntimeDialog'
import type { Jump } from './resolveJump'
import type { Block } from '../model/block'
import type { BotMessage, RecordedAnswer, RuntimeState, Turn } from './Turn'

/**
 * A block's question is complete: its acknowledgement (if set), then the ending if the block is
 * an end (the jump is not taken, so no routing is reported), else the jump's target.
 */
export function finishBlock(
  dialog: RuntimeDialog,
  state: RuntimeState,
  block: Block,
  jump: Jump,
  before: BotMessage[],
  answer?: RecordedAnswer,
): Turn {
  const ack = block.acknowledgement.trim()
    ? [botMessage(dialog, block.unique_question_id, 'ack', block.acknowledgement)]
    : []
  const messages = [...before, ...ack]
  const extras = { finished_question_id: block.unique_question_id, ...(answer && { answer }) }
  if (block.is_end) return finishDialog(dialog, state.visited, messages, extras)
  return advance(dialog, state, jump.target, messages, { ...extras, routing: jump.routing })
}
