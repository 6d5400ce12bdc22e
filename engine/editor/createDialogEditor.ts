import { BehaviorSubject, type Observable, Subject, distinctUntilChanged, map } from 'rxjs'
import { conflictOf, rebaseChange } from '../changes/apply'
import { type Change, type Document, GONE } from '../changes/Change'
import { textProblem } from '../api/wellFormedText'
import type { Command, CommandContext } from '../commands/defineCommand'
import { EngineError } from '../EngineError'
import { createGraphDeriver } from '../graph/createGraphDeriver'
import type { DialogGraph } from '../graph/DialogGraph'
import { type HistoryView, UndoStack } from '../history/UndoStack'
import type { EdgeVisibility, EditorState } from '../model/editorState'
import { type EditorSnapshot, shareStructure, toEditorState } from '../model/snapshot'
import type { Result } from '../sync/Result'
import type { ChangesEvent } from '../api/coediting'
import { type ConnectionState, SyncClient, disposedError } from '../sync/SyncClient'
import type { Transport } from '../sync/Transport'
import { type StepOrigin, directed, historyFollowsSync } from './historyFollowsSync'
import { recording } from './recording'
import { skipped } from './skipped'

export type { HistoryView } from '../history/UndoStack'
export type { ConnectionState } from '../sync/SyncClient'

export interface DialogEditorOptions extends EditorSnapshot {
  transport: Transport
  now?: () => number
  newId?: () => string
  /** Names each sent change (its idempotency key); random by default, injected by tests for exact calls. */
  newChangeId?: () => string
  /**
   * Fetches the whole dialog: the fallback when others' changes cannot be read from the edit log.
   * With a snapshot `version`, every dialog edit carries `expected_version`; when someone else
   * saved first, the editor catches up and rebases its pending changes
   * (docs/reliability/concurrent-editors.md).
   */
  load?: () => Promise<EditorSnapshot>
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
  /** Brings others' changes in between two saves (the edit log, or `load`). */
  refresh(): Promise<Result>
  /** Local view preference, remembered per survey by the app; not an undoable edit. */
  setEdgeVisibility(change: Partial<EdgeVisibility>): void
  /**
   * A saved edit from the co-editing stream (docs/design/coediting.md): colleagues' edits appear, own
   * ones confirm their pending change. Resolves once the editor has taken it (after a change in flight).
   */
  receive(event: ChangesEvent): Promise<void>
  /** What the app knows of its connection; `offline` holds edits back until `online`. */
  readonly connection$: Observable<ConnectionState>
  setConnection(state: ConnectionState): void
  /** The confirmed dialog's version: the co-editing stream's `after_version` on reconnect. */
  version(): number | undefined
  /**
   * How many of my changes are on their way now (sent or waiting, not yet saved or refused): the
   * value `pending$` holds, read synchronously. 0: the document is the confirmed one.
   */
  pending(): number
  /** Closes the editor: pending changes settle as not saved, and every later call is refused at once. */
  dispose(): void
}

let fallbackIds = 0
const defaultNewId = () =>
  `q_${Date.now().toString(36)}_${(fallbackIds++).toString(36)}_${Math.random().toString(36).slice(2, 8)}`

const randomChangeId = (): string => {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto
  if (!crypto?.randomUUID) return `c_${defaultNewId()}`
  // Node builds the UUID from ~20 concatenated pieces (~500 bytes kept as they are); reading a
  // character makes it one flat string (~60 bytes). The id lives as long as its history step.
  const id = crypto.randomUUID()
  id.charCodeAt(0)
  return id
}

const refused = (error: unknown): Promise<Result> =>
  Promise.resolve({
    ok: false,
    error: error instanceof EngineError ? error : new EngineError('invalid_input', String(error)),
  })

/** The server refuses text with U+0000 or a lone surrogate; the engine refuses the same before anything changes. */
function checkText(change: Change): void {
  const problem = textProblem(change)
  if (problem) throw new EngineError('invalid_input', `${problem.path.join('.')}: ${problem.message}.`)
}

/**
 * The dialog editor: commands make typed changes (engine/changes); sync sends them and keeps
 * the document = confirmed + pending; the undo stack holds only this user's own steps. Each part
 * knows only its job, and history is told what happened instead of being repaired afterwards.
 */
export function createDialogEditor(options: DialogEditorOptions): DialogEditor {
  const ctx: CommandContext = { now: options.now ?? Date.now, newId: options.newId ?? defaultNewId }
  const newChangeId = options.newChangeId ?? randomChangeId
  const initial = toEditorState(options)
  const state$ = new BehaviorSubject<EditorState>(initial)
  const stack = new UndoStack()
  const history$ = new BehaviorSubject<HistoryView>(stack.view)
  const pending$ = new BehaviorSubject(0)
  const errors$ = new Subject<EngineError>()
  const connection$ = new BehaviorSubject<ConnectionState>('online')
  let disposed = false

  const historyChanged = () => {
    if (history$.value !== stack.view) history$.next(stack.view)
  }

  const load = options.load
  const sync: SyncClient<EditorState, StepOrigin> = new SyncClient<EditorState, StepOrigin>(initial, {
    surveyId: initial.survey.survey_id,
    transport: options.transport,
    version: options.version,
    ...(load && {
      load: async (): Promise<{ doc: EditorState; version: number | undefined }> => {
        const snapshot = await load()
        const confirmed: EditorState = sync.local
        return {
          doc: shareStructure(confirmed, { ...toEditorState(snapshot), edgeVisibility: confirmed.edgeVisibility }),
          version: snapshot.version,
        }
      },
    }),
  })
  const history = historyFollowsSync(stack, sync, historyChanged)
  // After the history's listener: an error is told once the history shows what it did.
  sync.subscribe((event) => {
    if (event.type === 'local') state$.next(event.doc)
    else if (event.type === 'pending') pending$.next(event.count)
    else if (event.type === 'refused') errors$.next(event.error)
  })

  /**
   * Undo or redo: the top step, made to fit the current document; a step whose target someone
   * else changed since is skipped with a notice (Excalidraw's history skips what has no effect).
   */
  function step(direction: 'undo' | 'redo'): Promise<Result> {
    if (disposed) return Promise.reject(disposedError())
    let lastSkip: EngineError | undefined
    for (;;) {
      const item = direction === 'undo' ? stack.peekUndo() : stack.peekRedo()
      if (!item) {
        if (lastSkip) return Promise.resolve({ ok: false, error: lastSkip })
        return direction === 'undo'
          ? refused(new EngineError('nothing_to_undo', 'Nichts zum Rückgängigmachen.'))
          : refused(new EngineError('nothing_to_redo', 'Nichts zum Wiederholen.'))
      }
      const local = sync.local
      const change = directed(direction, item.change)
      const why = conflictOf(local, change)?.code ?? (rebaseChange(change, local) === GONE ? 'deleted_by_other' : null)
      if (why) {
        lastSkip = skipped(direction, item, why)
        stack.discard(item.id)
        historyChanged()
        errors$.next(lastSkip)
        continue
      }
      const rebased = rebaseChange(change, local) as Change
      try {
        return sync.submit(rebased, history.step(direction, item.id), newChangeId())
      } catch (error) {
        return refused(error)
      }
    }
  }

  return {
    state$: state$.pipe(distinctUntilChanged()),
    history$: history$.pipe(distinctUntilChanged()),
    graph$: state$.pipe(map(createGraphDeriver()), distinctUntilChanged()),
    pending$: pending$.pipe(distinctUntilChanged()),
    errors$: errors$.asObservable(),
    canUndo$: history$.pipe(
      map((h) => h.pointer > 0),
      distinctUntilChanged(),
    ),
    canRedo$: history$.pipe(
      map((h) => h.pointer < h.entries.length),
      distinctUntilChanged(),
    ),
    getState: () => sync.local,

    execute(command) {
      if (disposed) return Promise.reject(disposedError())
      try {
        const first = command.rebuildsOnRebase ? recording(ctx) : undefined
        const { change, title, subtitle } = command.toChange(sync.local, first?.ctx ?? ctx)
        checkText(change)
        const rebuild =
          first &&
          ((doc: Document) =>
            command.toChange({ ...doc, edgeVisibility: sync.local.edgeVisibility }, first.replay()).change)
        return sync.submit(change, history.edit(ctx.now(), title, subtitle, rebuild), newChangeId())
      } catch (error) {
        return refused(error)
      }
    },

    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: () => !disposed && stack.canUndo(),
    canRedo: () => !disposed && stack.canRedo(),

    refresh() {
      if (disposed) return Promise.reject(disposedError())
      return sync.refresh()
    },

    receive(event) {
      if (disposed) return Promise.reject(disposedError())
      return sync.receive(event)
    },

    connection$: connection$.pipe(distinctUntilChanged()),
    setConnection(state) {
      if (disposed) return
      sync.setConnection(state)
      connection$.next(state)
    },
    version: () => sync.confirmedVersion,
    pending: () => sync.pending.length,

    setEdgeVisibility(change) {
      if (disposed) throw disposedError()
      sync.updateLocalOnly((state) => ({ ...state, edgeVisibility: { ...state.edgeVisibility, ...change } }))
    },

    dispose() {
      if (disposed) return
      disposed = true
      sync.dispose()
      state$.complete()
      history$.complete()
      pending$.complete()
      errors$.complete()
      connection$.complete()
    },
  }
}
