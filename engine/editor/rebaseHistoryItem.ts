import { type History, replaceEntry } from '../history/history'
import type { HistoryEntry } from '../history/HistoryEntry'
import { isEndBlocksEntry } from '../history/rebasedEndBlocks'
import { sameValue } from '../model/sameValue'
import type { SyncOp } from '../sync/SyncOp'

/**
 * A pending edit was rebased on another editor's edits and now records their value as its
 * `old_value`; its history item takes it over, so undo restores their value instead of erasing
 * it. An end-block list is merged three-way (rebasedEndBlocks), so its `new_value` changed too:
 * the item takes both, or its diff would claim the other editor's marks as this editor's.
 * Only when the edit is where the item starts: in merged typing, a later keystroke's
 * `old_value` is the user's own earlier keystroke, not the item's. An undo's entry is the item
 * reversed, and a redo's may be merged onto the live list (undoStep): neither is the item.
 */
export function rebaseHistoryItem(history: History, op: SyncOp, before: HistoryEntry): History {
  if (op.origin === 'undo') return history
  const item = history.items.find((i) => i.id === op.itemId)
  if (!item || !sameValue(item.entry.old_value, before.old_value)) return history
  const rebased = isEndBlocksEntry(op.entry)
    ? { old_value: op.entry.old_value, new_value: op.entry.new_value }
    : { old_value: op.entry.old_value }
  return replaceEntry(history, item.id, { ...item.entry, ...rebased })
}
