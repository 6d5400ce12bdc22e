import type { ChatHistoryEntry } from '@engine/model'
import { de } from '../../i18n/de'

const t = de.multichatLive

/** The chat list's second line: the last message shown, the respondent's marked as theirs. */
export function lastMessagePreview(chat: {
  entries: readonly ChatHistoryEntry[]
  visibleCount: number
  pendingInput: string | null
}): string {
  if (chat.pendingInput !== null) return `${de.live.chat.you}: ${chat.pendingInput}`
  const last = chat.entries[chat.visibleCount - 1]
  if (!last) return t.noMessages
  return last.user_or_bot === 'user' ? `${de.live.chat.you}: ${last.context}` : last.context
}
