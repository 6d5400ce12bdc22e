import type { SimulationResult } from '@engine/index'
import { proxy, ref } from 'valtio'
import type { SimulationMessage, SimulationRequest } from './simulationMessages'

/** The part of a Web Worker the run uses (a fake in unit tests). */
export interface SimulationWorker {
  postMessage(request: SimulationRequest): void
  terminate(): void
  onmessage: ((event: MessageEvent<SimulationMessage>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

export type SimulationPhase = 'idle' | 'preparing' | 'running' | 'done' | 'cancelled' | 'failed'

export interface SimulationView {
  phase: SimulationPhase
  done: number
  total: number
  /** The last finished run (kept while a new one runs, and after a cancel). Not proxied: plain data. */
  result: SimulationResult | null
  /** When `result` was computed: its respondents and seed. */
  ran: { respondents: number; seed: number } | null
  message: string
}

export interface SimulationRun {
  readonly view: SimulationView
  /** Prepares the input (examples may load from the server), then runs it in a fresh worker; a running one is cancelled first. */
  start(prepare: () => Promise<SimulationRequest>): Promise<void>
  cancel(): void
  dispose(): void
}

/** Runs simulated respondents in a worker: progress, cancel (the worker is terminated), result or error. */
export function createSimulationRun(
  newWorker: () => SimulationWorker,
  errorText: (e: unknown) => string,
): SimulationRun {
  const view = proxy<SimulationView>({ phase: 'idle', done: 0, total: 0, result: null, ran: null, message: '' })
  let worker: SimulationWorker | null = null
  let run = 0
  const stop = () => {
    worker?.terminate()
    worker = null
  }
  return {
    view,
    async start(prepare) {
      stop()
      const mine = ++run
      view.phase = 'preparing'
      view.done = 0
      view.total = 0
      view.message = ''
      let request: SimulationRequest
      try {
        request = await prepare()
      } catch (error) {
        if (mine !== run) return
        view.phase = 'failed'
        view.message = errorText(error)
        return
      }
      if (mine !== run) return
      view.phase = 'running'
      view.total = request.respondents
      const own = newWorker()
      worker = own
      own.onmessage = ({ data }) => {
        if (worker !== own) return
        if (data.type === 'progress') {
          view.done = data.done
          return
        }
        stop()
        if (data.type === 'done') {
          view.result = ref(data.result)
          view.ran = { respondents: request.respondents, seed: request.seed }
          view.phase = 'done'
        } else {
          view.phase = 'failed'
          view.message = data.message
        }
      }
      own.onerror = (event) => {
        if (worker !== own) return
        stop()
        view.phase = 'failed'
        view.message = event.message
      }
      own.postMessage(request)
    },
    cancel() {
      if (view.phase !== 'running' && view.phase !== 'preparing') return
      run++
      stop()
      view.phase = 'cancelled'
    },
    dispose() {
      run++
      stop()
    },
  }
}

/** The app's worker (Vite bundles it as a module worker). */
export const browserSimulationWorker = (): SimulationWorker =>
  new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' }) as unknown as SimulationWorker
