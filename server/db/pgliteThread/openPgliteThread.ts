import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import { decodeResults, pgliteParsers } from '../pglitePrepared'
import { type HostReply, type HostRequest, type ThreadOptions, type ThreadReady, deserializeError } from './protocol'
import { workerExecArgv } from '../../workers/workerExecArgv'

const ENTRY = new URL('./pgliteWorker.mjs', import.meta.url)

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, type: number) => unknown> }
type Request = HostRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/** What drizzle's PGlite driver calls on its client (drizzle-orm/pglite/session.js), and the transaction it hands back. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
}

export interface PgliteThread extends PgliteQueries {
  transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T>
  readonly closed: boolean
  /** Ends the thread; `checkpoint` first writes every changed page into the data files. */
  close(checkpoint?: boolean): Promise<void>
}

/**
 * drizzle passes parsers that keep the text of dates, times and intervals; the thread applies
 * the same by type number. A parser that changes the text could not cross the thread boundary.
 */
function rawTypes(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined
  let types = checkedParsers.get(parsers)
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse('2026-01-01 00:00:00', Number(type)) !== '2026-01-01 00:00:00')
        throw new Error(`parser of type ${type} changes the text: not supported in the database thread`)
      return Number(type)
    })
    checkedParsers.set(parsers, types)
  }
  return types
}

/** drizzle hands the same parsers object with every run of a prepared query: checked once. */
const checkedParsers = new WeakMap<object, number[]>()

/** A statement that held the database thread at least `slowStatementMs`: its SQL text (never its parameters). */
export interface SlowStatement {
  ms: number
  sql: string
}

/** The default report of a slow statement: one line on stderr, the SQL shortened. */
export function warnSlowStatement({ ms, sql }: SlowStatement): void {
  console.warn(`Eingebettete Datenbank: Anweisung ${ms} ms: ${sql.replace(/\s+/g, ' ').trim().slice(0, 300)}`)
}

/**
 * The embedded database in its own thread (pgliteHost.ts): the server's event loop sends each
 * statement as a message and awaits its rows, so PGlite's work runs on the second core.
 * Resolves once the database is open; an unreadable data folder rejects with PostgreSQL's reason.
 * With `options.slowStatementMs`, each statement whose own run took that long is reported.
 */
export async function openPgliteThread(
  options: ThreadOptions,
  onSlowStatement: (statement: SlowStatement) => void = warnSlowStatement,
): Promise<PgliteThread> {
  const worker = new Worker(ENTRY, { workerData: options, execArgv: workerExecArgv() })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; sql?: string }>()
  let nextId = 1
  let closed = false
  let failure: Error | undefined

  const ready = new Promise<ThreadReady>((resolve, reject) =>
    pending.set(0, { resolve: (value) => resolve(value as ThreadReady), reject }),
  )
  worker.on('message', (message: HostReply) => {
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    if (message.ok && message.slowMs !== undefined) onSlowStatement({ ms: message.slowMs, sql: waiting.sql ?? '' })
    if (message.ok) waiting.resolve(message.value)
    else waiting.reject(deserializeError(message.error))
  })
  const stop = (error: Error) => {
    closed = true
    failure ??= error
    for (const { reject } of pending.values()) reject(failure)
    pending.clear()
  }
  worker.on('error', (error) => stop(error))
  worker.on('exit', (code) => stop(new Error(`the database thread ended (exit code ${code})`)))

  function call<T>(request: Request): Promise<T> {
    if (closed) return Promise.reject(failure ?? new Error('the database is closed'))
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      const sql = 'sql' in request ? request.sql : undefined
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, sql })
      worker.postMessage({ ...request, id })
    })
  }

  let parsers: ReturnType<typeof pgliteParsers> = {}
  // PGlite's parsers with the types drizzle keeps as text, merged once per list of types: merging
  // them on every statement copied some 320 entries (~0.1 ms) each time.
  const merged = new Map<string, ReturnType<typeof pgliteParsers>>()
  const parsersKeeping = (types: number[] | undefined) => {
    if (!types) return parsers
    const key = types.join(',')
    let found = merged.get(key)
    if (!found) {
      found = { ...parsers }
      for (const type of types) found[type] = (text: string) => text
      merged.set(key, found)
    }
    return found
  }
  const queries = (transaction?: number): PgliteQueries => ({
    query: async <T>(sql: string, params?: unknown[], queryOptions: QueryOptions = {}) => {
      const keptAsText = rawTypes(queryOptions.parsers)
      const answer = await call<Results<T> | Uint8Array>({
        op: 'query',
        sql,
        params,
        rowMode: queryOptions.rowMode,
        rawTypes: keptAsText,
        transaction,
      })
      // A prepared statement's answer is decoded here, on the server's thread.
      return answer instanceof Uint8Array
        ? decodeResults<T>(answer, parsersKeeping(keptAsText), { rowMode: queryOptions.rowMode })
        : answer
    },
    exec: (sql: string) => call<Results[]>({ op: 'exec', sql, transaction }),
  })

  try {
    parsers = pgliteParsers((await ready).arrayTypes)
  } catch (error) {
    await worker.terminate()
    throw error
  }

  return {
    ...queries(),
    async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
      const transaction = await call<number>({ op: 'begin' })
      let result: T
      try {
        result = await callback(queries(transaction))
      } catch (error) {
        await call({ op: 'end', transaction, commit: false }).catch(() => undefined)
        throw error
      }
      await call({ op: 'end', transaction, commit: true })
      return result
    },
    get closed() {
      return closed
    },
    async close(checkpoint = false) {
      if (closed) return
      try {
        await call({ op: 'close', checkpoint })
      } finally {
        closed = true
        await worker.terminate()
      }
    },
  }
}
