import { BehaviorSubject, type Observable, Subject, distinctUntilChanged, map } from 'rxjs'
import { conflictOf, invertChange, rebaseChange } from '../changes/apply'
import { type Change, type Conflict, GONE } from '../changes/Change'
import { textProblem } from '../api/wellFormedText'
import type { Command, CommandContext } from '../commands/defineCommand'
import { EngineError } from '../EngineError'
import { createGraphDeriver } from '../graph/createGraphDeriver'
import type { DialogGraph } from '../graph/DialogGraph'
import { type HistoryItem, type HistoryView, UndoStack } from '../history/UndoStack'
import type { EdgeVisibility, EditorState } from '../model/editorState'
import { type EditorSnapshot, shareStructure, toEditorState } from '../model/snapshot'
import type { Result } from '../sync/Result'
import type { ChangesEvent } from '../api/coediting'
import { type ConnectionState, type Origin, SyncClient, disposedError } from '../sync/SyncClient'
import type { Transport } from '../sync/Transport'

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
   * A saved edit from the live stream (docs/design/coediting.md): colleagues' edits appear, own
   * ones confirm their pending change. Resolves once the editor has taken it (after a change in flight).
   */
  receive(event: ChangesEvent): Promise<void>
  /** What the app knows of its connection; `offline` holds edits back until `online`. */
  readonly connection$: Observable<ConnectionState>
  setConnection(state: ConnectionState): void
  /** The confirmed dialog's version: the live stream's `after_version` on reconnect. */
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

const reasons: Record<Conflict['code'], string> = {
  changed_by_other: 'wurde inzwischen von jemand anderem geändert',
  deleted_by_other: 'wurde inzwischen von jemand anderem gelöscht',
  exists: 'gibt es inzwischen wieder',
}

/** The German notice when undo or redo leaves a step out, because it would overwrite someone else's later change. */
function skipped(direction: 'undo' | 'redo', item: HistoryItem, why: Conflict['code']): EngineError {
  const verb = direction === 'undo' ? 'Rückgängig' : 'Wiederholen'
  return new EngineError(
    direction === 'undo' ? 'undo_skipped' : 'redo_skipped',
    `${verb} übersprungen: „${item.title}“ (${item.subtitle}) ${reasons[why]}.`,
  )
}

/**
 * A command context that remembers the ids and times it gave, and a context that gives them
 * again in the same order: a rebuilt change names the same new block, made at the same time.
 */
function recording(ctx: CommandContext) {
  const ids: string[] = []
  const times: number[] = []
  const remember =
    <T>(values: T[], next: () => T) =>
    () => {
      const value = next()
      values.push(value)
      return value
    }
  const replay =
    <T>(values: readonly T[], next: () => T) =>
    () => {
      let i = 0
      return () => (i < values.length ? (values[i++] as T) : next())
    }
  const ids$ = replay(ids, ctx.newId)
  const times$ = replay(times, ctx.now)
  return {
    ctx: { newId: remember(ids, ctx.newId), now: remember(times, ctx.now) } satisfies CommandContext,
    replay: (): CommandContext => ({ newId: ids$(), now: times$() }),
  }
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

  /** The item's change in the direction of an undo or redo. */
  const directed = (origin: Origin & { type: 'undo' | 'redo' }, item: HistoryItem): Change =>
    origin.type === 'undo' ? invertChange(item.change) : item.change

  /**
   * Undos and redos sent right after an undo or redo that the server refused (no new edit in
   * between): they were built on it (the user pressed undo twice, expecting both steps undone in
   * order), so they go with it.
   * Without this, a later undo of another step ran on a document that still held the refused
   * one's step, and the stacks no longer matched the document: the refused step back on the undo
   * stack above an older step already undone, whose undo then read as overwriting someone else's
   * change. The value says whether the orphan's step goes back where it was (the first undo or
   * redo of each other step in the chain); the refused step's own later undos and redos are
   * settled by its return.
   */
  const orphaned = new WeakMap<Origin, boolean>()

  /**
   * Edits of commands that rebuild on rebase (Command.rebuildsOnRebase: a copy of a block), by
   * their origin, while they wait: built again from the document as it is on every rebase, so a
   * copy never keeps a text the server refused for the block it copies (and goes when the block
   * it copies was never saved). Ids and times stay those of the first build.
   */
  const rebuilds = new WeakMap<Origin, (doc: EditorState) => Change>()

  /**
   * A step moved to the other stack holds what its undo or redo applied (the undo's inverse, or
   * the redo), as Excalidraw's history stores the applied delta: the way back then restores the
   * very values and places, though others moved things since (a redo of a created block puts it
   * where the undo took it from). Not while parts of the step are still on their way: its undo
   * is derived from them.
   */
  const restate = (origin: Origin, applied: Change) => {
    if (origin.type === 'do') return
    const item = stack.item(origin.item)
    if (!item || item.parts.some((part) => sync.pending.some((q) => q.id === part.id))) return
    stack.restate(item.id, origin.type === 'undo' ? invertChange(applied) : applied)
  }

  const load = options.load
  const sync: SyncClient<EditorState> = new SyncClient<EditorState>(
    initial,
    {
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
    },
    {
      local: (doc) => state$.next(doc),
      pending: (count) => pending$.next(count),
      rebased(p) {
        if (p.origin.type === 'do') stack.updatePart(p.id, p.change)
        else restate(p.origin, p.change)
        historyChanged()
      },
      confirmed(p, resolved) {
        if (p.origin.type === 'do') stack.updatePart(p.id, resolved)
        else {
          if (p.origin.type === 'undo') stack.undoSaved(p.origin.item)
          restate(p.origin, resolved)
        }
        historyChanged()
      },
      refused(p, error, by) {
        const { origin } = p
        if (origin.type === 'do') stack.removePart(p.id)
        else if (!orphaned.has(origin) || orphaned.get(origin)) {
          // Refused by the server: the undos and redos sent right after it are still pending and
          // go with it. A new edit ends the chain: what the user undid after it was made on it.
          const returned = new Set([origin.item])
          if (by === 'server')
            for (const q of sync.pending) {
              if (q.origin.type === 'do') break
              if (orphaned.has(q.origin)) continue
              orphaned.set(q.origin, !returned.has(q.origin.item))
              returned.add(q.origin.item)
            }
          if (origin.type === 'undo') stack.undoRefused(origin.item)
          else stack.redoRefused(origin.item)
        } else if (origin.type === 'undo') stack.undoAnswered(origin.item)
        historyChanged()
        errors$.next(error)
      },
      derive(origin, doc, dropped) {
        if (origin.type === 'do') {
          const rebuild = rebuilds.get(origin)
          if (!rebuild) return undefined
          try {
            return rebuild({ ...doc, edgeVisibility: sync.local.edgeVisibility })
          } catch (error) {
            return error instanceof EngineError ? error : undefined
          }
        }
        // Built on an undo or redo of the same step that was refused, now or in this rebase.
        if (orphaned.has(origin) || dropped.some((q) => q.origin.type !== 'do' && q.origin.item === origin.item))
          return new EngineError('sync_failed', 'Änderung zurückgenommen, weil eine frühere fehlschlug.')
        const item = stack.item(origin.item)
        // Parts dropped in this rebase are not in the step any more, though it hears of it only after.
        const itemChange = item && stack.changeWithout(item, new Set(dropped.map((q) => q.id)))
        if (!item || !itemChange) return undefined
        const change = origin.type === 'undo' ? invertChange(itemChange) : itemChange
        const why = conflictOf(doc, change)
        if (!why) return change
        // Someone else changed it since the undo was issued: it must not overwrite their change.
        stack.discard(item.id)
        historyChanged()
        return skipped(origin.type, item, why.code)
      },
    },
  )

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
      const origin = { type: direction, item: item.id } as const
      const local = sync.local
      const change = directed(origin, item)
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
        return sync.submit(rebased, origin, newChangeId(), () => {
          if (direction === 'undo') stack.moveToRedo(item.id)
          else stack.moveToUndo(item.id)
          restate(origin, rebased)
          historyChanged()
        })
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
        const time = ctx.now()
        const origin: Origin = { type: 'do' }
        if (first) rebuilds.set(origin, (doc) => command.toChange(doc, first.replay()).change)
        return sync.submit(change, origin, newChangeId(), (p) => {
          stack.record({ id: p.id, change }, time, title, subtitle)
          historyChanged()
        })
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
