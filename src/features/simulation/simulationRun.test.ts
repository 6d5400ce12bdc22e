import { describe, expect, it } from 'vitest'
import type { SimulationResult } from '@engine/index'
import type { SimulationMessage, SimulationRequest } from './simulationMessages'
import { createSimulationRun, type SimulationWorker } from './simulationRun'

/** A worker the test answers for; `terminated` says whether the run stopped it. */
function fakeWorker() {
  const worker: SimulationWorker & { sent: SimulationRequest[]; terminated: boolean; say(m: SimulationMessage): void } =
    {
      sent: [],
      terminated: false,
      onmessage: null,
      onerror: null,
      postMessage(request) {
        this.sent.push(request)
      },
      terminate() {
        this.terminated = true
      },
      say(message) {
        this.onmessage?.({ data: message } as MessageEvent<SimulationMessage>)
      },
    }
  return worker
}

const request: SimulationRequest = { dialogs: [], triggers: [], examples: {}, respondents: 1000, seed: 3 }
const result = {
  picture: { respondents: 1000, finished: 990, reached: {}, jumps: {}, stopped: {}, paths: [] },
  neverReached: [],
  neverTaken: [],
  outOfAnswers: 0,
} satisfies SimulationResult

describe('the simulation run', () => {
  it('sends the request to a worker, follows its progress and keeps the result with its respondents and seed', async () => {
    const worker = fakeWorker()
    const run = createSimulationRun(() => worker, String)
    await run.start(async () => request)
    expect(worker.sent).toEqual([request])
    expect(run.view).toMatchObject({ phase: 'running', done: 0, total: 1000 })
    worker.say({ type: 'progress', done: 400, total: 1000 })
    expect(run.view.done).toBe(400)
    worker.say({ type: 'done', result })
    expect(run.view).toMatchObject({ phase: 'done', ran: { respondents: 1000, seed: 3 } })
    expect(run.view.result).toEqual(result)
    expect(worker.terminated).toBe(true)
  })

  it('cancel stops the worker at once and ignores what it still sends; the last result stays', async () => {
    const worker = fakeWorker()
    const again = createSimulationRun(() => worker, String)
    await again.start(async () => request)
    worker.say({ type: 'done', result })
    await again.start(async () => ({ ...request, seed: 4 }))
    again.cancel()
    expect(again.view.phase).toBe('cancelled')
    expect(worker.terminated).toBe(true)
    worker.say({ type: 'done', result: { ...result, outOfAnswers: 7 } })
    expect(again.view.phase).toBe('cancelled')
    expect(again.view.result?.outOfAnswers).toBe(0)
    expect(again.view.ran?.seed).toBe(3)
  })

  it('shows why it failed: loading the examples, or an error in the worker', async () => {
    const worker = fakeWorker()
    const run = createSimulationRun(
      () => worker,
      (e) => (e instanceof Error ? e.message : 'unknown'),
    )
    await run.start(async () => {
      throw new Error('Netzwerkfehler')
    })
    expect(run.view).toMatchObject({ phase: 'failed', message: 'Netzwerkfehler' })
    await run.start(async () => request)
    worker.say({ type: 'failed', message: 'kaputt' })
    expect(run.view).toMatchObject({ phase: 'failed', message: 'kaputt' })
  })
})
