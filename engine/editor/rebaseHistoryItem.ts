import { type History, replaceEntry } from '../history/history'
import type { HistoryEntry } from '../history/HistoryEntry'
import type { SyncOp } from '../sync/SyncQueue'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A pending edit was rebased on another editor's edits and now records their value as its
 * `old_value`; its history item takes it over, so undo restores their value instead of erasing
 * it. Only when the edit is where the item starts: in merged typing, a later keystroke's
 * `old_value` is the user's own earlier keystroke, not the item's.
 */
export function rebaseHistoryItem(history: History, op: SyncOp, before: HistoryEntry): History {
  if (op.origin === 'undo') return history
  const item = history.items.find((i) => i.id === op.itemId)
  if (!item || !same(item.entry.old_value, before.old_value)) return history
  return replaceEntry(history, item.id, { ...item.entry, old_value: op.entry.old_value })
}
