import { DOCUMENT_INDEX_REASONS, DocumentIndex, type DocumentIndexFailure } from '@engine/api/media'
import type { PassageIndex } from '@engine/nlu'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { MessageChannel } from 'node:worker_threads'
import type { Db } from '../../db/database'
import { type MediaRow, findMedia } from '../../repositories/media'
import { type WorkerPool, WorkerTaskAborted, createWorkerPool } from '../../workers/workerPool'
import type { BuildDocumentInput } from './buildDocumentIndex'
import { DOCUMENT_LIMITS, type DocumentLimits } from './documentLimits'
import { openPassageIndex } from './passageIndexFile'

export const failedIndex = (code: DocumentIndexFailure): DocumentIndex => ({
  status: 'failed',
  code,
  reason: DOCUMENT_INDEX_REASONS[code],
})

/** The stored index status of a document row, if it has a valid one. */
export function storedIndex(row: MediaRow): DocumentIndex | null {
  const parsed = DocumentIndex.safeParse((row.misc as { index?: unknown } | null)?.index)
  return parsed.success ? parsed.data : null
}

/**
 * The passage indexes of qa blocks' documents (docs/design/dialog-content.md, docs/api/media.md
 * "Indexing"). An index is built once per upload, by a job, in a worker thread of this service's
 * own pool (one thread, its heap capped), and stored beside the file as `{filename_db}.index`; a
 * chat turn only opens a stored index (a few views over its bytes, cached per process) and never
 * builds one. Uploads are never changed in place (a new upload gets a new filename_db), so an
 * index can be cached per file.
 */
export interface DocumentIndexes {
  /** Reads a stored document and writes its index, off the event loop; `indexed` or why not. */
  build(
    filenameDb: string,
    mime: string,
    options?: { onProgress?: (percent: number) => void; signal?: AbortSignal },
  ): Promise<DocumentIndex>
  /**
   * The built index of a dialog's own indexed document, else null (the block then answers its
   * qa_fallback). `onMissing` hears of an indexed document whose stored index is gone or from an
   * older format, so it can be built again.
   */
  indexFor(db: Db, surveyId: string, filenameDb: string, onMissing?: () => void): Promise<PassageIndex | null>
  /** A deleted document: its stored and cached index go too. */
  forget(filenameDb: string): Promise<void>
  close(): Promise<void>
}

export interface DocumentIndexOptions {
  /** Tests lower the limits (and the thread's heap with `workerHeapMb`). */
  limits?: Partial<DocumentLimits>
  /** The document thread started at once and kept (workerPool.ts `warm`). */
  warm?: boolean
}

/** Opened indexes kept per process: a 10 MB text's index is about 20 MB. */
const CACHE_BYTES = 256 * 1024 * 1024
const CACHE_COUNT = 200

export function createDocumentIndexes(dataDir: string, options: DocumentIndexOptions = {}): DocumentIndexes {
  const limits = { ...DOCUMENT_LIMITS, ...options.limits }
  let pool: WorkerPool | undefined
  // Documents get their own pool: one thread, so a hostile PDF holds at most one core, with a
  // heap cap of its own, so it cannot take the memory other work needs.
  const documentPool = () =>
    (pool ??= createWorkerPool({
      maxThreads: 1,
      maxQueue: 32,
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
      warm: options.warm,
    }))
  if (options.warm) documentPool()
  const cache = new Map<string, { index: PassageIndex; bytes: number }>()
  const loading = new Map<string, Promise<PassageIndex | null>>()
  let cachedBytes = 0
  const filePath = (filenameDb: string) => join(dataDir, 'media', filenameDb)
  const indexPath = (filenameDb: string) => join(dataDir, 'media', `${filenameDb}.index`)

  function remember(filenameDb: string, index: PassageIndex, bytes: number) {
    cache.set(filenameDb, { index, bytes })
    cachedBytes += bytes
    for (const [key, entry] of cache) {
      if (cachedBytes <= CACHE_BYTES && cache.size <= CACHE_COUNT) break
      cache.delete(key)
      cachedBytes -= entry.bytes
    }
  }

  function drop(filenameDb: string) {
    const entry = cache.get(filenameDb)
    if (entry) cachedBytes -= entry.bytes
    cache.delete(filenameDb)
  }

  async function load(filenameDb: string, onMissing?: () => void): Promise<PassageIndex | null> {
    const bytes = await readFile(indexPath(filenameDb)).catch(() => null)
    const index = bytes && openPassageIndex(bytes)
    if (!bytes || !index) {
      onMissing?.()
      return null
    }
    remember(filenameDb, index, bytes.length)
    return index
  }

  return {
    async build(filenameDb, mime, { onProgress, signal } = {}) {
      const channel = new MessageChannel()
      channel.port1.on('message', (message: { progress?: number }) => {
        if (typeof message.progress === 'number') onProgress?.(message.progress)
      })
      const input: BuildDocumentInput = {
        path: filePath(filenameDb),
        mime,
        indexPath: indexPath(filenameDb),
        progress: channel.port2,
        limits,
      }
      drop(filenameDb)
      try {
        const built = await documentPool().run('indexDocument', input, {
          timeoutMs: limits.timeLimitMs,
          signal,
          transferList: [channel.port2],
        })
        return built.ok ? { status: 'indexed', sections: built.sections, pages: built.pages } : failedIndex(built.code)
      } catch (error) {
        // The thread was ended by its time limit or heap cap: the document is the cause.
        if (error instanceof WorkerTaskAborted && error.reason !== 'aborted') {
          const pdf = mime === 'application/pdf'
          if (error.reason === 'timeout') return failedIndex(pdf ? 'pdf_too_slow' : 'text_too_long')
          return failedIndex(pdf ? 'pdf_too_large' : 'text_too_long')
        }
        throw error
      } finally {
        channel.port1.close()
      }
    },
    async indexFor(db, surveyId, filenameDb, onMissing) {
      const cached = cache.get(filenameDb)
      const media = await findMedia(db, filenameDb)
      // A block may only read its own dialog's documents, whatever filename_db it names.
      if (!media || media.surveyId !== surveyId || media.type !== 'document') return null
      if (storedIndex(media)?.status !== 'indexed') return null
      if (cached) return cached.index
      let pending = loading.get(filenameDb)
      if (!pending) {
        pending = load(filenameDb, onMissing).finally(() => loading.delete(filenameDb))
        loading.set(filenameDb, pending)
      }
      return pending
    },
    async forget(filenameDb) {
      drop(filenameDb)
      await rm(indexPath(filenameDb), { force: true })
      // Kept text of the version before stored indexes (`.pages.json`).
      await rm(join(dataDir, 'media', `${filenameDb}.pages.json`), { force: true })
    },
    async close() {
      await pool?.close()
    },
  }
}
