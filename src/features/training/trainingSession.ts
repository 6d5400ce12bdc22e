import type { DialogResponse } from '@engine/api/surveys'
import { toEditorSnapshot } from '@engine/api/surveys'
import {
  type Command,
  createDialogEditor,
  type DialogEditor,
  type EditorState,
  type HistoryView,
  type Result,
  toEditorState,
  trainableBlocks,
  withTrainingIds,
} from '@engine/index'
import { ui as uiTexts } from '../../i18n'
import { type Bound, bindObservable } from '../configurator/bindObservable'
import { createEditFeedback, type FeedbackKind, keepBusyCause } from '../survey/editFeedback'
import { type TrainingActions, createTrainingActions } from './trainingActions'
import type { Request } from './trainingRequest'
import { loadExamples } from './loadExamples'
import { type TrainingUi, createTrainingUi } from './trainingUi'

export interface TrainingDeps {
  /** The app's API client (docs/product/states.md token rules hold for every call). */
  request: Request
  report(message: string, kind?: FeedbackKind): void
  now?: () => number
  newId?: () => string
  /** Between two status polls while retraining. */
  pollMs?: number
}

/**
 * One dialog on the Trainieren page: the engine's editor (so example edits are commands with
 * undo/redo, optimistic sync and rollback, as in the configurator) plus the page's view state and
 * the calls that are not edits (answers, quality, retraining, suggestions).
 */
export interface TrainingSession extends TrainingActions {
  readonly surveyId: string
  readonly editor: DialogEditor
  readonly state: Bound<EditorState>
  readonly history: Bound<HistoryView>
  readonly pending: Bound<number>
  readonly ui: TrainingUi
  execute(command: Command): Promise<Result>
  undo(): Promise<Result>
  redo(): Promise<Result>
  dispose(): void
}

const texts = uiTexts.training

export async function openTrainingSession(surveyId: string, deps: TrainingDeps): Promise<TrainingSession> {
  const dialog = (await deps.request('POST', '/api/dialog', { body: { survey_id: surveyId } })) as DialogResponse
  const snapshot = toEditorSnapshot(dialog)
  const blockIds = trainableBlocks(toEditorState(snapshot))
  const trainingExamples = await loadExamples(deps.request, surveyId, blockIds)
  const transport = withTrainingIds(
    keepBusyCause({ send: (call) => deps.request(call.method, call.path, { body: call.body }) }),
  )
  const editor = createDialogEditor({ ...snapshot, trainingExamples, transport, now: deps.now, newId: deps.newId })
  const state = bindObservable(editor.state$, editor.getState())
  const history = bindObservable(editor.history$, { entries: [], pointer: 0 })
  const pending = bindObservable(editor.pending$, 0)
  const feedback = createEditFeedback(editor.errors$, deps.report, texts.rolledBack)
  const shown = feedback.shown
  const execute = (command: Command) => shown(editor.execute(command))
  const ui = createTrainingUi(blockIds[0] ?? null)
  const actions = createTrainingActions({
    surveyId,
    ui,
    request: deps.request,
    report: deps.report,
    execute,
    getState: () => editor.getState(),
    pollMs: deps.pollMs ?? 400,
  })

  return {
    ...actions,
    surveyId,
    editor,
    state,
    history,
    pending,
    ui,
    execute,
    undo: () => shown(editor.undo()),
    redo: () => shown(editor.redo()),
    dispose() {
      actions.dispose()
      feedback.dispose()
      for (const bound of [state, history, pending]) bound.dispose()
      editor.dispose()
    },
  }
}
