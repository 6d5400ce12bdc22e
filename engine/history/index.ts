// The edit history's public surface: the nine-field entry the history shows, its view, and the merge window.
export { EntryChange, EntryType, HistoryEntry } from './HistoryEntry'
export { type EntryCore, entryOf } from './entryOf'
export { historyEntryOf, type Labelled } from './historyEntryOf'
export { MERGE_WINDOW_MS, type HistoryView } from './UndoStack'
