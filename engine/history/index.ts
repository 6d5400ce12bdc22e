// The edit history's public surface: the entry every edit is recorded as, and the merge window.
export { EntryChange, EntryType, HistoryEntry, invertEntry } from './HistoryEntry'
export { MERGE_WINDOW_MS } from './history'
