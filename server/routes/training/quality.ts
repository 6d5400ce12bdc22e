import { MIN_EXAMPLES, QUALITY_SAMPLE, type QualityResponse } from '@engine/api/training'
import { type CrossValidation, examplesFingerprint } from '@engine/nlu'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { inPool } from './inPool'
import { examplesOf, requireTrainingBlock } from './trainingBlock'

const CACHE_LIMIT = 200

/**
 * Cross-validated quality of a block (docs/training.md "Quality"). Computed from the current
 * examples on request, so it is "recomputed after retraining" by construction; the per-process
 * cache is keyed by the examples' fingerprint, so it can never show stale figures. It runs in the
 * worker pool over at most QUALITY_SAMPLE examples (docs/training.md "Bounds").
 */
export const trainingQualityRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const cache = new Map<string, CrossValidation>()

  app.get('/api/surveys/:id/training/:questionId/quality', async (request): Promise<QualityResponse> => {
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    const { rows } = await examplesOf(ctx, surveyId, block)
    const real: Record<string, string[]> = Object.fromEntries(
      block.handles.map((h) => [h, rows.filter((r) => r.handle === h).map((r) => r.text)]),
    )
    const key = examplesFingerprint(real)
    let result = cache.get(key)
    if (!result) {
      // The labels are trained as the live model trains them (intentModels.examplesByIntent), never tested.
      result = await inPool(ctx, 'crossValidateIntents', {
        examples: real,
        options: { alwaysTrain: Object.fromEntries(block.handles.map((h) => [h, [h]])), maxExamples: QUALITY_SAMPLE },
      })
      cache.set(key, result)
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
    }
    const counts = block.handles.map((handle) => ({ handle, examples: real[handle]?.length ?? 0 }))
    return {
      unique_question_id: block.unique_question_id,
      folds: result.folds,
      examples: rows.length,
      sampled: result.sampled,
      accuracy: result.accuracy,
      handles: result.handles,
      confusion: result.confusion,
      per_intent: result.perIntent,
      few_examples: counts.filter((c) => c.examples < MIN_EXAMPLES),
      min_examples: MIN_EXAMPLES,
    }
  })
}
