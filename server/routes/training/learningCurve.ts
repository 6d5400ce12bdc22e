import { createHash } from 'node:crypto'
import type { LearningCurveResponse } from '@engine/api/training'
import { curveSteps, DEFAULT_THRESHOLD, examplesFingerprint } from '@engine/nlu'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { listAnswersOfBlock } from './blockAnswers'
import { inPool } from './inPool'
import { examplesOf, requireTrainingBlock, sameText } from './trainingBlock'

const CACHE_LIMIT = 200
/**
 * docs/training.md "Bounds": the curve is drawn over the first confirmed answers only; each step
 * is one training, so this keeps a curve to about 20 of them, in the worker pool.
 */
export const CURVE_CONFIRMED = 500

/**
 * The block's learning curve (docs/training.md "Learning curve"): leave-future-out over the
 * confirmed answers in confirmation order (example id order). Computed on request from the present
 * examples and answers; a per-process cache keyed by both can never show stale figures.
 */
export const trainingLearningCurveRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const cache = new Map<string, LearningCurveResponse['points']>()

  app.get('/api/surveys/:id/training/:questionId/learning_curve', async (request): Promise<LearningCurveResponse> => {
    const { surveyId, block } = await requireTrainingBlock(ctx, request)
    const { rows } = await examplesOf(ctx, surveyId, block)
    const answered = new Set(
      (await listAnswersOfBlock(ctx.database.db, surveyId, block.unique_question_id)).map((a) => sameText(a.text)),
    )
    // Rows come in id order: the order in which the editor confirmed (or typed) them.
    const confirmed = rows
      .filter((r) => answered.has(sameText(r.text)))
      .slice(0, CURVE_CONFIRMED)
      .map((r) => ({ text: r.text, handle: r.handle }))
    // The other examples, and each intent's own label, as the live model trains (intentModels.examplesByIntent).
    const base: Record<string, string[]> = Object.fromEntries(block.handles.map((h) => [h, [h]]))
    const typed = rows.filter((r) => !answered.has(sameText(r.text)))
    for (const r of typed) base[r.handle]?.push(r.text)
    const key = `${examplesFingerprint(base)}|${createHash('sha256').update(JSON.stringify(confirmed)).digest('hex')}`
    let points = cache.get(key)
    if (!points) {
      const measured = await inPool(ctx, 'learningCurve', {
        examples: base,
        confirmed,
        steps: curveSteps(confirmed.length),
        threshold: DEFAULT_THRESHOLD,
      })
      points = measured.map((p) => ({
        confirmed: p.confirmed,
        evaluated: p.evaluated,
        follow_up: p.followUp,
        wrong: p.wrong,
      }))
      cache.set(key, points)
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
    }
    return {
      unique_question_id: block.unique_question_id,
      confirmed: confirmed.length,
      examples: typed.length,
      threshold: DEFAULT_THRESHOLD,
      points,
    }
  })
}
