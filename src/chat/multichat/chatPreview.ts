import type { ChatHistoryEntry } from '@engine/model'
import { respondentTexts } from '../../i18n/respondent'

/** The chat list's second line: the last message shown, the respondent's marked as theirs. */
export function lastMessagePreview(chat: {
  entries: readonly ChatHistoryEntry[]
  visibleCount: number
  pendingInput: string | null
}): string {
  const { live, multichatLive: t } = respondentTexts()
  if (chat.pendingInput !== null) return `${live.chat.you}: ${chat.pendingInput}`
  const last = chat.entries[chat.visibleCount - 1]
  if (!last) return t.noMessages
  return last.user_or_bot === 'user' ? `${live.chat.you}: ${last.context}` : last.context
}
