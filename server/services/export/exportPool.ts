import { type WorkerPool, createWorkerPool } from '../../workers/workerPool'

/**
 * The threads that build excel workbooks (docs/api/export.md "Off the event loop"): one at a time,
 * so exports together hold at most one core; a few more wait (then 503 `export_busy`). Memory
 * stays flat per export (one page of respondents and at most one part of a sheet's XML before it is compressed); the
 * heap cap ends a thread that would still outgrow it instead of the server.
 */
export const EXPORT_THREADS = 1
export const EXPORT_QUEUE = 8
export const EXPORT_HEAP_MB = 384

export function createExportPool(options: { warm?: boolean } = {}): WorkerPool {
  return createWorkerPool({
    warm: options.warm,
    maxThreads: EXPORT_THREADS,
    maxQueue: EXPORT_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: EXPORT_HEAP_MB },
  })
}
