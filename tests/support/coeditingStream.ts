import { applyPresence, type PresentEditor } from '@engine/api/coediting'
import { type CoeditingReceived, readCoeditingEvents } from '@engine/sync'

export type Received = CoeditingReceived

/** A co-editing stream read as the app reads it: `fetch` with the token in the header and a stream reader. */
export interface CoeditingReader {
  status: number
  headers: Headers
  /** Every event so far, pings included, in order. */
  received: Received[]
  /** The next event of that type after the ones already taken (waits up to `ms`). */
  next<T extends Received['type']>(type: T, ms?: number): Promise<Extract<Received, { type: T }>>
  /** The presence list as the app holds it: the hello's `editors` with every `presence` delta applied. */
  editors(): PresentEditor[]
  /** Bytes of the stream's body received so far. */
  bytes(): number
  /** Resolves when the server ended the stream. */
  ended: Promise<void>
  close(): void
}

/** Opens `path` on a listening server; refusals come back as `{status, body}` without a reader. */
export async function openCoediting(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<CoeditingReader | { status: number; body: unknown; headers: Headers }> {
  const abort = new AbortController()
  const res = await fetch(`${baseUrl}${path}`, { headers, signal: abort.signal })
  if (!res.headers.get('content-type')?.startsWith('text/event-stream'))
    return { status: res.status, body: await res.json(), headers: res.headers }
  const received: Received[] = []
  let bytes = 0
  const taken = new Set<number>()
  const waiters = new Set<() => void>()
  const notify = () => waiters.forEach((w) => w())
  const body = res.body
  if (!body) throw new Error('no body')
  const ended = (async () => {
    const reader = body.getReader()
    // Counts the bytes as they arrive; the events are read as the app reads them.
    const counting = {
      getReader: () => ({
        async read() {
          const chunk = await reader.read()
          bytes += chunk.value?.length ?? 0
          return chunk
        },
        cancel: (reason?: unknown) => reader.cancel(reason),
      }),
    }
    try {
      await readCoeditingEvents(
        counting,
        (event) => {
          received.push(event)
          notify()
        },
        {
          onUnknown(type, data) {
            throw new Error(`unparsable event: ${type} ${data}`)
          },
        },
      )
    } catch (error) {
      if (!abort.signal.aborted) throw error
    } finally {
      notify()
    }
  })()
  let done = false
  ended.finally(() => (done = true)).catch(() => undefined)

  return {
    status: res.status,
    headers: res.headers,
    received,
    ended,
    close: () => abort.abort(),
    bytes: () => bytes,
    editors: () =>
      received.reduce<PresentEditor[]>(
        (list, e) => (e.type === 'hello' ? e.data.editors : e.type === 'presence' ? applyPresence(list, e.data) : list),
        [],
      ),
    next(type, ms = 5000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const index = received.findIndex((e, i) => !taken.has(i) && e.type === type)
          if (index >= 0) {
            taken.add(index)
            finish()
            resolve(received[index] as never)
          } else if (done) {
            finish()
            reject(new Error(`stream ended before a ${type} event; got ${JSON.stringify(received)}`))
          }
        }
        const timer = setTimeout(() => {
          finish()
          reject(new Error(`no ${type} event within ${ms} ms; got ${JSON.stringify(received)}`))
        }, ms)
        const finish = () => {
          clearTimeout(timer)
          waiters.delete(look)
        }
        waiters.add(look)
        look()
      })
    },
  }
}

export function isReader(value: Awaited<ReturnType<typeof openCoediting>>): value is CoeditingReader {
  return 'next' in value
}
