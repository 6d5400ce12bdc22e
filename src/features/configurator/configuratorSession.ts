import { type ConfiguratorResponse, toEditorSnapshot } from '@engine/api/surveys'
import {
  type Command,
  createDialogEditor,
  type DialogEditor,
  type DialogGraph,
  type EditorState,
  type HistoryView,
  type Position,
  type Result,
  type Transport,
} from '@engine/index'
import { distinctUntilChanged, map } from 'rxjs'
import { ui as uiTexts } from '../../i18n'
import { createEditFeedback, type FeedbackKind, keepBusyCause } from '../survey/editFeedback'
import { type Bound, bindObservable } from './bindObservable'
import { type ConfiguratorUi, createConfiguratorUi } from './configuratorUi'
import { loadEdgeVisibility, saveEdgeVisibility } from './edgeVisibilityStore'

/**
 * One open dialog in the configurator: the engine's editor plus its streams bound for React.
 * Components read through the bindings and change things only through `run`, `undo` and `redo`:
 * every edit is an engine command, so undo/redo, optimistic sync and rollback hold everywhere.
 */
export interface ConfiguratorSession {
  readonly surveyId: string
  readonly editor: DialogEditor
  readonly state: Bound<EditorState>
  readonly graph: Bound<DialogGraph>
  readonly history: Bound<HistoryView>
  readonly pending: Bound<number>
  readonly ui: ConfiguratorUi
  /** What the canvas offers the toolbar while it is shown (set by the canvas, not reactive). */
  readonly view: CanvasPort
  /** Training examples per open block (get_survey_data_configurator), for the inspector's hints. */
  readonly trainingCounts: Readonly<Record<string, number>>
  run(command: Command): Promise<Result>
  undo(): Promise<Result>
  redo(): Promise<Result>
  dispose(): void
}

export interface CanvasPort {
  fitView?: () => void
  /** The canvas point in the middle of the visible area: where a new block goes. */
  center?: () => Position
}

export interface SessionDeps {
  /** Loads the dialog (POST /api/get_survey_data_configurator). */
  load(surveyId: string): Promise<ConfiguratorResponse>
  transport: Transport
  /** Where failures are shown: a failed save is rolled back and must be seen (issue #7); a skipped undo is a notice. */
  report(message: string, kind?: FeedbackKind): void
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  /** Subscribes to the user coming back to the page (src/session/onUserReturns.ts); returns the unsubscribe. */
  onReturn?: (callback: () => void) => () => void
  now?: () => number
  newId?: () => string
}

const texts = uiTexts.configurator.session

export async function openConfiguratorSession(surveyId: string, deps: SessionDeps): Promise<ConfiguratorSession> {
  const loadSnapshot = async () => toEditorSnapshot(await deps.load(surveyId))
  const first = await deps.load(surveyId)
  const editor = createDialogEditor({
    ...toEditorSnapshot(first),
    edgeVisibility: loadEdgeVisibility(deps.storage, surveyId),
    transport: keepBusyCause(deps.transport),
    load: loadSnapshot,
    now: deps.now,
    newId: deps.newId,
  })
  const initial = editor.getState()
  const state = bindObservable(editor.state$, initial)
  const graph = bindObservable(editor.graph$, { nodes: [], edges: [] })
  const history = bindObservable(editor.history$, { entries: [], pointer: 0 })
  const pending = bindObservable(editor.pending$, 0)
  const visibility = editor.state$
    .pipe(
      map((s) => s.edgeVisibility),
      distinctUntilChanged(),
    )
    .subscribe((v) => saveEdgeVisibility(deps.storage, surveyId, v))
  const feedback = createEditFeedback(editor.errors$, deps.report, texts.rolledBack)
  const ui = createConfiguratorUi()
  const shown = feedback.shown
  // No push from the server: fetching again on return shows a colleague's edits before one's own
  // next edit meets them as a conflict. A failed fetch stays silent; the next edit tells.
  const stopRefreshing = deps.onReturn?.(() => void editor.refresh())

  return {
    surveyId,
    editor,
    state,
    graph,
    history,
    pending,
    ui,
    view: {},
    trainingCounts: first.training_examples_count,
    run: (command) => shown(editor.execute(command)),
    undo: () => shown(editor.undo()),
    redo: () => shown(editor.redo()),
    dispose() {
      stopRefreshing?.()
      visibility.unsubscribe()
      feedback.dispose()
      for (const bound of [state, graph, history, pending]) bound.dispose()
      editor.dispose()
    },
  }
}
