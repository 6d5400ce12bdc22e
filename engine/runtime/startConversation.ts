import { advance } from './advance'
import { botMessage } from './botMessage'
import type { RuntimeDialog } from './createRuntimeDialog'
import type { RuntimeState, Turn } from './Turn'

export const initialRuntimeState = (): RuntimeState => ({
  current: null,
  phase: 'answer',
  pendingAnswers: [],
  qaCount: 0,
  finished: false,
  visited: [],
})

/** The first turn: the welcome message (if any), then the start block and any message blocks after it. */
export function startConversation(dialog: RuntimeDialog): Turn {
  const welcome = dialog.survey.welcome_message.trim()
    ? [botMessage(dialog, null, 'welcome', dialog.survey.welcome_message)]
    : []
  return advance(dialog, initialRuntimeState(), dialog.startId, welcome)
}
