import { RetrainRequest, TrainingParams, type TrainingStatusResponse } from '@engine/api/training'
import { examplesFingerprint, modelVersion } from '@engine/nlu'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import type { RouteOptions, ServerContext } from '../../context'
import type { Db } from '../../db/database'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { LruMap } from '../../cache/LruMap'
import {
  type IntentBlock,
  exampleRevisions,
  listExamples,
  listIntentBlocks,
  listStoredModels,
  listSurveyExamples,
} from '../../repositories/training'
import { examplesByIntent } from '../../services/nlu/intentModels'

/** What the status needs of a block's examples: how many, and the fingerprint a current model has. */
interface ExamplesSeen {
  examples: number
  fingerprint: string
}

/** Blocks' examples as seen, per process, under their revision (exampleRevisions) and handles. */
const SEEN_LIMIT = 2000

/**
 * Progress is derived, not stored: a block is current when its stored model was trained on its
 * present examples (the fingerprint intentModels stores). Any app server computes the same
 * figure from the database, and a server dying mid-retrain loses nothing: the block stays stale
 * and the next change or retrain builds it. `job` is the block's latest training job
 * (docs/training.md "Retraining"). Trainieren asks every 400 ms while a block trains: the
 * examples are read again only when a block's revision moved (one statement in the database),
 * and only that block's when few moved, not on every poll (10,000 examples are 20 statements, each decoded on the event loop).
 */
async function trainingStatus(
  ctx: ServerContext,
  seen: LruMap<string, ExamplesSeen>,
  surveyId: string,
  blocks: readonly IntentBlock[],
): Promise<TrainingStatusResponse> {
  const { db } = ctx.database
  const [stored, revisions] = await Promise.all([listStoredModels(db, surveyId), exampleRevisions(db, surveyId)])
  const keyOf = (b: IntentBlock, of: Map<string, string>) =>
    JSON.stringify([surveyId, b.unique_question_id, of.get(b.unique_question_id) ?? '', b.handles])
  const known = new Map(blocks.map((b) => [b.unique_question_id, seen.get(keyOf(b, revisions))]))
  const unknown = blocks.filter((b) => !known.get(b.unique_question_id))
  if (unknown.length > 0) {
    // Few blocks moved (an edit while the others are known): only theirs are read.
    // Many rows, read behind the respondents' statements (Database.background).
    const { background } = ctx.database
    const examples =
      unknown.length * 2 > blocks.length
        ? await listSurveyExamples(background, surveyId)
        : await examplesOf(background, surveyId, unknown)
    // Kept only when nothing changed while they were read: under the revision they belong to.
    const after = await exampleRevisions(db, surveyId)
    for (const b of unknown) {
      const own = (examples.get(b.unique_question_id) ?? []).filter((e) => b.handles.includes(e.handle))
      const worked = { examples: own.length, fingerprint: examplesFingerprint(examplesByIntent(own, b.handles)) }
      known.set(b.unique_question_id, worked)
      if (keyOf(b, after) === keyOf(b, revisions)) seen.set(keyOf(b, revisions), worked)
    }
  }
  const jobs = await Promise.all(blocks.map((b) => ctx.intentModels.jobs.latest(surveyId, b.unique_question_id)))
  const rows = blocks.map((b, i) => {
    const own = known.get(b.unique_question_id) ?? { examples: 0, fingerprint: '' }
    const model = stored.get(b.unique_question_id)
    const fresh = model?.version === modelVersion && model.trainedOn === own.fingerprint
    return {
      ...b,
      examples: own.examples,
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

/** The examples of some blocks, one block after the other (each read paced: listExamples). */
async function examplesOf(db: Db, surveyId: string, blocks: readonly IntentBlock[]) {
  const byBlock = new Map<string, { handle: string; text: string }[]>()
  for (const b of blocks) byBlock.set(b.unique_question_id, await listExamples(db, surveyId, b.unique_question_id))
  return byBlock
}

export const trainingRetrainRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database
  const seen = new LruMap<string, ExamplesSeen>(SEEN_LIMIT)

  app.get('/api/surveys/:id/training/status', async (request): Promise<TrainingStatusResponse> => {
    const { id } = parseWith(TrainingParams, request.params)
    surveyAccessOf(request, id)
    return trainingStatus(ctx, seen, id, await listIntentBlocks(db, id))
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
    return trainingStatus(ctx, seen, id, blocks)
  })
}
