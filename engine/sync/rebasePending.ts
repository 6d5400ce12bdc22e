import { applyEntry } from '../commands/applyEntry'
import type { HistoryEntry } from '../history/HistoryEntry'
import { rebasedOnLive } from '../history/liveValue'
import { isEndBlocksEntry } from '../history/rebasedEndBlocks'
import type { EditorState } from '../model/editorState'
import { sameValue } from '../model/sameValue'
import type { SyncOp } from './SyncOp'

export interface Rebased {
  state: EditorState
  kept: SyncOp[]
  dropped: SyncOp[]
}

/**
 * Re-applies the pending edits on `confirmed`, in order; those that no longer apply are dropped.
 * On top of other editors' edits (`onForeign`) each entry's `old_value` is read from the state it
 * now applies on (rebasedOnLive); `op.entry` is replaced and `onRebased` told the entry before.
 */
export function rebasePending(
  confirmed: EditorState,
  ops: readonly SyncOp[],
  onForeign: boolean,
  onRebased: (op: SyncOp, before: HistoryEntry) => void,
): Rebased {
  let state = confirmed
  const kept: SyncOp[] = []
  const dropped: SyncOp[] = []
  // Per history item: the value its edit started from before this rebase, and after it.
  const startsFrom = new Map<number, { was: unknown; now: unknown }>()
  for (const op of ops) {
    try {
      const entry = onForeign ? rebasedOnLive(state, followStart(op, startsFrom)) : op.entry
      state = applyEntry(state, entry)
      if (entry !== op.entry) {
        const before = op.entry
        op.entry = entry
        if (op.origin !== 'undo' && !sameValue(before.old_value, entry.old_value))
          startsFrom.set(op.itemId, { was: before.old_value, now: entry.old_value })
        onRebased(op, before)
      }
      kept.push(op)
    } catch {
      dropped.push(op)
    }
  }
  return { state, kept, dropped }
}

/**
 * An undo that waits behind its own edit restores the value that edit started from. When the
 * rebase put another editor's value under that edit, the undo must restore theirs, or it writes
 * back what this editor saw before and erases their edit (docs/reliability/concurrent-editors.md).
 * End-block lists need nothing here: their undo is merged three-way onto the live list anyway.
 */
function followStart(op: SyncOp, startsFrom: ReadonlyMap<number, { was: unknown; now: unknown }>): HistoryEntry {
  const start = op.origin === 'undo' && !isEndBlocksEntry(op.entry) ? startsFrom.get(op.itemId) : undefined
  return start && sameValue(op.entry.new_value, start.was) ? { ...op.entry, new_value: start.now } : op.entry
}
