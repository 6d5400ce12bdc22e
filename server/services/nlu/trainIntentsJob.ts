import { z } from 'zod'
import { JobFailure } from '../../jobs/JobFailure'
import type { JobHandler } from '../../jobs/JobHandler'
import { WorkerTaskAborted } from '../../workers/workerPool'

export { TRAIN_INTENTS } from './trainingJobs'

const Payload = z.object({ surveyId: z.string().min(1).max(200), blockId: z.string().min(1).max(200) })

/**
 * The `train_intents` job (docs/nlu.md "When models are built"): builds and stores one block's
 * model from its present examples, in the worker pool. A build past its time or memory cap
 * cannot succeed by trying again: it fails at once with a reason the editor reads in Trainieren.
 */
export const trainIntents: JobHandler = async (payload, { ctx, progress }) => {
  const { surveyId, blockId } = Payload.parse(payload)
  progress(10)
  try {
    return { result: await ctx.intentModels.build(ctx.database.db, surveyId, blockId, ctx.database.background) }
  } catch (error) {
    if (error instanceof WorkerTaskAborted && error.reason === 'timeout')
      throw new JobFailure('training_timeout', 'Das Training hat zu lange gedauert und wurde abgebrochen.')
    if (error instanceof WorkerTaskAborted && error.reason === 'memory')
      throw new JobFailure('training_memory', 'Das Training brauchte zu viel Speicher und wurde abgebrochen.')
    throw error
  }
}
