import type { Db } from '../db/database'
import { documentsWithoutIndex } from '../repositories/media'
import { INDEX_DOCUMENT, documentJobKey } from '../services/qa/documentJobs'
import { scheduleMissingModels } from '../services/nlu/trainingJobs'
import type { JobQueue } from './jobQueue'

/** Documents queued at one start at the most; the rest are asked for by their turns or the media list. */
const DOCUMENTS_AT_ONCE = 2_000

/**
 * Queues what respondents would otherwise meet unbuilt: intent models missing or of an older
 * version, and documents without an index (seeded content, data from before jobs). Called when
 * an app starts and again after seeding (docs/design/jobs.md "Work queued at start").
 */
export async function scheduleMissingWork(db: Db, queue: JobQueue): Promise<{ models: number; documents: number }> {
  const models = await scheduleMissingModels(db, queue)
  let documents = 0
  for (const { surveyId, filenameDb } of await documentsWithoutIndex(db, DOCUMENTS_AT_ONCE)) {
    const key = documentJobKey(filenameDb)
    const latest = await queue.latest(key)
    if (latest && latest.state !== 'done') continue
    await queue.enqueue({ kind: INDEX_DOCUMENT, payload: { surveyId, filenameDb }, key, surveyId })
    documents++
  }
  return { models, documents }
}
