import { BehaviorSubject, type Observable, combineLatest, distinctUntilChanged, map } from 'rxjs'
import type { Command } from '../commands/defineCommand'
import { EngineError } from '../EngineError'
import type { Change } from '../changes/Change'
import type { Trigger } from '../model/trigger'
import type { Result } from '../sync/Result'
import type { Transport } from '../sync/Transport'
import { type ConnectionState, type DialogEditor, type HistoryView, createDialogEditor } from './createDialogEditor'
import {
  type MultichatDialog,
  type MultichatState,
  findBlock,
  sortByOrder,
  triggerArrow,
} from './createMultichatEditorState'

export interface MultichatEditorOptions {
  dialog_manager_id: number
  dialogs: readonly MultichatDialog[]
  /** GET /api/get_dialogmanager_trigger: validated here. */
  triggers: readonly unknown[]
  transport: Transport
  now?: () => number
  newId?: () => string
  /**
   * Reads the multichat's triggers (and, if given, its dialogs) again: `refresh` uses it when the
   * co-editing stream says they changed outside this editor (`outside`: `triggers`, `dialogs`).
   */
  load?: () => Promise<{ triggers: readonly unknown[]; dialogs?: readonly MultichatDialog[] | undefined }>
}

/**
 * The multichat editor (`/multi/{id}`): the connected dialogs (read-only) and the multichat's
 * triggers, which are edited by the trigger commands with history, undo/redo, optimistic sync
 * and rollback exactly as in the dialog editor.
 */
export interface MultichatEditor {
  readonly state$: Observable<MultichatState>
  readonly history$: Observable<HistoryView>
  readonly pending$: Observable<number>
  readonly errors$: Observable<EngineError>
  readonly canUndo$: Observable<boolean>
  readonly canRedo$: Observable<boolean>
  getState(): MultichatState
  execute(command: Command): Promise<Result>
  undo(): Promise<Result>
  redo(): Promise<Result>
  canUndo(): boolean
  canRedo(): boolean
  /** The connected dialogs changed on the server (connect, lead switch): not an undoable edit. */
  setDialogs(dialogs: readonly MultichatDialog[]): void
  /** Reads triggers (and dialogs) again with `load` and rebases what is pending; refused without `load`. */
  refresh(): Promise<Result>
  readonly connection$: Observable<ConnectionState>
  /** As the dialog editor's: `offline` holds trigger edits back until `online`. */
  setConnection(state: ConnectionState): void
  dispose(): void
}

const sameArrow = (a: Trigger, b: Trigger) =>
  a.trigger === b.trigger &&
  a.survey_id === b.survey_id &&
  a.unique_question_id === b.unique_question_id &&
  a.init_survey === b.init_survey

/** Refuses what the server would refuse, before anything changes (a 403 there would log out). */
function checkChange(state: MultichatState, change: Change): void {
  if (change.kind !== 'trigger')
    throw new EngineError('invalid_input', 'Im Multichat-Editor lassen sich nur Trigger ändern.')
  const trigger = change.after
  if (change.before !== null || trigger === null) return
  const arrow = triggerArrow(trigger)
  if (!arrow) throw new EngineError('invalid_input', 'Ungültiger Trigger.')
  for (const end of [arrow.from, arrow.to]) {
    const { dialog, block } = findBlock(state, end)
    if (!dialog) throw new EngineError('invalid_input', 'Der Dialog ist nicht mit diesem Multichat verbunden.')
    if (!block) throw new EngineError('block_not_found', `Block ${end.unique_question_id} existiert nicht.`)
    if (!dialog.editable)
      throw new EngineError('invalid_input', `Keine Berechtigung zum Bearbeiten von „${dialog.survey_name}“.`)
  }
  if (state.triggers.some((t) => sameArrow(t, trigger)))
    throw new EngineError('invalid_input', 'Diesen Trigger gibt es schon.')
}

/**
 * Built on the dialog editor: its state holds the multichat's triggers (with a stand-in survey,
 * which trigger calls never read), so history, sync and the trigger change module are the same
 * code, not a second copy that could drift.
 */
export function createMultichatEditor(options: MultichatEditorOptions): MultichatEditor {
  const id = options.dialog_manager_id
  const survey = { survey_id: `dialogmanager_${id}`, survey_id_int: id, survey_name: `Dialogmanager ${id}` }
  const load = options.load
  const inner: DialogEditor = createDialogEditor({
    survey,
    triggers: [...options.triggers],
    transport: options.transport,
    now: options.now,
    newId: options.newId,
    ...(load && {
      load: async () => {
        const loaded = await load()
        if (loaded.dialogs) dialogs$.next(sortByOrder(loaded.dialogs))
        return { survey, triggers: [...loaded.triggers] }
      },
    }),
  })
  const dialogs$ = new BehaviorSubject<readonly MultichatDialog[]>(sortByOrder(options.dialogs))

  // One object per (dialogs, triggers) pair, so getState() and state$ agree on identity.
  let last: MultichatState | undefined
  const compose = (dialogs: readonly MultichatDialog[], triggers: readonly Trigger[]): MultichatState => {
    if (last?.dialogs !== dialogs || last.triggers !== triggers) last = { dialog_manager_id: id, dialogs, triggers }
    return last
  }
  const getState = () => compose(dialogs$.value, inner.getState().triggers)

  // Keeps every property of the command (rebuildsOnRebase too); only toChange is checked.
  const guard = (command: Command): Command => ({
    ...command,
    toChange(state, ctx) {
      const edit = command.toChange(state, ctx)
      checkChange(getState(), edit.change)
      return edit
    },
  })

  return {
    state$: combineLatest([
      dialogs$,
      inner.state$.pipe(
        map((s) => s.triggers),
        distinctUntilChanged(),
      ),
    ]).pipe(
      map(([dialogs, triggers]) => compose(dialogs, triggers)),
      distinctUntilChanged(),
    ),
    history$: inner.history$,
    pending$: inner.pending$,
    errors$: inner.errors$,
    canUndo$: inner.canUndo$,
    canRedo$: inner.canRedo$,
    getState,
    execute: (command) => inner.execute(guard(command)),
    undo: () => inner.undo(),
    redo: () => inner.redo(),
    canUndo: () => inner.canUndo(),
    canRedo: () => inner.canRedo(),
    setDialogs: (dialogs) => dialogs$.next(sortByOrder(dialogs)),
    refresh: () =>
      load
        ? inner.refresh()
        : Promise.resolve({
            ok: false,
            error: new EngineError('sync_failed', 'Der Multichat kann hier nicht neu geladen werden.'),
          }),
    connection$: inner.connection$,
    setConnection: (state) => inner.setConnection(state),
    dispose() {
      inner.dispose()
      dialogs$.complete()
    },
  }
}
