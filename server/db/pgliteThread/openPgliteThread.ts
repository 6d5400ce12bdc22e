import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import { decodeResults, pgliteParsers } from '../pglitePrepared'
import { type CheckpointReport, logCheckpoint } from '../pgliteCheckpoints'
import {
  type HostEvent,
  type HostReply,
  type HostRequest,
  type ThreadOptions,
  type ThreadReady,
  deserializeError,
  isHostEvent,
} from './protocol'
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
  /**
   * A port of its own to the database thread, for another thread's statements (single statements,
   * no transactions: statementServer.ts), with what that thread needs to decode the answers.
   */
  attach(): Promise<AttachedPort>
  readonly closed: boolean
  /** Ends the thread; `checkpoint` first writes every changed page into the data files. */
  close(checkpoint?: boolean): Promise<void>
}

/** A port attached to the database thread, and the array types its answers are decoded with. */
export interface AttachedPort {
  port: MessagePort
  arrayTypes: [number, number][]
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

/** What a statement client sends on and listens to: the database thread itself, or a port attached to it. */
export interface ClientPort {
  postMessage(message: unknown, transferList?: readonly MessagePort[]): void
  on(event: 'message', listener: (reply: HostReply | HostEvent) => void): unknown
}

/**
 * The client side of the statement protocol (protocol.ts) over one port: each statement a
 * message, its answer awaited; a prepared statement's answer (PostgreSQL's bytes) is decoded here,
 * in the thread that asked. `arrayTypes` come from the database thread's "ready".
 */
export class StatementClient {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; sql?: string }
  >()
  private nextId = 1
  private failure: Error | undefined
  private parsers: ReturnType<typeof pgliteParsers> = {}
  // PGlite's parsers with the types drizzle keeps as text, merged once per list of types: merging
  // them on every statement copied some 320 entries (~0.1 ms) each time.
  private readonly merged = new Map<string, ReturnType<typeof pgliteParsers>>()

  constructor(
    private readonly port: ClientPort,
    private readonly onSlowStatement: (statement: SlowStatement) => void = warnSlowStatement,
    private readonly onCheckpoint: (report: CheckpointReport) => void = logCheckpoint,
  ) {
    port.on('message', (message) => {
      if (isHostEvent(message)) return this.onCheckpoint(message.report)
      const waiting = this.pending.get(message.id)
      if (!waiting) return
      this.pending.delete(message.id)
      if (message.ok && message.slowMs !== undefined)
        this.onSlowStatement({ ms: message.slowMs, sql: waiting.sql ?? '' })
      if (message.ok) waiting.resolve(message.value)
      else waiting.reject(deserializeError(message.error))
    })
  }

  get closed(): boolean {
    return this.failure !== undefined
  }

  /** The answer to request `id` that was sent by someone else (the thread's "ready" is id 0). */
  replyTo<T>(id: number): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    )
  }

  /** Decodes answers with PGlite's parsers for these array types (ThreadReady). */
  useArrayTypes(arrayTypes: readonly [number, number][]): void {
    this.parsers = pgliteParsers(arrayTypes)
    this.merged.clear()
  }

  /** No more answers will come: every waiting and later call rejects with `error`. */
  stop(error: Error): void {
    this.failure ??= error
    for (const { reject } of this.pending.values()) reject(this.failure)
    this.pending.clear()
  }

  call<T>(request: Request, transferList?: readonly MessagePort[]): Promise<T> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      const sql = 'sql' in request ? request.sql : undefined
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, sql })
      this.port.postMessage({ ...request, id }, transferList)
    })
  }

  private parsersKeeping(types: number[] | undefined) {
    if (!types) return this.parsers
    const key = types.join(',')
    let found = this.merged.get(key)
    if (!found) {
      found = { ...this.parsers }
      for (const type of types) found[type] = (text: string) => text
      this.merged.set(key, found)
    }
    return found
  }

  /** What drizzle's PGlite driver calls, outside any transaction or inside `transaction`. */
  queries(transaction?: number): PgliteQueries {
    return {
      query: async <T>(sql: string, params?: unknown[], queryOptions: QueryOptions = {}) => {
        const keptAsText = rawTypes(queryOptions.parsers)
        const answer = await this.call<Results<T> | Uint8Array>({
          op: 'query',
          sql,
          params,
          rowMode: queryOptions.rowMode,
          rawTypes: keptAsText,
          transaction,
        })
        // A prepared statement's answer is decoded here, in the asking thread.
        return answer instanceof Uint8Array
          ? decodeResults<T>(answer, this.parsersKeeping(keptAsText), { rowMode: queryOptions.rowMode })
          : answer
      },
      exec: (sql: string) => this.call<Results[]>({ op: 'exec', sql, transaction }),
    }
  }
}

/**
 * The embedded database in its own thread (pgliteHost.ts): the server's event loop sends each
 * statement as a message and awaits its rows, so PGlite's work runs on the second core.
 * Resolves once the database is open; an unreadable data folder rejects with PostgreSQL's reason.
 * With `options.slowStatementMs`, each statement whose own run took that long is reported; on
 * disk, each checkpoint the thread writes (pgliteCheckpoints.ts) is reported too.
 */
export async function openPgliteThread(
  options: ThreadOptions,
  onSlowStatement: (statement: SlowStatement) => void = warnSlowStatement,
  onCheckpoint: (report: CheckpointReport) => void = logCheckpoint,
): Promise<PgliteThread> {
  const worker = new Worker(ENTRY, { workerData: options, execArgv: workerExecArgv() })
  const client = new StatementClient(worker, onSlowStatement, onCheckpoint)
  const ready = client.replyTo<ThreadReady>(0)
  worker.on('error', (error) => client.stop(error))
  worker.on('exit', (code) => client.stop(new Error(`the database thread ended (exit code ${code})`)))

  let arrayTypes: [number, number][]
  try {
    arrayTypes = (await ready).arrayTypes
    client.useArrayTypes(arrayTypes)
  } catch (error) {
    await worker.terminate()
    throw error
  }

  return {
    ...client.queries(),
    async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
      const transaction = await client.call<number>({ op: 'begin' })
      let result: T
      try {
        result = await callback(client.queries(transaction))
      } catch (error) {
        await client.call({ op: 'end', transaction, commit: false }).catch(() => undefined)
        throw error
      }
      await client.call({ op: 'end', transaction, commit: true })
      return result
    },
    async attach() {
      const { port1, port2 } = new MessageChannel()
      await client.call({ op: 'attach', port: port1 }, [port1])
      return { port: port2, arrayTypes }
    },
    get closed() {
      return client.closed
    },
    async close(checkpoint = false) {
      if (client.closed) return
      try {
        await client.call({ op: 'close', checkpoint })
      } finally {
        client.stop(new Error('the database is closed'))
        await worker.terminate()
      }
    },
  }
}
