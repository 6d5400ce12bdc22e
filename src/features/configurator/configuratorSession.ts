import { type ConfiguratorResponse, toEditorSnapshot } from '@engine/api/surveys'
import {
  type Command,
  createDialogEditor,
  EngineError,
  type DialogEditor,
  type DialogGraph,
  type EditorState,
  type HistoryView,
  type PathPicture,
  type Position,
  type Result,
  type TrainingExample,
  type Transport,
  trainableBlocks,
} from '@engine/index'
import { createCheckDeriver, type Problem, type QualityInput } from '@engine/checks'
import { BehaviorSubject, combineLatest, distinctUntilChanged, map } from 'rxjs'
import { proxy } from 'valtio'
import { applyPresence, type PresenceBody } from '@engine/api/coediting'
import { ui as uiTexts } from '../../i18n'
import { createEditFeedback, type FeedbackKind, keepBusyCause } from '../survey/editFeedback'
import { type Bound, bindObservable } from './bindObservable'
import { type ChecksControls, createChecksView } from '../checks/checksState'
import { validateExamples } from '../checks/validateExamples'
import { errorText } from '../../session/errorText'
import {
  browserSimulationWorker,
  createSimulationRun,
  type SimulationRun,
  type SimulationWorker,
} from '../simulation/simulationRun'
import { simulationRequest } from '../simulation/simulationRequest'
import { createRespondentPaths, type RespondentPaths } from '../paths/respondentPaths'
import { type ConfiguratorUi, createConfiguratorUi } from './configuratorUi'
import { loadEdgeVisibility, saveEdgeVisibility } from './edgeVisibilityStore'
import { type Timers, browserTimers } from '../../session/timers'
import { type CoeditingStream, startCoeditingStream } from './coediting/coeditingStream'
import {
  type CoeditingState,
  type PresenceUpdate,
  createPresenceSender,
  initialCoeditingState,
} from './coediting/presence'

/**
 * One open dialog in the configurator: the engine's editor plus its streams bound for React.
 * Components read through the bindings and change things only through `execute`, `undo` and `redo`:
 * every edit is an engine command, so undo/redo, optimistic sync and rollback hold everywhere.
 */
export interface ConfiguratorSession {
  readonly surveyId: string
  readonly editor: DialogEditor
  readonly state: Bound<EditorState>
  readonly graph: Bound<DialogGraph>
  readonly history: Bound<HistoryView>
  readonly pending: Bound<number>
  /** The dialog's checks (engine/checks), derived from the document as the graph is; the "Prüfen" list and the canvas marks read them. */
  readonly checks: Bound<readonly Problem[]>
  /** The "Prüfen" list's view: open, dismissed Hinweise (kept in this browser), the examples' validation. */
  readonly checksView: ChecksControls
  /** "Beispiele prüfen": cross-validation of the open blocks' examples on the server; its findings join the checks. */
  validateExamples(): Promise<void>
  /** "Simulieren": simulated respondents in a worker, its progress and last result (docs/configurator.md "Simulieren"). */
  readonly simulation: SimulationRun
  /** Runs the simulation on the dialog as it is now, with its training examples (loaded from the server). */
  simulate(options: { respondents: number; seed: number }): Promise<void>
  /** The same panel and heat map for the dialog's real respondents (Analyse's paths), on demand. */
  readonly respondentPaths: RespondentPaths
  readonly ui: ConfiguratorUi
  /** What the canvas offers the toolbar while it is shown (set by the canvas, not reactive). */
  readonly view: CanvasPort
  /** Training examples per open block (get_survey_data_configurator), for the inspector's hints. */
  readonly trainingCounts: Readonly<Record<string, number>>
  /**
   * The names of the other dialogs its triggers lead to (survey id → name), a valtio store read
   * with `useSnapshot`; asked for when such a dialog first appears on the canvas.
   */
  readonly dialogNames: Readonly<Record<string, string>>
  /**
   * The co-editing stream (docs/design/coediting.md): its status and who else has the dialog open
   * (`coediting.editors`, the latest presence list); a valtio store, read with `useSnapshot`.
   */
  readonly coediting: CoeditingState
  /** Tells the others what this user is on (POST /api/surveys/{id}/presence), at most every 250 ms, the last state always. */
  sendPresence(update: PresenceUpdate): void
  execute(command: Command): Promise<Result>
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
  /** Cross-validation of one open block's examples (GET /api/surveys/{id}/training/{block}/quality). */
  quality?: (surveyId: string, blockId: string) => Promise<QualityInput>
  /** The training examples of the given open blocks (trainingdata_jumps); without it, intents answer with their labels. */
  examples?: (surveyId: string, blockIds: string[]) => Promise<TrainingExample[]>
  /** Where the simulation runs (default: the app's Web Worker). */
  simulationWorker?: () => SimulationWorker
  /** The real respondents' paths (GET /api/analyse/{id}/paths); absent when the role may not analyse. */
  realPaths?: (surveyId: string) => Promise<PathPicture>
  /**
   * The dialogs of the multichat this dialog belongs to (GET /api/find_dialogmanager_status),
   * to name the other ends of its triggers on the canvas; empty when the editor does not see
   * the whole multichat.
   */
  connectedDialogs?: (surveyId: string) => Promise<readonly { survey_id: string; survey_name: string }[]>
  /** Subscribes to the user coming back to the page (src/session/onUserReturns.ts); returns the unsubscribe. */
  onReturn?: (callback: () => void) => () => void
  now?: () => number
  newId?: () => string
  /** The co-editing stream's needs; without them the session has no stream (tests, an app without one). */
  coediting?: CoeditingDeps
}

export interface CoeditingDeps {
  fetch: typeof globalThis.fetch
  token(): string | null
  renewToken(sentToken: string | null): Promise<boolean>
  presence(surveyId: string, body: PresenceBody): Promise<unknown>
  onWake?(callback: () => void): () => void
  onNetworkLost?(callback: () => void): () => void
  isOffline?(): boolean
  timers?: Timers
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
  const quality$ = new BehaviorSubject<Readonly<Record<string, QualityInput>>>({})
  const deriveChecks = createCheckDeriver()
  const examples = first.training_examples_by_intent
  const checks = bindObservable(
    combineLatest([editor.state$, quality$]).pipe(
      map(([doc, quality]) => deriveChecks(doc, { examples, quality })),
      distinctUntilChanged(),
    ),
    [],
  )
  const checksView = createChecksView(deps.storage, surveyId)
  const simulation = createSimulationRun(deps.simulationWorker ?? browserSimulationWorker, errorText)
  const realPaths = deps.realPaths
  const respondentPaths = createRespondentPaths(realPaths && (() => realPaths(surveyId)), errorText)
  const visibility = editor.state$
    .pipe(
      map((s) => s.edgeVisibility),
      distinctUntilChanged(),
    )
    .subscribe((v) => saveEdgeVisibility(deps.storage, surveyId, v))
  const feedback = createEditFeedback(editor.errors$, deps.report, texts.rolledBack)
  const ui = createConfiguratorUi()
  const shown = feedback.shown
  // A past version on screen is "nur Ansicht": whatever path an edit takes (a key, a drag, a
  // button), nothing reaches the current dialog until the editor goes back (issue #28).
  const viewing = (): Promise<Result> | null =>
    ui.version
      ? shown(Promise.resolve({ ok: false, error: new EngineError('invalid_input', uiTexts.versionHistory.readOnly) }))
      : null
  // Colleagues' edits arrive live on the /live stream (openCoediting below); a stream is lost while the
  // tab sleeps or the laptop is closed, so on return the editor also fetches what it missed before
  // one's own next edit meets it as a conflict. A failed fetch stays silent; the next edit tells.
  const stopRefreshing = deps.onReturn?.(() => void editor.refresh())
  const { coediting, sendPresence, stopCoediting } = openCoediting(surveyId, editor, deps.coediting)
  const { dialogNames, stopNaming } = nameOtherDialogs(surveyId, editor, deps.connectedDialogs)

  return {
    surveyId,
    editor,
    state,
    graph,
    history,
    pending,
    checks,
    checksView,
    async validateExamples() {
      const quality = deps.quality
      if (!quality) return
      await validateExamples(
        editor.getState(),
        checksView.view,
        (blockId) => quality(surveyId, blockId),
        (found) => quality$.next({ ...quality$.value, ...found }),
        (error) => errorText(error),
      )
    },
    simulation,
    respondentPaths,
    simulate(options) {
      return simulation.start(async () => {
        const doc = editor.getState()
        const examples = deps.examples ? await deps.examples(surveyId, trainableBlocks(doc)) : []
        return simulationRequest([doc], [], examples, options)
      })
    },
    ui,
    view: {},
    trainingCounts: first.training_examples_count,
    dialogNames,
    coediting,
    sendPresence,
    execute: (command) => viewing() ?? shown(editor.execute(command)),
    undo: () => viewing() ?? shown(editor.undo()),
    redo: () => viewing() ?? shown(editor.redo()),
    dispose() {
      simulation.dispose()
      stopCoediting()
      stopNaming()
      stopRefreshing?.()
      visibility.unsubscribe()
      feedback.dispose()
      for (const bound of [state, graph, history, pending, checks]) bound.dispose()
      editor.dispose()
    },
  }
}

/**
 * Names the other ends of the dialog's triggers: when a dialog without a name appears among the
 * canvas's external nodes, the multichat's dialogs are asked for once (each id at most once while
 * the answer is awaited, again after a failure). Until then, or for a dialog the editor may not
 * see, the node shows the dialog's id, so a failed call costs a label, never an edit.
 */
function nameOtherDialogs(
  surveyId: string,
  editor: DialogEditor,
  connectedDialogs: SessionDeps['connectedDialogs'],
): { dialogNames: Record<string, string>; stopNaming: () => void } {
  const dialogNames = proxy<Record<string, string>>({})
  if (!connectedDialogs) return { dialogNames, stopNaming: () => {} }
  const asked = new Set<string>()
  const subscription = editor.graph$.subscribe((graph) => {
    const missing = [...new Set(graph.nodes.flatMap((n) => (n.type === 'external' ? [n.data.survey_id] : [])))].filter(
      (id) => !(id in dialogNames) && !asked.has(id),
    )
    if (missing.length === 0) return
    for (const id of missing) asked.add(id)
    connectedDialogs(surveyId).then(
      (dialogs) => {
        for (const d of dialogs) dialogNames[d.survey_id] = d.survey_name
      },
      () => {
        for (const id of missing) asked.delete(id)
      },
    )
  })
  return { dialogNames, stopNaming: () => subscription.unsubscribe() }
}

/**
 * The dialog's co-editing stream, started with the editor: colleagues' edits go to `editor.receive`,
 * `reload` and `outside` to `editor.refresh`, the stream's status to `editor.setConnection`
 * (offline holds edits back, docs/engine.md), presence into `coediting.editors`.
 */
function openCoediting(surveyId: string, editor: DialogEditor, deps: CoeditingDeps | undefined) {
  const coediting = proxy<CoeditingState>(initialCoeditingState())
  if (!deps) return { coediting, sendPresence: () => {}, stopCoediting: () => {} }
  const timers = deps.timers ?? browserTimers
  const presence = createPresenceSender(
    (body) => deps.presence(surveyId, body),
    () => stream.connectionId(),
    timers,
  )
  const stream: CoeditingStream = startCoeditingStream({
    path: `/api/surveys/${encodeURIComponent(surveyId)}/live`,
    fetch: deps.fetch,
    token: deps.token,
    renewToken: deps.renewToken,
    after: () => editor.version(),
    timers,
    onWake: deps.onWake,
    onNetworkLost: deps.onNetworkLost,
    isOffline: deps.isOffline,
    async onEvent(event) {
      switch (event.type) {
        case 'hello':
          coediting.connectionId = event.data.connection_id
          coediting.editors = event.data.editors
          presence.flush()
          return
        case 'changes':
          await editor.receive(event.data)
          coediting.loggedVersion = event.data.version
          return
        case 'reload':
        case 'outside':
          // Triggers, training, members and settings live outside the log: the whole dialog is read again.
          await editor.refresh()
          return
        case 'presence':
          coediting.editors = applyPresence(coediting.editors, event.data)
          return
      }
    },
    onStatus(status, reason) {
      coediting.status = status
      coediting.stopReason = reason ?? null
      if (status === 'online') coediting.wasOnline = true
      else {
        coediting.connectionId = null
        if (status !== 'connecting') coediting.editors = []
      }
      // A stopped stream says nothing about the network: edits go on as without a stream.
      editor.setConnection(status === 'stopped' ? 'online' : status)
    },
  })
  return {
    coediting,
    sendPresence: (update: PresenceUpdate) => presence.sendPresence(update),
    stopCoediting() {
      presence.dispose()
      stream.stop()
    },
  }
}
