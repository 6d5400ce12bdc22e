import type { ChatHistoryEntry } from '@engine/model'
import type { TriggerEnd } from '@engine/editor'
import { proxy, ref } from 'valtio'

/** A trigger dragged from one block to a block of another dialog, waiting for its kind. */
export interface PendingTrigger {
  source: TriggerEnd
  target: TriggerEnd
  /** Where the pointer was released, in window coordinates (the menu opens there). */
  screen: { x: number; y: number }
}

/** The result of "Pfad simulieren": where the test chat continues from. */
export interface TestRun {
  survey_id: string
  unique_question_id: string
  answers: number
  histories: Record<string, ChatHistoryEntry[]>
  /** The game state to continue from, once simulate_path returns one (engine/api/multichat.ts). */
  world: unknown
}

export type BusyKind = 'connect' | 'disconnect' | 'lead' | 'simulate'

/** View state of the multichat editor that is not an edit (valtio, like configuratorUi). */
export interface MultichatUi {
  selectedEdgeId: string | null
  pendingTrigger: PendingTrigger | null
  busy: BusyKind | null
  connectOpen: boolean
  /** The dialog whose disconnection waits for confirmation. */
  disconnectAsk: string | null
  test: TestRun | null
  /** The block a click in the "Prüfen" list brought into view (its node id), marked until the next click elsewhere. */
  shownBlock: string | null
  /** "Simulieren" is open beside the canvas (and the canvas shows its heat map). */
  simulationOpen: boolean
}

export function createMultichatUi(): MultichatUi {
  return proxy<MultichatUi>({
    selectedEdgeId: null,
    pendingTrigger: null,
    busy: null,
    connectOpen: false,
    disconnectAsk: null,
    test: null,
    shownBlock: null,
    simulationOpen: false,
  })
}

/** Histories are large and never edited in place: kept out of valtio's tracking. */
export const asTestRun = (run: TestRun): TestRun => ({
  ...run,
  histories: ref(run.histories),
  world: run.world && typeof run.world === 'object' ? ref(run.world) : run.world,
})
