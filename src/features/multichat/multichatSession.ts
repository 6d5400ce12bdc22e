import { type ConnectedSurvey, ConnectedSurveysResponse, SimulatePathResponse } from '@engine/api/multichats'
import { type MultichatEditor, createMultichatEditor, type MultichatState, type TriggerEnd } from '@engine/editor'
import {
  type Command,
  createTrigger,
  deleteTrigger,
  type HistoryView,
  type Result,
  type TriggerAction,
  trainableBlocks,
} from '@engine/index'
import { roleCan } from '@engine/model'
import { checkMultichat, type Problem } from '@engine/checks'
import { distinctUntilChanged, map } from 'rxjs'
import { z } from 'zod'
import { type ChecksControls, createChecksView } from '../checks/checksState'
import { ui as uiTexts } from '../../i18n'
import { isServerBusy } from '../../session/apiClient'
import { type Bound, bindObservable } from '../configurator/bindObservable'
import { createEditFeedback, keepBusyCause } from '../survey/editFeedback'
import {
  type ApiCall,
  type MultichatLoad,
  loadDialog,
  loadMultichat,
  multichatPaths,
  mergeConnected,
} from './multichatLoad'
import { type BusyKind, type MultichatUi, asTestRun, createMultichatUi } from './multichatUi'
import {
  browserSimulationWorker,
  createSimulationRun,
  type SimulationRun,
  type SimulationWorker,
} from '../simulation/simulationRun'
import { simulationRequest } from '../simulation/simulationRequest'
import { loadExamples } from '../training/loadExamples'

const t = uiTexts.multichat

export interface MultichatDeps {
  api: ApiCall
  /** Where outcomes are shown (toasts); failures with 'danger'. */
  report(message: string, intent: 'success' | 'warning' | 'danger'): void
  /** Opens a fresh session (after a disconnect the server deleted triggers the history names). */
  reopen(): void
  /** Why a call failed, as the server said it (ApiError.msg in the app). */
  messageOf(error: unknown): string
  now?: () => number
  newId?: () => string
  /** Where dismissed Hinweise are kept (this browser's storage). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  /** Where "Simulieren" runs (default: the app's Web Worker). */
  simulationWorker?: () => SimulationWorker
}

/**
 * The open multichat editor: the engine's multichat editor bound for React, plus the multichat
 * calls that are not undoable edits (connect, disconnect, lead, simulate). Components render
 * and call these; they hold no domain logic.
 */
export interface MultichatSession {
  readonly multichatId: number
  readonly editor: MultichatEditor
  readonly state: Bound<MultichatState>
  readonly history: Bound<HistoryView>
  readonly pending: Bound<number>
  /** The multichat's checks (engine/checks `checkMultichat`): triggers into nothing, questions never reached or held forever. */
  readonly checks: Bound<readonly Problem[]>
  readonly checksView: ChecksControls
  readonly ui: MultichatUi
  readonly load: MultichatLoad
  /** What only the canvas can do, offered to the toolbar ("Alles zeigen"); set while it is shown. */
  readonly view: { fitView?: () => void; showBlock?: (end: TriggerEnd) => void }
  /** simulate_path needs 'test' in every dialog; a 403 would log out (docs/product/states.md). */
  canSimulate(): boolean
  /** "Simulieren": simulated respondents through the whole multichat, in a worker (docs/configurator.md "Simulieren"). */
  readonly simulation: SimulationRun
  /** Runs it on the multichat as it is now; the examples of the dialogs this role may train. */
  simulate(options: { respondents: number; seed: number }): Promise<void>
  /** Whether every connected dialog can be read (a hidden one cannot be simulated). */
  canSimulateAll(): boolean
  execute(command: Command): Promise<Result>
  undo(): Promise<Result>
  redo(): Promise<Result>
  addTrigger(
    action: TriggerAction,
    source: TriggerEnd,
    target: TriggerEnd,
    releaseAfterSeconds?: number | null,
  ): Promise<Result>
  deleteSelectedTrigger(): Promise<Result> | undefined
  connectDialog(surveyId: string): Promise<void>
  disconnectDialog(surveyId: string): Promise<void>
  makeLead(surveyId: string): Promise<void>
  simulatePath(target: TriggerEnd): Promise<void>
  dispose(): void
}

/** simulate_path also returns a `world` to continue from once the live test chat exists. */
const SimulateAnswer = SimulatePathResponse.extend({ world: z.unknown().optional() })

export async function openMultichatSession(multichatId: number, deps: MultichatDeps): Promise<MultichatSession> {
  const load = await loadMultichat(deps.api, multichatId)
  const dialogs = await Promise.all(load.connected.map((c) => loadDialog(deps.api, c, load.roles[c.survey_id])))
  const editor = createMultichatEditor({
    dialog_manager_id: multichatId,
    dialogs,
    triggers: load.triggers,
    transport: keepBusyCause({ send: (c) => deps.api(c.method, c.path, c.body) }),
    now: deps.now,
    newId: deps.newId,
    // A colleague's trigger or dialog change (the co-editing stream's `outside`): triggers and the
    // connected dialogs read again, what is pending here rebased onto them.
    load: async () => {
      const fresh = await loadMultichat(deps.api, multichatId)
      Object.assign(load.roles, fresh.roles)
      const dialogs = await mergeConnected(deps.api, fresh.connected, editor.getState().dialogs, load.roles)
      return { triggers: fresh.triggers, dialogs }
    },
  })
  const state = bindObservable(editor.state$, editor.getState())
  const history = bindObservable(editor.history$, { entries: [], pointer: 0 })
  const pending = bindObservable(editor.pending$, 0)
  // Triggers and dialogs change seldom and the check is linear: computed whole on each change.
  const checks = bindObservable(
    editor.state$.pipe(
      map((s) => checkMultichat(s)),
      distinctUntilChanged(),
    ),
    [],
  )
  const checksView = createChecksView(deps.storage, `multichat.${multichatId}`)
  const simulation = createSimulationRun(deps.simulationWorker ?? browserSimulationWorker, deps.messageOf)
  const ui = createMultichatUi()

  const feedback = createEditFeedback(
    editor.errors$,
    (text, kind) => deps.report(text, kind === 'notice' ? 'warning' : 'danger'),
    t.rolledBack,
  )
  const shown = feedback.shown

  /** One multichat call at a time, with progress in ui.busy and its failure as a toast. */
  async function busy(kind: BusyKind, work: () => Promise<void>): Promise<void> {
    if (ui.busy) return
    ui.busy = kind
    try {
      await work()
    } catch (error) {
      // docs/product/errors.md: a shed call (503) shows only the server_busy banner (src/session/api.ts).
      if (!isServerBusy(error)) deps.report(deps.messageOf(error), 'danger')
    } finally {
      ui.busy = null
    }
  }
  const nameOf = (surveyId: string) =>
    editor.getState().dialogs.find((d) => d.survey_id === surveyId)?.survey_name ?? surveyId
  const takeList = async (answer: unknown): Promise<ConnectedSurvey[]> => {
    const list = ConnectedSurveysResponse.parse(answer).connected_surveys
    editor.setDialogs(await mergeConnected(deps.api, list, editor.getState().dialogs, load.roles))
    return list
  }
  const execute = (command: Command) => shown(editor.execute(command))

  return {
    multichatId,
    editor,
    state,
    history,
    pending,
    checks,
    checksView,
    ui,
    load,
    view: {},
    canSimulate: () =>
      editor
        .getState()
        .dialogs.every((d) => load.roles[d.survey_id] !== undefined && roleCan(load.roles[d.survey_id]!, 'test')),
    simulation,
    canSimulateAll: () => editor.getState().dialogs.every((d) => d.state !== null),
    simulate(options) {
      return simulation.start(async () => {
        const { dialogs, triggers } = editor.getState()
        const states = dialogs.flatMap((d) => (d.state ? [d.state] : []))
        // Examples only where this role may read them (Trainieren); elsewhere the intents answer with their labels.
        const examples = await Promise.all(
          dialogs.map((d) => {
            const role = load.roles[d.survey_id]
            return d.state && role && roleCan(role, 'train')
              ? loadExamples((method, path) => deps.api(method, path), d.survey_id, trainableBlocks(d.state))
              : []
          }),
        )
        return simulationRequest(states, triggers, examples.flat(), options)
      })
    },
    execute,
    undo: () => shown(editor.undo()),
    redo: () => shown(editor.redo()),
    addTrigger: (action, source, target, releaseAfterSeconds) =>
      execute(
        createTrigger({
          dialog_manager_id: multichatId,
          action,
          source,
          target,
          release_after_seconds: action === 'waitAPI' ? (releaseAfterSeconds ?? null) : undefined,
        }),
      ),
    deleteSelectedTrigger() {
      const id = ui.selectedEdgeId?.replace(/^trigger:/, '')
      if (!id) return undefined
      ui.selectedEdgeId = null
      return execute(deleteTrigger({ id }))
    },
    connectDialog: (surveyId) =>
      busy('connect', async () => {
        await takeList(await deps.api('POST', multichatPaths.connect(multichatId), { survey_id: surveyId }))
        ui.connectOpen = false
        deps.report(t.connect.done(nameOf(surveyId)), 'success')
      }),
    disconnectDialog: (surveyId) =>
      busy('disconnect', async () => {
        const name = nameOf(surveyId)
        await deps.api('DELETE', multichatPaths.disconnect(multichatId, surveyId))
        ui.disconnectAsk = null
        deps.report(t.disconnect.done(name), 'success')
        deps.reopen()
      }),
    // docs/product/states.md: the server swaps the chosen dialog with the current lead; its list is re-sorted.
    makeLead: (surveyId) =>
      busy('lead', async () => {
        await takeList(await deps.api('POST', multichatPaths.lead(multichatId), { survey_id: surveyId }))
        deps.report(t.lead.done(nameOf(surveyId)), 'success')
      }),
    simulatePath: (target) =>
      busy('simulate', async () => {
        const answer = SimulateAnswer.parse(
          await deps.api('POST', multichatPaths.simulate, {
            dialog_manager_id: multichatId,
            target_unique_question_id: target.unique_question_id,
          }),
        )
        ui.test = asTestRun({
          ...target,
          answers: answer.answers,
          histories: answer.histories,
          world: answer.world ?? null,
        })
      }),
    dispose() {
      simulation.dispose()
      feedback.dispose()
      for (const bound of [state, history, pending, checks]) bound.dispose()
      editor.dispose()
    },
  }
}
