import type { Conflict } from '../changes/Change'
import { EngineError } from '../EngineError'
import type { HistoryItem } from '../history/UndoStack'

const reasons: Record<Conflict['code'], string> = {
  changed_by_other: 'wurde inzwischen von jemand anderem geändert',
  deleted_by_other: 'wurde inzwischen von jemand anderem gelöscht',
  exists: 'gibt es inzwischen wieder',
}

/** The German notice when undo or redo leaves a step out, because it would overwrite someone else's later change. */
export function skipped(direction: 'undo' | 'redo', item: HistoryItem, why: Conflict['code']): EngineError {
  const verb = direction === 'undo' ? 'Rückgängig' : 'Wiederholen'
  return new EngineError(
    direction === 'undo' ? 'undo_skipped' : 'redo_skipped',
    `${verb} übersprungen: „${item.title}“ (${item.subtitle}) ${reasons[why]}.`,
  )
}
