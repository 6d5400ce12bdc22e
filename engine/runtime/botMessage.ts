import type { RuntimeDialog } from './createRuntimeDialog'
import { splitBubbles } from './splitBubbles'
import type { BotMessage, BotMessageType } from './Turn'

export function botMessage(
  dialog: RuntimeDialog,
  unique_question_id: string | null,
  type: BotMessageType,
  context: string,
): BotMessage {
  return { unique_question_id, type, context, bubbles: splitBubbles(context, dialog.survey.speed) }
}

/** Retrieved document text is not authored, so a `#12#` in it is text, not a pause. */
export function plainMessage(unique_question_id: string | null, type: BotMessageType, context: string): BotMessage {
  return { unique_question_id, type, context, bubbles: context.trim() ? [{ text: context.trim(), delayMs: 0 }] : [] }
}
