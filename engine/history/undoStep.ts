import { type HistoryEntry, invertEntry } from './HistoryEntry'
import { liveValue, refreshFromLive } from './liveValue'
import { isEndBlocksEntry, rebasedEndBlocks } from './rebasedEndBlocks'
import type { EditorState } from '../model/editorState'

/**
 * What undo of a history item sends on the current local state, and what the item records for a
 * later redo. A value: the item's `new_value` is read from the live state first, so redo restores
 * exactly what undo took away (the Figma/Excalidraw rule). End blocks are saved as one list that
 * may hold another editor's marks since (after a refresh or a conflict), so undo is the item's
 * own diff reversed and merged three-way onto the live list (rebasedEndBlocks): only this
 * editor's marks go. The item keeps that diff unchanged, so a redo re-marks only them too.
 */
export function undoStep(state: EditorState, entry: HistoryEntry): { recorded: HistoryEntry; sent: HistoryEntry } {
  if (isEndBlocksEntry(entry)) return { recorded: entry, sent: onLiveEndBlocks(state, invertEntry(entry)) }
  const recorded = refreshFromLive(state, entry)
  return { recorded, sent: invertEntry(recorded) }
}

/** What redo of a history item sends on the current local state (see undoStep). */
export function redoStep(state: EditorState, entry: HistoryEntry): HistoryEntry {
  return isEndBlocksEntry(entry) ? onLiveEndBlocks(state, entry) : entry
}

const onLiveEndBlocks = (state: EditorState, entry: HistoryEntry) =>
  rebasedEndBlocks(state, entry, liveValue(state, entry) as string[])
