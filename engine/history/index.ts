// The edit history's public surface: the nine-field entry the history shows, its view, and the merge window.
export { EntryChange, EntryType, HistoryEntry } from './HistoryEntry'
export { MERGE_WINDOW_MS, type HistoryView } from './UndoStack'
