import { roundSureness } from '@engine/api/training'
import type { IntentModel } from '@engine/nlu'
import { LruMap } from '../../cache/LruMap'
import type { ServerContext } from '../../context'
import type { Prediction } from '../../workers/tasks'
import { inPool } from './inPool'

const MODELS = 20

/** The identity of a model: its version and examples' fingerprint. */
export const modelId = (model: IntentModel) => `${model.version}-${model.trainedOn}`

export interface Predictions {
  /** Classifies the texts not known yet under this model, in the worker pool (never on the event loop). */
  ensure(model: IntentModel, texts: readonly string[]): Promise<void>
  /** A text `ensure` has seen; sureness rounded as the API sends it. */
  of(model: IntentModel, text: string): Prediction
}

/**
 * Predictions per model and text for Trainieren's lists (docs/training.md "Bounds"): the answers
 * list and the suggestions classify up to 5,000 answers, which with a block of 2,000 examples is
 * seconds of CPU, so it runs in the pool; the page's rows and "Weitere laden" under the same
 * model classify nothing again.
 */
export function createPredictions(ctx: ServerContext): Predictions {
  const known = new LruMap<string, Map<string, Prediction>>(MODELS)
  const cacheOf = (model: IntentModel) => {
    let cache = known.get(modelId(model))
    if (!cache) known.set(modelId(model), (cache = new Map()))
    return cache
  }
  return {
    async ensure(model, texts) {
      const cache = cacheOf(model)
      const missing = [...new Set(texts)].filter((t) => !cache.has(t))
      if (missing.length === 0) return
      const predicted = await inPool(ctx, 'predictAnswers', { model, texts: missing })
      missing.forEach((text, i) => {
        const p = predicted[i]
        if (p) cache.set(text, { ...p, sureness: roundSureness(p.sureness) })
      })
    },
    of(model, text) {
      return cacheOf(model).get(text) ?? { handle: null, confidence: null, sureness: 0 }
    },
  }
}
