import { type DocumentIndex, FilenameDb } from '@engine/api/media'
import { SurveyId } from '@engine/model'
import { z } from 'zod'
import type { ServerContext } from '../../context'
import { JobFailure } from '../../jobs/JobFailure'
import type { JobHandler } from '../../jobs/JobHandler'
import { type MediaRow, findMedia, updateMediaMisc } from '../../repositories/media'
import { failedIndex, storedIndex } from './documentIndexes'

/** The job that builds a qa document's index (docs/api/media.md "Indexing"). */
export const INDEX_DOCUMENT = 'index_document'
export const documentJobKey = (filenameDb: string) => `doc:${filenameDb}`

export const IndexDocumentPayload = z.object({ surveyId: SurveyId, filenameDb: FilenameDb })
export type IndexDocumentPayload = z.infer<typeof IndexDocumentPayload>

/**
 * The job's body (server/jobs/handlers.ts): builds the index in the document pool and stores the
 * outcome in the file's `misc.index`, which the list shows. A document that cannot be indexed
 * also fails its job with the reason (JobFailure: not retried). A document deleted meanwhile is
 * skipped.
 */
export const indexDocumentHandler: JobHandler = async (payload, { ctx, progress, signal }) => {
  const { filenameDb } = IndexDocumentPayload.parse(payload)
  const { db } = ctx.database
  const row = await findMedia(db, filenameDb)
  if (!row || row.type !== 'document') return null
  const index = await ctx.documentIndexes.build(row.filenameDb, row.mime, { onProgress: progress, signal })
  const current = await findMedia(db, filenameDb)
  if (!current) return null
  await updateMediaMisc(db, filenameDb, { ...((current.misc as object | null) ?? {}), index })
  if (index.status === 'failed') throw new JobFailure(index.code, index.reason)
  return index
}

/**
 * Queues the indexing of a document (docs/design/jobs.md): keyed per file, so a second request
 * while one is waiting is coalesced. `unlessPending` also skips it while one is running (a chat
 * turn that found a stored index missing asks on every answer until it is back).
 */
export async function enqueueDocumentIndexing(
  ctx: ServerContext,
  payload: IndexDocumentPayload,
  options: { unlessPending?: boolean } = {},
): Promise<void> {
  const key = documentJobKey(payload.filenameDb)
  if (options.unlessPending) {
    const latest = await ctx.jobQueue.latest(key)
    if (latest && (latest.state === 'queued' || latest.state === 'running')) return
  }
  await ctx.jobQueue.enqueue({ kind: INDEX_DOCUMENT, payload, key, surveyId: payload.surveyId })
}

/**
 * A listed document's index as the editor sees it: an `indexing` one with its job's progress; one
 * whose job failed for a reason of its own (not the document's, which is stored) as `index_failed`.
 */
export async function currentIndex(ctx: ServerContext, row: MediaRow): Promise<DocumentIndex> {
  const stored = storedIndex(row)
  if (stored && stored.status !== 'indexing') return stored
  const job = await ctx.jobQueue.latest(documentJobKey(row.filenameDb))
  if (!job) {
    // Uploaded before indexing was built: it is indexed now.
    await enqueueDocumentIndexing(ctx, { surveyId: row.surveyId, filenameDb: row.filenameDb })
    return { status: 'indexing', progress: 0 }
  }
  if (job.state === 'failed') return failedIndex('index_failed')
  return { status: 'indexing', progress: Math.max(0, Math.min(100, job.progress ?? 0)) }
}
