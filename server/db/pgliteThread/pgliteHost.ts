import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { closePglite, openDurablePglite, openMemoryPglite } from '../durablePglite'
import { PglitePrepared, arrayTypesOf } from '../pglitePrepared'
import { type HostRequest, type HostReply, type ThreadOptions, type ThreadReady, serializeError } from './protocol'

/**
 * The embedded database in a thread of its own (docs/design/storage.md#the-embedded-database-thread):
 * PGlite runs here, the server's event loop only sends statements and awaits their rows, so a
 * long query (an analysis, an export, a restore) no longer stops the answers to respondents.
 * Same PGlite, same data folder, same fsync'ing filesystem as in the server's own thread.
 */
const options = workerData as ThreadOptions
const port = parentPort
if (!port) throw new Error('pgliteHost runs only as a worker thread (server/db/pgliteThread/openPgliteThread.ts)')

const RAW = (value: string) => value

/** Open transactions: their PGlite handle and how to end them. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>()
let nextTransaction = 1
const ROLLBACK = Symbol('rollback')

function reply(message: HostReply): void {
  // A prepared statement's answer is PostgreSQL's bytes: handed over, not copied.
  if (message.ok && message.value instanceof Uint8Array)
    port!.postMessage(message, [message.value.buffer as ArrayBuffer])
  else port!.postMessage(message)
}

/** The parsers of each list of raw types, built once (every query of drizzle sends the same list). */
const parsersOf = new Map<string, Record<number, typeof RAW>>()
function parsers(rawTypes: number[] | undefined) {
  if (!rawTypes) return undefined
  const key = rawTypes.join(',')
  let built = parsersOf.get(key)
  if (!built) parsersOf.set(key, (built = Object.fromEntries(rawTypes.map((type) => [type, RAW]))))
  return built
}

async function open(): Promise<PGlite> {
  if (options.dataDir === undefined) return openMemoryPglite(options.from)
  return openDurablePglite(options.dataDir)
}

function begin(pg: PGlite, id: number): void {
  const number = nextTransaction++
  let started = false
  let end!: (commit: boolean) => void
  const ended = new Promise<boolean>((resolve) => (end = resolve))
  const done = pg
    .transaction(async (tx) => {
      started = true
      transactions.set(number, { tx, end, done })
      reply({ id, ok: true, value: number })
      if (!(await ended)) throw ROLLBACK
    })
    .then(
      () => undefined,
      (error: unknown) => {
        if (error === ROLLBACK) return
        if (!started) reply({ id, ok: false, error: serializeError(error) })
        else throw error
      },
    )
}

/** The database itself, or the open transaction a statement names. */
function clientFor(pg: PGlite, transaction: number | undefined): PGlite | Transaction {
  const client = transaction === undefined ? pg : transactions.get(transaction)?.tx
  if (!client) throw new Error(`transaction ${transaction} is not open`)
  return client
}

async function handle(pg: PGlite, prepared: PglitePrepared, request: HostRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: parsers(request.rawTypes) }
      const tx = request.transaction === undefined ? undefined : (clientFor(pg, request.transaction) as Transaction)
      return prepared.answer(request.sql, request.params, options, tx)
    }
    case 'exec':
      return clientFor(pg, request.transaction).exec(request.sql)
    case 'end': {
      const open = transactions.get(request.transaction)
      if (!open) throw new Error(`transaction ${request.transaction} is not open`)
      transactions.delete(request.transaction)
      open.end(request.commit)
      await open.done
      return undefined
    }
    case 'close': {
      await closePglite(pg, request.checkpoint)
      return undefined
    }
    default:
      throw new Error(`unknown request ${(request as { op: string }).op}`)
  }
}

/**
 * PGlite runs one statement at a time and queues the others: a statement's own run is from its
 * start or the end of the one before, whichever is later, to its end (PGLITE_SLOW_STATEMENT_MS).
 */
let lastEnd = 0
function ownRun(started: number): number | undefined {
  const now = performance.now()
  const own = now - Math.max(started, lastEnd)
  lastEnd = now
  const slow = options.slowStatementMs
  return slow !== undefined && own >= slow ? Math.round(own) : undefined
}

try {
  const pg = await open()
  const prepared = new PglitePrepared(pg)
  port.on('message', (request: HostRequest) => {
    if (request.op === 'begin') return begin(pg, request.id)
    const started = performance.now()
    handle(pg, prepared, request).then(
      (value) => {
        const slowMs = ownRun(started)
        reply({ id: request.id, ok: true, value, ...(slowMs !== undefined && { slowMs }) })
      },
      (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
    )
  })
  const ready: ThreadReady = { arrayTypes: await arrayTypesOf(pg) }
  reply({ id: 0, ok: true, value: ready })
} catch (error) {
  reply({ id: 0, ok: false, error: serializeError(error) })
}
