import { type History, emptyHistory, removeItem, replaceEntry } from '../history/history'
import { liveValue, targetExists } from '../history/liveValue'
import type { EditorState } from '../model/editorState'
import { sameValue } from '../model/sameValue'
import type { SyncOp } from '../sync/SyncOp'

/**
 * Brings the history back in line with the state after edits were rolled back (issue: "its
 * history entry is removed"). A merged typing entry whose earlier keystrokes were saved keeps
 * what was saved; a failed undo or redo moves the pointer back over its item.
 *
 * One case cannot be expressed: an undo or redo fails after newer edits already replaced its
 * item (the user undid, typed on, and only then the server refused the undo), or an edit fails while
 * an undo or redo of it is still waiting. Its effect is back in the state (or never was there), but no position in a linear history describes that, and undoing older entries
 * could now act on things that are gone. The history is then cleared: losing undo steps is
 * better than an undo that corrupts the dialog (docs/engine.md).
 */
export function repairHistory(
  history: History,
  rolledBack: readonly SyncOp[],
  local: EditorState,
  stillPending: readonly SyncOp[],
): History {
  let h = history
  for (const op of rolledBack) {
    const index = h.items.findIndex((item) => item.id === op.itemId)
    const item = h.items[index]
    // An undo or redo of the same item still on its way was issued for a state that is gone.
    if (stillPending.some((other) => other.itemId === op.itemId && other.origin !== 'do')) return emptyHistory
    if (op.origin === 'do') {
      if (!item) continue
      const live = liveValue(local, item.entry)
      const keepsSavedPart =
        item.entry.change === 'update' && targetExists(local, item.entry) && !sameValue(live, item.entry.old_value)
      h = keepsSavedPart ? replaceEntry(h, item.id, { ...item.entry, new_value: live }) : removeItem(h, item.id)
    } else if (op.origin === 'undo' && item && index === h.pointer) {
      h = { items: h.items, pointer: h.pointer + 1 }
    } else if (op.origin === 'redo' && item && index === h.pointer - 1) {
      h = { items: h.items, pointer: h.pointer - 1 }
    } else {
      return emptyHistory
    }
  }
  return h
}
