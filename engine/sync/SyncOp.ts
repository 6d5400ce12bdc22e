import type { EngineError } from '../EngineError'
import type { HistoryEntry } from '../history/HistoryEntry'
import type { EntryOrigin } from './callForEntry'

// The queue's unit of work in its own module: rebasePending and the editor's history repair
// handle ops without importing the queue that runs them.

export type Result = { ok: true } | { ok: false; error: EngineError }

export interface SyncOp {
  id: number
  entry: HistoryEntry
  origin: EntryOrigin
  /** The history item this edit belongs to. */
  itemId: number
  settle(result: Result): void
}
