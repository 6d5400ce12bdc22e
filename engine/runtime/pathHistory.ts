import type { ChatHistoryEntry } from '../model/chatHistory'
import type { RuntimeDialog } from './createRuntimeDialog'
import type { WorldEvent } from './multichatWorld'

/** docs/product/constants.md: history times are whole seconds (times 1000); a reply is stamped 10 ms before the next bot entry. */
const STEP_MS = 1000
const REPLY_LEAD_MS = 10

/**
 * The events of a simulated path as docs/product/entities.md local chat history per survey id. One clock for
 * all dialogs, one second per bot message, so entries of different dialogs interleave in the
 * order they happened and every created_on is larger than the one before. The clock ends a second
 * before `now` (rounded down to the second): the simulated way lies in the past, so what the test
 * chat adds from now on comes after it.
 */
export function toHistories(
  dialogs: readonly RuntimeDialog[],
  events: readonly WorldEvent[],
  now: number,
): Record<string, ChatHistoryEntry[]> {
  const histories: Record<string, ChatHistoryEntry[]> = {}
  let clock = 0
  for (const { dialog, turn, reply } of events) {
    const surveyId = (dialogs[dialog] as RuntimeDialog).survey.survey_id
    const push = (entry: ChatHistoryEntry) => (histories[surveyId] ??= []).push(entry)
    if (reply) {
      push({
        context: reply.display,
        created_on: clock - REPLY_LEAD_MS,
        type: `${reply.block_type}-r`,
        unique_question_id: reply.unique_question_id,
        nachfrage_id: reply.nachfrage ? reply.unique_question_id : null,
        current_question_id: reply.unique_question_id,
        finished_question_id: turn.finished_question_id,
        user_or_bot: 'user',
      })
      // A reply the bot does not answer (a qa block left in silence) still moves the clock on.
      if (turn.messages.length === 0) clock += STEP_MS
    }
    for (const message of turn.messages) {
      push({
        context: message.context,
        created_on: clock,
        type: message.type,
        unique_question_id: message.unique_question_id,
        nachfrage_id: message.type === 'nachfrage' ? message.unique_question_id : null,
        current_question_id: turn.state.current,
        finished_question_id: turn.finished_question_id,
        user_or_bot: 'bot',
      })
      clock += STEP_MS
    }
  }
  const shift = Math.floor(now / STEP_MS) * STEP_MS - clock
  for (const entries of Object.values(histories)) for (const entry of entries) entry.created_on += shift
  return histories
}
