import { applyEntry } from '../commands/applyEntry'
import { type History, removeItem } from '../history/history'
import type { HistoryEntry } from '../history/HistoryEntry'
import { redoStep, undoStep } from '../history/undoStep'
import type { EditorState } from '../model/editorState'

const applies = (state: EditorState, entry: HistoryEntry): EditorState | undefined => {
  try {
    return applyEntry(state, entry)
  } catch {
    return undefined
  }
}

/**
 * Removes the history items that another editor's edits made impossible (issue #10): an undo of
 * an edit to a block they deleted would fail every time and block every older undo step. It
 * walks the undo steps from the pointer down and the redo steps up from it, exactly as undo and
 * redo would apply them to `local`; a step that does not apply is removed, the rest stay.
 */
export function pruneHistory(history: History, local: EditorState): History {
  const gone: number[] = []
  let state = local
  for (const item of history.items.slice(0, history.pointer).reverse()) {
    const next = applies(state, undoStep(state, item.entry).sent)
    if (next) state = next
    else gone.push(item.id)
  }
  state = local
  for (const item of history.items.slice(history.pointer)) {
    const next = applies(state, redoStep(state, item.entry))
    if (next) state = next
    else gone.push(item.id)
  }
  return gone.reduce(removeItem, history)
}
