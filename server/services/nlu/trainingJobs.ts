import type { JobView } from '@engine/api/jobs'
import { modelVersion } from '@engine/nlu'
import type { Db } from '../../db/database'
import { blocksWithoutCurrentModel } from '../../repositories/training'
import type { JobQueue } from '../../jobs/jobQueue'
import { jobView } from '../../jobs/jobView'
import type { BackgroundJobs } from '../backgroundJobs'

/**
 * Builds of intent models as `train_intents` jobs on the durable queue, key
 * `train:{survey}:{block}`: a build still queued is coalesced, so a burst of example edits
 * trains about once (docs/nlu.md "When models are built").
 */
export interface TrainingJobs {
  /**
   * Queues a build. `fromTurn`: a chat turn asks (it may ask on every answer): the enqueue runs
   * after the answer, and at most once per block and RETURN_AFTER_MS from this process.
   */
  schedule(surveyId: string, blockId: string, fromTurn?: boolean): Promise<void>
  /** The block's latest job, or null when there was none (or it was pruned). */
  latest(surveyId: string, blockId: string): Promise<JobView | null>
  /** Other model work after the answer (warming the cache). */
  background(name: string, job: () => Promise<void>): void
}

export const TRAIN_INTENTS = 'train_intents'
export const trainingKey = (surveyId: string, blockId: string) => `train:${surveyId}:${blockId}`

const ASKED_KEPT = 1000
const RETURN_AFTER_MS = 60_000

export function createTrainingJobs(queue: () => JobQueue, after: BackgroundJobs): TrainingJobs {
  // Turns ask on every answer while a block is unbuilt: one enqueue per block per minute is enough.
  const asked = new Map<string, number>()
  const enqueue = async (surveyId: string, blockId: string) => {
    await queue().enqueue({
      kind: TRAIN_INTENTS,
      payload: { surveyId, blockId },
      key: trainingKey(surveyId, blockId),
      surveyId,
    })
  }
  return {
    async schedule(surveyId, blockId, fromTurn = false) {
      if (!fromTurn) return enqueue(surveyId, blockId)
      const key = trainingKey(surveyId, blockId)
      const last = asked.get(key)
      if (last !== undefined && Date.now() - last < RETURN_AFTER_MS) return
      asked.delete(key)
      asked.set(key, Date.now())
      if (asked.size > ASKED_KEPT) asked.delete(asked.keys().next().value as string)
      after.run(key, () => enqueue(surveyId, blockId))
    },
    async latest(surveyId, blockId) {
      const row = await queue().latest(trainingKey(surveyId, blockId))
      return row ? jobView(row) : null
    },
    background: (name, job) => after.run(name, job),
  }
}

/** Builds queued at one start at the most; the rest are queued by the chat turns that need them. */
const MISSING_AT_ONCE = 2_000

/**
 * Queues the build of every model that is missing or of an older version (a seeded or copied
 * dialog, an update of the model format), so that the first respondent already finds a built
 * model instead of the labels-only one. Called at start, after seeding and after a copy.
 */
export async function scheduleMissingModels(db: Db, queue: JobQueue, surveyId?: string): Promise<number> {
  const missing = await blocksWithoutCurrentModel(db, modelVersion, MISSING_AT_ONCE, surveyId)
  for (const { surveyId: survey, blockId } of missing)
    await queue.enqueue({
      kind: TRAIN_INTENTS,
      payload: { surveyId: survey, blockId },
      key: trainingKey(survey, blockId),
      surveyId: survey,
    })
  return missing.length
}
