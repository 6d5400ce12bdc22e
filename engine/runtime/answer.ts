import type { Block } from '../model/block'
import { advance } from './advance'
import { answerOpen } from './answerOpen'
import { answerQa } from './answerQa'
import { answerClarify, awaitingAt, questionAt } from './clarify'
import { runtimeTextsFor } from './runtimeTexts'
import { botMessage } from './botMessage'
import { blockOf, jumpsOf, type RuntimeDialog } from './createRuntimeDialog'
import { endConversation } from './endConversation'
import { finishBlock } from './finishBlock'
import { parseAnswer } from './parseAnswer'
import { matchJump, resolveJump } from './resolveJump'
import type { RecordedAnswer, RuntimeDeps, RuntimeState, Turn } from './Turn'

/** An invalid answer changes nothing: the error, then the same question again. */
function askAgain(dialog: RuntimeDialog, state: RuntimeState, block: Block, error: string): Turn {
  const id = block.unique_question_id
  return {
    state,
    messages: [botMessage(dialog, id, 'error', error), questionAt(dialog, block, state)],
    awaiting: awaitingAt(dialog, block, state),
    finished_question_id: null,
    is_end: false,
  }
}

/**
 * Records the respondent's input for the block awaiting it and computes the bot's next turn.
 * Never throws: after the end it answers with an empty end turn, and a state whose block was
 * deleted meanwhile (the dialog was edited while live) ends the dialog.
 */
export function answer(dialog: RuntimeDialog, state: RuntimeState, input: string, deps: RuntimeDeps = {}): Turn {
  if (state.finished) return { state, messages: [], awaiting: null, finished_question_id: null, is_end: true }
  const block = blockOf(dialog, state.current)
  if (!block) return endConversation(dialog, state, 'missing_block')
  // Only a hand-made state can wait at a message block; it moves on as it would have.
  if (block.type === 'message') return advance(dialog, state, resolveJump(dialog, block, null).target, [])
  const text = typeof input === 'string' ? input : ''
  if (block.type === 'open' && state.phase === 'clarify') {
    return (
      answerClarify(dialog, state, block, text) ??
      askAgain(dialog, state, block, runtimeTextsFor(dialog.survey.language).choice)
    )
  }
  const parsed = parseAnswer(block, text, dialog.survey.language)
  if (!parsed.ok) return askAgain(dialog, state, block, parsed.error)
  const recorded: RecordedAnswer = {
    unique_question_id: block.unique_question_id,
    type: block.type,
    raw: text.trim(),
    value: parsed.value,
    nachfrage: state.phase === 'nachfrage',
  }
  if (block.type === 'open') return answerOpen(dialog, state, block, recorded, deps)
  if (block.type === 'qa') return answerQa(dialog, state, block, recorded, deps)
  const match = matchJump(block, parsed.value, jumpsOf(dialog, block.unique_question_id))
  const preferred = match && { handle: match.connection.handle, reason: match.reason, confidence: null }
  return finishBlock(dialog, state, block, resolveJump(dialog, block, preferred), [], recorded)
}
