import type { DocumentIndex } from '@engine/api/media'
import type { ServerContext } from '../../context'
import { findMedia, updateMediaMisc } from '../../repositories/media'
import { failedIndex, storedIndex } from './documentIndexes'

/** The job that builds a qa document's index (docs/api/media.md "Indexing"). */
export const INDEX_DOCUMENT = 'index_document'
export const documentJobKey = (filenameDb: string) => `doc:${filenameDb}`

export interface IndexDocumentPayload {
  surveyId: string
  filenameDb: string
}

interface JobTools {
  progress(percent: number): void | Promise<void>
  signal?: AbortSignal
}

/**
 * The job's body: builds the index in the document pool and stores the outcome in the file's
 * `misc.index`. A document deleted meanwhile is skipped.
 */
export async function indexDocumentJob(
  ctx: ServerContext,
  payload: IndexDocumentPayload,
  tools: JobTools,
): Promise<DocumentIndex | null> {
  const { db } = ctx.database
  const row = await findMedia(db, payload.filenameDb)
  if (!row || row.type !== 'document') return null
  const index = await ctx.documentIndexes.build(row.filenameDb, row.mime, {
    onProgress: (percent) => void tools.progress(percent),
    signal: tools.signal,
  })
  const current = await findMedia(db, payload.filenameDb)
  if (!current) return null
  await updateMediaMisc(db, payload.filenameDb, { ...((current.misc as object | null) ?? {}), index })
  return index
}

/**
 * Stand-in for the durable job queue (ctx.jobQueue, server/jobs/) until it is merged: the same
 * job run in this process after the answer, with its progress kept here.
 */
const running = new WeakMap<ServerContext, Map<string, number>>()

export function enqueueDocumentIndexing(ctx: ServerContext, payload: IndexDocumentPayload): void {
  const progress = running.get(ctx) ?? new Map<string, number>()
  running.set(ctx, progress)
  const key = documentJobKey(payload.filenameDb)
  if (progress.has(key)) return
  progress.set(key, 0)
  ctx.jobs.run(INDEX_DOCUMENT, async () => {
    try {
      await indexDocumentJob(ctx, payload, { progress: (percent) => void progress.set(key, percent) })
    } catch (error) {
      const row = await findMedia(ctx.database.db, payload.filenameDb)
      if (row)
        await updateMediaMisc(ctx.database.db, payload.filenameDb, {
          ...((row.misc as object | null) ?? {}),
          index: failedIndex('index_failed'),
        })
      throw error
    } finally {
      progress.delete(key)
    }
  })
}

/** A listed document's index as the editor sees it: an `indexing` one with its job's progress. */
export async function currentIndex(ctx: ServerContext, row: Parameters<typeof storedIndex>[0]): Promise<DocumentIndex> {
  const stored = storedIndex(row)
  if (stored && stored.status !== 'indexing') return stored
  const progress = running.get(ctx)?.get(documentJobKey(row.filenameDb))
  if (progress === undefined) {
    // Uploaded before indexing was built, or its job was lost: it is indexed (again) now.
    enqueueDocumentIndexing(ctx, { surveyId: row.surveyId, filenameDb: row.filenameDb })
    return { status: 'indexing', progress: 0 }
  }
  return { status: 'indexing', progress }
}
