import { BehaviorSubject, type Observable, Subject, distinctUntilChanged, map } from 'rxjs'
import type { Command, CommandContext } from '../commands/defineCommand'
import { EngineError } from '../EngineError'
import { createGraphDeriver } from '../graph/createGraphDeriver'
import type { DialogGraph } from '../graph/DialogGraph'
import { type History, canRedo, canUndo, emptyHistory, pushEntry } from '../history/history'
import type { HistoryEntry } from '../history/HistoryEntry'
import { redoStep, undoStep } from '../history/undoStep'
import type { EdgeVisibility, EditorState } from '../model/editorState'
import { type EditorSnapshot, shareStructure, toEditorState } from '../model/snapshot'
import type { Result } from '../sync/SyncOp'
import { SyncQueue } from '../sync/SyncQueue'
import type { Transport } from '../sync/Transport'
import { pruneHistory } from './pruneHistory'
import { rebaseHistoryItem } from './rebaseHistoryItem'
import { repairHistory } from './repairHistory'

export interface DialogEditorOptions extends EditorSnapshot {
  transport: Transport
  now?: () => number
  newId?: () => string
  /**
   * Fetches the dialog again (docs/product/states.md: after create, delete and copy of blocks). With it and a
   * snapshot `version`, every edit carries `expected_version`; when another editor saved first,
   * the editor reloads and rebases its pending edits (docs/reliability/concurrent-editors.md).
   */
  load?: () => Promise<EditorSnapshot>
}

export interface HistoryView {
  entries: HistoryEntry[]
  pointer: number
}

export interface DialogEditor {
  readonly state$: Observable<EditorState>
  readonly history$: Observable<HistoryView>
  readonly graph$: Observable<DialogGraph>
  readonly pending$: Observable<number>
  readonly errors$: Observable<EngineError>
  readonly canUndo$: Observable<boolean>
  readonly canRedo$: Observable<boolean>
  getState(): EditorState
  execute(command: Command): Promise<Result>
  undo(): Promise<Result>
  redo(): Promise<Result>
  canUndo(): boolean
  canRedo(): boolean
  /** Fetches the dialog between two saves, so other editors' edits show; needs `load`. */
  refresh(): Promise<Result>
  /** Local view preference, remembered per survey by the app; not an undoable edit. */
  setEdgeVisibility(change: Partial<EdgeVisibility>): void
  dispose(): void
}

let fallbackIds = 0
const defaultNewId = () =>
  `q_${Date.now().toString(36)}_${(fallbackIds++).toString(36)}_${Math.random().toString(36).slice(2, 8)}`

const reject = (error: unknown): Promise<Result> =>
  Promise.resolve({
    ok: false,
    error: error instanceof EngineError ? error : new EngineError('invalid_input', String(error)),
  })

export function createDialogEditor(options: DialogEditorOptions): DialogEditor {
  const ctx: CommandContext = { now: options.now ?? Date.now, newId: options.newId ?? defaultNewId }
  const state$ = new BehaviorSubject<EditorState>(toEditorState(options))
  const historySubject = new BehaviorSubject<History>(emptyHistory)
  const pending$ = new BehaviorSubject(0)
  const errors$ = new Subject<EngineError>()
  let nextItemId = 1
  let nextOpId = 1

  const load = options.load
  const reload = load
    ? async (confirmed: EditorState) => {
        const snapshot = await load()
        return {
          state: shareStructure(confirmed, { ...toEditorState(snapshot), edgeVisibility: confirmed.edgeVisibility }),
          version: snapshot.version,
        }
      }
    : undefined

  const queue = new SyncQueue(
    state$.value,
    options.transport,
    {
      local: (state) => state$.next(state),
      pending: (count) => pending$.next(count),
      rolledBack: (ops, error) => {
        historySubject.next(repairHistory(historySubject.value, ops, queue.local, queue.pendingOps))
        errors$.next(error)
      },
      rebased: (op, before) => historySubject.next(rebaseHistoryItem(historySubject.value, op, before)),
      foreignEdits: (local) => historySubject.next(pruneHistory(historySubject.value, local)),
    },
    { reload, version: options.version },
  )

  /** History first, so subscribers of state$ already see the matching history; undone if the entry does not apply. */
  function commit(next: History, entry: HistoryEntry, origin: 'do' | 'undo' | 'redo', itemId: number): Promise<Result> {
    const before = historySubject.value
    historySubject.next(next)
    try {
      return queue.enqueue({ id: nextOpId++, entry, origin, itemId })
    } catch (error) {
      historySubject.next(before)
      return reject(error)
    }
  }

  const history = historySubject.asObservable()
  return {
    state$: state$.pipe(distinctUntilChanged()),
    history$: history.pipe(map((h) => ({ entries: h.items.map((i) => i.entry), pointer: h.pointer }))),
    graph$: state$.pipe(map(createGraphDeriver()), distinctUntilChanged()),
    pending$: pending$.pipe(distinctUntilChanged()),
    errors$: errors$.asObservable(),
    canUndo$: history.pipe(map(canUndo), distinctUntilChanged()),
    canRedo$: history.pipe(map(canRedo), distinctUntilChanged()),
    getState: () => queue.local,

    execute(command) {
      let entry: HistoryEntry
      try {
        entry = command.toEntry(queue.local, ctx)
      } catch (error) {
        return reject(error)
      }
      const { history: next, itemId } = pushEntry(historySubject.value, entry, nextItemId++)
      return commit(next, entry, 'do', itemId)
    },

    undo() {
      const h = historySubject.value
      const item = h.items[h.pointer - 1]
      if (!item) return reject(new EngineError('nothing_to_undo', 'Nichts zum Rückgängigmachen.'))
      const { recorded, sent } = undoStep(queue.local, item.entry)
      const next = {
        items: h.items.map((i) => (i === item ? { id: i.id, entry: recorded } : i)),
        pointer: h.pointer - 1,
      }
      return commit(next, sent, 'undo', item.id)
    },

    redo() {
      const h = historySubject.value
      const item = h.items[h.pointer]
      if (!item) return reject(new EngineError('nothing_to_redo', 'Nichts zum Wiederholen.'))
      return commit({ items: h.items, pointer: h.pointer + 1 }, redoStep(queue.local, item.entry), 'redo', item.id)
    },

    canUndo: () => canUndo(historySubject.value),
    canRedo: () => canRedo(historySubject.value),
    refresh: () => queue.refresh(),

    setEdgeVisibility(change) {
      queue.updateLocalOnly((state) => ({ ...state, edgeVisibility: { ...state.edgeVisibility, ...change } }))
    },

    dispose() {
      queue.dispose()
      state$.complete()
      historySubject.complete()
      pending$.complete()
      errors$.complete()
    },
  }
}
