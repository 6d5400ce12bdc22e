import type { MessagePort } from 'node:worker_threads'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { BACKGROUND_SHARE, CHAT_ACTIVE_MS, restAfter } from '../backgroundRest'
import { closePglite } from '../durablePglite'
import type { DatabaseActivity } from '../pgliteCheckpoints'
import type { PglitePrepared } from '../pglitePrepared'
import type { WalFlush } from '../walFlush'
import { type HostReply, type HostRequest, serializeError } from './protocol'

// Also loaded in the database thread (pgliteHost.ts): import nothing of the server here.

/** Where requests come from and replies go: the thread's parent port, or a port attached to it. */
export interface StatementPort {
  postMessage(message: unknown, transferList?: readonly (ArrayBuffer | MessagePort)[]): void
  on(event: 'message', listener: (request: HostRequest) => void): unknown
}

const RAW = (value: string) => value

/** When a statement of an attached port may start (statementServer's background lane). */
export interface BackgroundLane {
  /** The main port has had no statement running for this long. */
  quietMs: number
  /** A statement that waited this long starts anyway. */
  maxWaitMs: number
  /** While the chat is active, the share of the thread's time the lane may keep (backgroundRest.ts). */
  share: number
  /** The chat counts as active while the main port has had a statement within this many ms. */
  activeMs: number
}

export const BACKGROUND_LANE: BackgroundLane = {
  quietMs: 1,
  maxWaitMs: 100,
  share: BACKGROUND_SHARE,
  activeMs: CHAT_ACTIVE_MS,
}

/**
 * Answers the statements of the embedded database's users (docs/design/storage.md "The embedded
 * database thread"): the server's event loop on its main port, and any number of attached ports
 * (an export's thread reads its pages over one: docs/api/export.md "Off the event loop"). All
 * share the one PGlite and its prepared statements; PGlite runs one statement at a time.
 */
export function statementServer(
  pg: PGlite,
  prepared: PglitePrepared,
  options: {
    slowStatementMs?: number
    /** Before the database closes (the checkpointer stops). */ onClose?: () => void
    /**
     * Group commit (walFlush.ts): every reply waits until the WAL fsyncs owed when it was ready
     * are done, so no answer tells of a commit that is not on the disk yet.
     */
    walFlush?: Pick<WalFlush, 'afterFlush'>
    /** The lane of attached ports (backgroundLane below); tests shorten or lengthen its times. */
    background?: Partial<BackgroundLane>
  } = {},
) {
  const lane = { ...BACKGROUND_LANE, ...options.background }
  const walFlush = options.walFlush
  const send: (port: StatementPort, message: HostReply) => void = walFlush
    ? (port, message) =>
        walFlush.afterFlush((error) =>
          reply(port, error && message.ok ? { id: message.id, ok: false, error: serializeError(error) } : message),
        )
    : reply

  /** Open transactions: their PGlite handle and how to end them. */
  const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>()
  let nextTransaction = 1
  const ROLLBACK = Symbol('rollback')

  /** The parsers of each list of raw types, built once (every query of drizzle sends the same list). */
  const parsersOf = new Map<string, Record<number, typeof RAW>>()
  function parsers(rawTypes: number[] | undefined) {
    if (!rawTypes) return undefined
    const key = rawTypes.join(',')
    let built = parsersOf.get(key)
    if (!built) parsersOf.set(key, (built = Object.fromEntries(rawTypes.map((type) => [type, RAW]))))
    return built
  }

  /**
   * PGlite runs one statement at a time and queues the others: a statement's own run is from its
   * start or the end of the one before, whichever is later, to its end (PGLITE_SLOW_STATEMENT_MS).
   */
  let lastEnd = 0
  /** Requests taken and not yet answered, on every port. */
  let inFlight = 0
  /**
   * The background lane (docs/design/storage.md "Respondents first in the database thread"): a
   * statement of an attached port (an export's page), or the thread's own work (the
   * checkpointer's, the background writer's: `whenFree`), starts only when none of the main
   * port's is running or open in a transaction, and the main port has been quiet for `quietMs`,
   * one at a time; one that waited its longest (`maxWaitMs`) starts anyway, so a busy chat slows
   * an export but never stops it. While the chat is active (`activeMs`), the lane rests after each
   * entry as long as the entry ran (`share` 0.5), so editor work keeps at most half of the thread
   * and of its core. The main port's statements never wait for the lane's queue,
   * only for the one entry of it that may be running.
   */
  let mainInFlight = 0
  let mainLastEnd = 0
  let backgroundRunning = false
  let backgroundStarted = 0
  /** While the chat is active, no lane entry starts before this (its share: BackgroundLane.share). */
  let laneRestsUntil = 0
  let laneTimer: ReturnType<typeof setTimeout> | undefined
  let laneTimerAt = 0
  interface LaneEntry {
    since: number
    maxWaitMs: number
    run: () => void
  }
  const backgroundQueue: LaneEntry[] = []
  function pump(): void {
    if (backgroundRunning || backgroundQueue.length === 0) return
    const head = backgroundQueue[0] as LaneEntry
    const now = performance.now()
    const overdue = now - head.since >= head.maxWaitMs
    const mainBusy = mainInFlight > 0 || transactions.size > 0
    const quietFor = now - mainLastEnd
    const resting = now < laneRestsUntil
    if (!overdue && (mainBusy || quietFor < lane.quietMs || resting)) {
      // Woken again when a main statement ends, else when the quiet time, the rest or the wait is
      // up. A timer that wakes no later stays (one that wakes early only looks again): a busy chat
      // ends hundreds of statements a second, and re-arming at each end would cost a timer each.
      const ready = mainBusy ? Infinity : Math.max(lane.quietMs - quietFor, laneRestsUntil - now)
      const wakeAt = now + Math.max(1, Math.min(ready, head.maxWaitMs - (now - head.since)))
      if (laneTimer !== undefined && laneTimerAt <= wakeAt) return
      if (laneTimer !== undefined) clearTimeout(laneTimer)
      laneTimerAt = wakeAt
      laneTimer = setTimeout(
        () => {
          laneTimer = undefined
          pump()
        },
        Math.ceil(wakeAt - now),
      )
      return
    }
    if (laneTimer !== undefined) clearTimeout(laneTimer)
    laneTimer = undefined
    backgroundQueue.shift()
    backgroundRunning = true
    backgroundStarted = now
    head.run()
  }
  function enqueue(maxWaitMs: number, run: () => void): void {
    backgroundQueue.push({ since: performance.now(), maxWaitMs, run })
    pump()
  }

  /**
   * What the checkpointer and the background writer ask of the statements' side. Their own
   * statements are not the users': they neither count as activity nor end a quiet time.
   */
  const activity: DatabaseActivity = {
    quietMs: () => (inFlight > 0 || transactions.size > 0 ? 0 : performance.now() - lastEnd),
    whenFree: (work, maxWaitMs) =>
      new Promise((resolve) =>
        enqueue(maxWaitMs, () => {
          const running = Promise.resolve().then(work)
          running.then(laneEnded, laneEnded)
          resolve(running)
        }),
      ),
  }

  function ownRun(started: number): number | undefined {
    const now = performance.now()
    const own = now - Math.max(started, lastEnd)
    lastEnd = now
    const slow = options.slowStatementMs
    return slow !== undefined && own >= slow ? Math.round(own) : undefined
  }

  function begin(port: StatementPort, id: number): void {
    const number = nextTransaction++
    let started = false
    let end!: (commit: boolean) => void
    const ended = new Promise<boolean>((resolve) => (end = resolve))
    const done = pg
      .transaction(async (tx) => {
        started = true
        transactions.set(number, { tx, end, done })
        send(port, { id, ok: true, value: number })
        if (!(await ended)) throw ROLLBACK
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error === ROLLBACK) return
          if (!started) send(port, { id, ok: false, error: serializeError(error) })
          else throw error
        },
      )
  }

  /** The database itself, or the open transaction a statement names. */
  function clientFor(transaction: number | undefined): PGlite | Transaction {
    const client = transaction === undefined ? pg : transactions.get(transaction)?.tx
    if (!client) throw new Error(`transaction ${transaction} is not open`)
    return client
  }

  async function handle(request: HostRequest, main: boolean): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const queryOptions = { rowMode: request.rowMode, parsers: parsers(request.rawTypes) }
        const tx = request.transaction === undefined ? undefined : (clientFor(request.transaction) as Transaction)
        return prepared.answer(request.sql, request.params, queryOptions, tx)
      }
      case 'exec':
        return clientFor(request.transaction).exec(request.sql)
      case 'end': {
        const open = transactions.get(request.transaction)
        if (!open) throw new Error(`transaction ${request.transaction} is not open`)
        transactions.delete(request.transaction)
        open.end(request.commit)
        await open.done
        return undefined
      }
      case 'attach':
        if (!main) throw new Error('only the main port attaches others')
        serve(request.port, { main: false })
        return undefined
      case 'close':
        if (!main) throw new Error('only the main port closes the database')
        options.onClose?.()
        await closePglite(pg, request.checkpoint)
        return undefined
      default:
        throw new Error(`unknown request ${(request as { op: string }).op}`)
    }
  }

  /** Runs a request now: the main port's at once, an attached port's when the lane lets it (pump). */
  function start(port: StatementPort, request: HostRequest, main: boolean): void {
    const started = performance.now()
    inFlight++
    if (main) mainInFlight++
    // Counted down in both outcomes, not in a `finally`: no third promise per statement.
    handle(request, main).then(
      (value) => {
        ended(main)
        const slowMs = ownRun(started)
        send(port, { id: request.id, ok: true, value, ...(slowMs !== undefined && { slowMs }) })
      },
      (error: unknown) => {
        ended(main)
        lastEnd = performance.now()
        send(port, { id: request.id, ok: false, error: serializeError(error) })
      },
    )
  }

  function ended(main: boolean): void {
    inFlight--
    if (main) {
      mainInFlight--
      mainLastEnd = performance.now()
      pump()
    } else laneEnded()
  }

  function laneEnded(): void {
    backgroundRunning = false
    const now = performance.now()
    const chatActive = mainInFlight > 0 || now - mainLastEnd < lane.activeMs
    laneRestsUntil = chatActive ? now + restAfter(now - backgroundStarted, lane.share) : 0
    pump()
  }

  /**
   * Answers the requests arriving on `port`. An attached port (not `main`) reads and writes
   * single statements only: it can neither hold a transaction (its thread may be ended at any
   * moment, and an open transaction would stop everyone) nor close the database.
   */
  function serve(port: StatementPort, { main }: { main: boolean }): void {
    port.on('message', (request: HostRequest) => {
      if (request.op === 'begin') {
        if (main) return begin(port, request.id)
        return send(port, { id: request.id, ok: false, error: serializeError(new Error('no transactions here')) })
      }
      if (!main && 'transaction' in request && request.transaction !== undefined)
        return send(port, { id: request.id, ok: false, error: serializeError(new Error('no transactions here')) })
      if (main) start(port, request, true)
      else enqueue(lane.maxWaitMs, () => start(port, request, false))
    })
  }

  return { serve, activity }
}

/** The reply on its port; a prepared statement's answer is PostgreSQL's bytes: handed over, not copied. */
export function reply(port: StatementPort, message: HostReply): void {
  if (message.ok && message.value instanceof Uint8Array)
    port.postMessage(message, [message.value.buffer as ArrayBuffer])
  else port.postMessage(message)
}
