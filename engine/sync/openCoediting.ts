import { type CoeditingReceived, type StreamBody, type StreamReader, readCoeditingEvents } from './readCoeditingEvents'

/** The part of a `fetch` answer the co-editing stream needs; the platform's `fetch` fits it. */
export interface CoeditingResponse {
  status: number
  headers: { get(name: string): string | null }
  body: StreamBody | null
  json(): Promise<unknown>
}

export type CoeditingFetch = (url: string, init: { headers: Record<string, string> }) => Promise<CoeditingResponse>

export interface CoeditingOptions {
  /** The platform's `fetch` (Node 18+ and browsers), or any that answers as it does. */
  fetch: CoeditingFetch
  /** The whole URL of `/api/surveys/{id}/live` (with `?after_version=` to catch up from a version). */
  url: string
  token: string
  /** Hears every event as it arrives, before `next` does: e.g. `changes` into `editor.receive`. */
  onEvent?(event: CoeditingReceived): void
}

/** One open `/live` connection, read to its end. */
export interface CoeditingConnection {
  readonly status: number
  /** Every event so far, pings included, in order. */
  readonly received: readonly CoeditingReceived[]
  /**
   * The next event of that type after the ones `next` already gave (events are kept, so one that
   * arrived before the call counts). Rejects when the stream ends first; bound it with the test's timeout.
   */
  next<T extends CoeditingReceived['type']>(type: T): Promise<Extract<CoeditingReceived, { type: T }>>
  /** Settles when the stream ended: the server closed it, the connection broke, or `close()`. */
  readonly ended: Promise<void>
  close(): void
}

/** A refused stream: the server's status and `{msg, code}` (401, 403, 404 ...). */
export interface CoeditingRefusal {
  readonly status: number
  readonly body: unknown
}

/**
 * Opens the co-editing stream as the app does (token in the Authorization header, so `fetch`, not
 * EventSource) and reads it with `readCoeditingEvents`. No reconnect: that is the app's stream client's
 * job (src/features/configurator/coediting/coeditingStream.ts); a test opens a new connection with
 * `after_version` when it wants one.
 */
export async function openCoediting(options: CoeditingOptions): Promise<CoeditingConnection | CoeditingRefusal> {
  const res = await options.fetch(options.url, {
    headers: { authorization: `Bearer ${options.token}`, accept: 'text/event-stream' },
  })
  const body = res.body
  if (!res.headers.get('content-type')?.startsWith('text/event-stream') || !body)
    return { status: res.status, body: await res.json().catch(() => null) }

  const received: CoeditingReceived[] = []
  const given = new Set<number>()
  const waiters = new Set<() => void>()
  const notify = () => [...waiters].forEach((look) => look())
  let reader: StreamReader | undefined
  let closed = false
  let done = false
  const ended = readCoeditingEvents({ getReader: () => (reader = body.getReader()) }, (event) => {
    received.push(event)
    options.onEvent?.(event)
    notify()
  })
    .catch((error: unknown) => {
      if (!closed) throw error
    })
    .finally(() => {
      done = true
      notify()
    })
  // A broken connection rejects `ended` for whoever awaits it; unawaited, it is no unhandled rejection.
  ended.catch(() => undefined)

  return {
    status: res.status,
    received,
    ended,
    close() {
      closed = true
      void reader?.cancel().catch(() => undefined)
    },
    next(type) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const index = received.findIndex((e, i) => !given.has(i) && e.type === type)
          if (index >= 0) {
            given.add(index)
            waiters.delete(look)
            resolve(received[index] as never)
          } else if (done) {
            waiters.delete(look)
            reject(new Error(`Der Stream endete vor einem ${type}-Ereignis.`))
          }
        }
        waiters.add(look)
        look()
      })
    },
  }
}

export const isCoeditingConnection = (value: CoeditingConnection | CoeditingRefusal): value is CoeditingConnection =>
  'next' in value
