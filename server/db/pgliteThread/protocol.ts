import type { MessagePort } from 'node:worker_threads'
import type { CheckpointPolicy, CheckpointReport } from '../pgliteCheckpoints'
import type { WriterPolicy } from '../pgliteWriter'

/** The messages between the server and its database thread (pgliteHost.ts, openPgliteThread.ts). */
export interface ThreadOptions {
  /** On disk, fsync'ed (DurableNodeFS); undefined: in memory. */
  dataDir?: string
  /** An in-memory database starting as a copy of a dumped one. */
  from?: Blob
  /** Report a statement whose own run took this many milliseconds or more (PGLITE_SLOW_STATEMENT_MS). */
  slowStatementMs?: number
  /** On disk: when checkpoints are written (pgliteCheckpoints.ts CHECKPOINTS by default); false: only at close. */
  checkpoints?: CheckpointPolicy | false
  /** On disk with checkpoints: how often the background writer goes round (pgliteWriter.ts WRITER by default). */
  writer?: WriterPolicy
  /** On disk: one WAL fsync for the commits that ran meanwhile (walFlush.ts); false: one per commit. */
  groupCommit?: boolean
}

export type HostRequest =
  | {
      op: 'query'
      id: number
      sql: string
      params?: unknown[]
      rowMode?: 'array' | 'object'
      /** Types whose text is kept as it is (drizzle's parsers for dates, times and intervals). */
      rawTypes?: number[]
      transaction?: number
    }
  | { op: 'exec'; id: number; sql: string; transaction?: number }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; transaction: number; commit: boolean }
  | { op: 'close'; id: number; checkpoint: boolean }
  /** Answer the requests arriving on `port` too (statementServer.ts); only single statements there. */
  | { op: 'attach'; id: number; port: MessagePort }

/**
 * The thread's "ready": what the server's side needs to decode a prepared statement's answer,
 * which comes as PostgreSQL's bytes (pglitePrepared.ts decodeResults): the array types PGlite parses.
 */
export interface ThreadReady {
  arrayTypes: [number, number][]
}

/**
 * Id 0 is the thread's own "ready" (ThreadReady, or the reason it could not open the database).
 * A query's value is PGlite's results, or a prepared statement's answer as PostgreSQL's bytes (a
 * Uint8Array, transferred).
 */
export type HostReply =
  | { id: number; ok: true; value: unknown; /** its own run in ms, when at least `slowStatementMs` */ slowMs?: number }
  | { id: number; ok: false; error: SerializedError }

/** Sent by the thread unasked, besides the replies: a checkpoint it wrote (pgliteCheckpoints.ts). */
export interface HostEvent {
  event: 'checkpoint'
  report: CheckpointReport
}

export function isHostEvent(message: HostReply | HostEvent): message is HostEvent {
  return 'event' in message
}

export interface SerializedError {
  name: string
  message: string
  stack?: string
  /** PostgreSQL's fields (code, detail, constraint, …): the app branches on `code`. */
  fields: Record<string, string | number | boolean | null>
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} }
  const fields: SerializedError['fields'] = {}
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value as string | number | boolean | null
  return { name: error.name, message: error.message, stack: error.stack, fields }
}

/** The error as the app would have met it in its own thread: same message, same fields. */
export function deserializeError(error: SerializedError): Error {
  const revived = new Error(error.message) as Error & Record<string, unknown>
  revived.name = error.name
  if (error.stack) revived.stack = error.stack
  Object.assign(revived, error.fields)
  return revived
}
