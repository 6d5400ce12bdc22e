// The simulated respondents run here, off the page's main thread (docs/configurator.md "Simulieren").
import { createRuntimeDialog, simulateRespondents } from '@engine/index'
import type { SimulationMessage, SimulationRequest } from './simulationMessages'

const post = (message: SimulationMessage) => postMessage(message)

addEventListener('message', (event: MessageEvent<SimulationRequest>) => {
  const { dialogs, triggers, examples, respondents, seed } = event.data
  try {
    const result = simulateRespondents({
      dialogs: dialogs.map((d) => createRuntimeDialog(d)),
      triggers,
      examples,
      respondents,
      seed,
      progressEvery: Math.max(1, Math.floor(respondents / 50)),
      onProgress: (done, total) => post({ type: 'progress', done, total }),
    })
    post({ type: 'done', result })
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
})
