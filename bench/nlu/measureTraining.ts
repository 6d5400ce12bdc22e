// Training cost for the size the server retrains on every example change: 10 intents x 6 examples.
import { trainClassifier } from '@engine/nlu'
import { encodeModel } from '../../server/services/nlu/modelCodec'
import { DATASET } from './dataset'

export function measureTraining(): {
  intents: number
  examplesPerIntent: number
  medianMs: number
  modelBytes: number
} {
  const all = DATASET.flatMap((b) => Object.entries(b.intents).map(([h, d]) => [`${b.id}.${h}`, d.examples] as const))
  const examples = Object.fromEntries(all.slice(0, 10))
  const times: number[] = []
  for (let i = 0; i < 50; i++) {
    const started = performance.now()
    trainClassifier(examples)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return {
    intents: 10,
    examplesPerIntent: 6,
    medianMs: times[25] ?? 0,
    // As stored (classifier_models.model): the compact form of server/services/nlu/modelCodec.ts.
    modelBytes: JSON.stringify(encodeModel(trainClassifier(examples))).length,
  }
}
