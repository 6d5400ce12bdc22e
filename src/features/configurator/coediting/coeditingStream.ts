import type { CoeditingEvent } from '@engine/api/coediting'
import { readCoeditingEvents } from '@engine/sync'
import { browserTimers, type Timers } from '../../../session/timers'
import { reconnectBackoff } from './reconnectBackoff'

/**
 * The co-editing stream's state as the app shows it (docs/design/coediting.md): `online` after the
 * server's `hello`; `connecting` while (re)connecting; `offline` when no answer arrives at all
 * (the network is gone, so edits would not arrive either); `stopped` after `closed` forbidden /
 * not_found or a 403 / 404: no reconnect, and `stopReason` says why.
 */
export type LiveStatus = 'online' | 'connecting' | 'offline' | 'stopped'
/** `unavailable`: the server has no co-editing stream (404 `not_found`, an older server): editing goes on without. */
export type StopReason = 'forbidden' | 'not_found' | 'unavailable'

export type { Timers } from '../../../session/timers'

export interface CoeditingStreamOptions {
  /** `/api/surveys/{id}/live` or `/api/multichat/{id}/live`. */
  path: string
  fetch: typeof globalThis.fetch
  token(): string | null
  /** Renews the token after a 401 or `closed` token_expired; false: try again later. */
  renewToken(sentToken: string | null): Promise<boolean>
  /** The version to catch up from (`after_version`): the editor's confirmed one. */
  after(): number | undefined
  /** Each event in order; the next waits until the promise settles (an edit is taken before the next). */
  onEvent(event: CoeditingEvent): void | Promise<void>
  onStatus(status: LiveStatus, reason?: StopReason): void
  timers?: Timers
  /** Calls back when reconnecting should not wait (the browser is online again, the page is shown again). */
  onWake?(callback: () => void): () => void
  /** The browser says it has no network (navigator.onLine false). */
  isOffline?(): boolean
  /** Calls back when the browser loses the network (its `offline` event): offline at once, not after a ping is missed. */
  onNetworkLost?(callback: () => void): () => void
}

export interface CoeditingStream {
  /** The hello's connection id (what presence calls name), while connected. */
  connectionId(): string | null
  /** Reconnects at once (after a `reload` was handled, or a wake). */
  reconnect(): void
  stop(): void
}

/**
 * Reads the stream with fetch (the token goes in the Authorization header, as for every call),
 * parses its events, and reconnects after reconnectBackoff's waits, catching up from the
 * editor's version.
 */
export function startCoeditingStream(options: CoeditingStreamOptions): CoeditingStream {
  const timers = options.timers ?? browserTimers
  let stopped = false
  const delays = reconnectBackoff()
  let connection: string | null = null
  let controller: AbortController | null = null
  let wake: (() => void) | null = null
  let status: LiveStatus | null = null

  const setStatus = (next: LiveStatus, reason?: StopReason) => {
    if (next === status && next !== 'stopped') return
    status = next
    options.onStatus(next, reason)
  }

  const stop = (reason?: StopReason) => {
    if (stopped) return
    stopped = true
    connection = null
    controller?.abort()
    wake?.()
    unsubscribeWake?.()
    unsubscribeLost?.()
    if (reason) setStatus('stopped', reason)
  }

  /** Waits out the backoff, or less when woken. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const handle = timers.setTimeout(() => {
        wake = null
        resolve()
      }, ms)
      wake = () => {
        timers.clearTimeout(handle)
        wake = null
        resolve()
      }
    })

  const backoff = () => pause(delays.next())

  /** One connection: resolves when it ended; `again` says how to go on. */
  async function connect(): Promise<'backoff' | 'now'> {
    const after = options.after()
    const url = after === undefined ? options.path : `${options.path}?after_version=${after}`
    const sentToken = options.token()
    const headers: Record<string, string> = { accept: 'text/event-stream' }
    if (sentToken) headers.authorization = `Bearer ${sentToken}`
    controller = new AbortController()
    let response: Response
    try {
      response = await options.fetch(url, { headers, signal: controller.signal })
    } catch {
      if (!stopped) setStatus('offline')
      return 'backoff'
    }
    if (response.status === 401) {
      const renewed = await options.renewToken(sentToken).catch(() => false)
      return renewed && delays.fresh() ? 'now' : 'backoff'
    }
    if (response.status === 403) return (stop('forbidden'), 'backoff')
    if (response.status === 404) {
      const body = (await response.json().catch(() => null)) as { code?: unknown } | null
      return (stop(body?.code === 'not_found' ? 'unavailable' : 'not_found'), 'backoff')
    }
    // The server answered: the network is there, the stream is not (yet).
    if (!stopped) setStatus('connecting')
    if (!response.ok || !response.body) return 'backoff'

    let next: 'backoff' | 'now' = 'backoff'
    let queue: Promise<void> = Promise.resolve()
    const take = (event: CoeditingEvent) => {
      switch (event.type) {
        case 'hello':
          connection = event.data.connection_id
          delays.reset()
          setStatus('online')
          break
        case 'closed':
          if (event.data.code === 'token_expired') {
            next = 'now'
            queue = queue.then(async () => {
              if (!(await options.renewToken(sentToken).catch(() => false))) next = 'backoff'
            })
          } else stop(event.data.code)
          controller?.abort()
          return
        case 'reload':
          // The client loads the dialog, then reconnects from its version.
          next = 'now'
          queue = queue.then(() => options.onEvent(event)).catch(() => {})
          void queue.then(() => controller?.abort())
          return
      }
      queue = queue.then(() => options.onEvent(event)).catch(() => {})
    }
    try {
      await readCoeditingEvents(response.body, (event) => {
        if (event.type !== 'ping') take(event)
      })
    } catch {
      // Aborted, or the connection broke: reconnect below.
    }
    await queue
    connection = null
    return next
  }

  async function run() {
    while (!stopped) {
      // Offline stays offline until the server answers: a flapping state would send edits into the void.
      if (options.isOffline?.()) setStatus('offline')
      else if (status !== 'offline') setStatus('connecting')
      const how = await connect()
      if (stopped) break
      if (how === 'now') continue
      if (status === 'online') setStatus('connecting')
      await backoff()
    }
  }

  const unsubscribeWake = options.onWake?.(() => {
    if (wake) wake()
  })
  const unsubscribeLost = options.onNetworkLost?.(() => {
    if (stopped) return
    setStatus('offline')
    controller?.abort()
  })
  void run()

  return {
    connectionId: () => connection,
    reconnect() {
      if (stopped) return
      if (wake) wake()
      else controller?.abort()
    },
    stop: () => stop(),
  }
}
