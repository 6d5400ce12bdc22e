/**
 * Unread messages per chat of a multichat (docs/product/entities.md client config "unread messages"): a chat
 * that is not open counts the bot messages that arrive in it; opening a chat reads them all.
 * Pure and keyed by survey id, so the live messenger and the editor's test chat share the rule.
 */
export type UnreadCounts = Readonly<Record<string, number>>

export type UnreadEvent =
  /** New bot messages arrived, by survey id; `openChat` is the chat on screen (null: the list is shown). */
  | { type: 'arrived'; counts: Readonly<Record<string, number>>; openChat: string | null }
  /** The respondent opened a chat: its messages are read. */
  | { type: 'opened'; surveyId: string }
  /** The game started over: nothing is unread. */
  | { type: 'reset' }

export function unreadCounts(counts: UnreadCounts, event: UnreadEvent): UnreadCounts {
  switch (event.type) {
    case 'arrived': {
      const next: Record<string, number> = { ...counts }
      for (const [surveyId, arrived] of Object.entries(event.counts)) {
        if (surveyId === event.openChat || arrived <= 0) continue
        next[surveyId] = (next[surveyId] ?? 0) + arrived
      }
      return next
    }
    case 'opened': {
      if (!counts[event.surveyId]) return counts
      const next: Record<string, number> = { ...counts }
      delete next[event.surveyId]
      return next
    }
    case 'reset':
      return {}
  }
}

/** Whether an arrival should be announced (a sound): something new landed outside the open chat. */
export function hasNewUnread(before: UnreadCounts, after: UnreadCounts): boolean {
  return Object.entries(after).some(([surveyId, count]) => count > (before[surveyId] ?? 0))
}

/** The sum over all chats, e.g. for a title badge. */
export const totalUnread = (counts: UnreadCounts): number => Object.values(counts).reduce((sum, n) => sum + n, 0)
