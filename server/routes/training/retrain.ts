import { RetrainRequest, TrainingParams, type TrainingStatusResponse } from '@engine/api/training'
import { examplesFingerprint, modelVersion } from '@engine/nlu'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import type { RouteOptions, ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { type IntentBlock, listIntentBlocks, listStoredModels, listSurveyExamples } from '../../repositories/training'
import { examplesByIntent } from '../../services/nlu/intentModels'

/**
 * Progress is derived, not stored: a block is current when its stored model was trained on its
 * present examples (the fingerprint intentModels stores). Any app server computes the same
 * figure from the database, and a server dying mid-retrain loses nothing: the block stays stale
 * and the next change or retrain builds it. `job` is the block's latest training job
 * (docs/training.md "Retraining").
 */
async function trainingStatus(
  ctx: ServerContext,
  surveyId: string,
  blocks: readonly IntentBlock[],
): Promise<TrainingStatusResponse> {
  const { db } = ctx.database
  const [stored, examples] = await Promise.all([listStoredModels(db, surveyId), listSurveyExamples(db, surveyId)])
  const jobs = await Promise.all(blocks.map((b) => ctx.intentModels.jobs.latest(surveyId, b.unique_question_id)))
  const rows = blocks.map((b, i) => {
    const own = (examples.get(b.unique_question_id) ?? []).filter((e) => b.handles.includes(e.handle))
    const model = stored.get(b.unique_question_id)
    const fresh =
      model?.version === modelVersion && model.trainedOn === examplesFingerprint(examplesByIntent(own, b.handles))
    return {
      ...b,
      examples: own.length,
      state: !model ? ('untrained' as const) : fresh ? ('current' as const) : ('stale' as const),
      trained_at: model?.trainedAt ?? null,
      job: jobs[i] ?? null,
    }
  })
  const current = rows.filter((r) => r.state === 'current').length
  return {
    status: current === rows.length ? 'current' : 'stale',
    progress: rows.length === 0 ? 1 : current / rows.length,
    blocks: rows,
  }
}

export const trainingRetrainRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/surveys/:id/training/status', async (request): Promise<TrainingStatusResponse> => {
    const { id } = parseWith(TrainingParams, request.params)
    surveyAccessOf(request, id)
    return trainingStatus(ctx, id, await listIntentBlocks(db, id))
  })

  // Builds as jobs, one per block (docs/nlu.md "When models are built"): the answer shows them
  // queued, and GET .../status on any server shows the blocks done so far.
  app.post('/api/surveys/:id/training/retrain', async (request): Promise<TrainingStatusResponse> => {
    const { id } = parseWith(TrainingParams, request.params)
    const { question_ids } = parseWith(RetrainRequest, request.body ?? {})
    surveyAccessOf(request, id)
    const blocks = await listIntentBlocks(db, id, question_ids)
    const missing = (question_ids ?? []).filter((q) => !blocks.some((b) => b.unique_question_id === q))
    if (missing.length > 0)
      throw new ApiError(
        400,
        `Ungültige Eingabe: Feld 'question_ids': ${missing.join(', ')} ist kein offener Block mit Intent-Sprüngen.`,
        'invalid_input',
      )
    for (const block of blocks) await ctx.intentModels.scheduleTraining(id, block.unique_question_id)
    return trainingStatus(ctx, id, blocks)
  })
}
