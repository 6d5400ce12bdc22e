import { blockOf, type RuntimeDialog } from './createRuntimeDialog'
import type { BotMessage } from './Turn'

/**
 * docs/product/entities.md dialog state: the contract's `chatbot_response_object` names one message
 * by `context`, `type` and `unique_question_id`. While a question is awaited that is the question
 * (its follow-up while the nachfrage is asked); otherwise the last message of the turn. All null
 * when there is none (a call after the end that says nothing).
 */
export interface QuestionHead {
  context: string | null
  type: string | null
  unique_question_id: string | null
}

const asking = (question: string) => (m: BotMessage) =>
  m.unique_question_id === question && m.type !== 'ack' && m.type !== 'error'

export function questionHead(
  dialog: RuntimeDialog,
  awaited: string | null,
  messages: readonly BotMessage[],
): QuestionHead {
  if (awaited !== null) {
    const asked = messages.filter(asking(awaited)).at(-1)
    if (asked) return { context: asked.context, type: asked.type, unique_question_id: awaited }
    const block = blockOf(dialog, awaited)
    if (block) return { context: block.context, type: block.type, unique_question_id: awaited }
  }
  const last = messages.at(-1)
  return last
    ? { context: last.context, type: last.type, unique_question_id: last.unique_question_id }
    : { context: null, type: null, unique_question_id: null }
}
