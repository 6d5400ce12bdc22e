import { applyPresence, type ChangesEvent, type PresentEditor } from '@engine/api/coediting'
import type { ConnectionState } from '@engine/index'
import { readCoeditingEvents } from '@engine/sync'
import { reconnectBackoff } from '../coediting/reconnectBackoff'
import { othersOf } from './othersOf'
import { type PresencePort, presencePort } from './presencePort'
import type { OwnPresence } from './presenceView'

export interface CoeditingLinkDeps {
  /** The editor's access token now (it is refreshed by the API client between reconnects). */
  token(): string | null
  /** POST /api/surveys/{id}/presence; failures are ignored (presence is best effort). */
  sendPresence(body: OwnPresence & { connection_id: string }): Promise<unknown>
  fetch?: typeof globalThis.fetch
  /** Waits before a reconnect; tests pass their own. */
  wait?: (ms: number) => Promise<void>
}

/** What the stream feeds: the dialog editor as it is, or the multichat's multichat editor (no versions, no changes). */
export interface CoeditingTarget {
  /** The confirmed version, the stream's `after_version`; undefined: start at the stream's version. */
  version(): number | undefined
  receive?(event: ChangesEvent): Promise<void>
  refresh(): Promise<unknown>
  setConnection(state: ConnectionState): void
}

export interface CoeditingLink {
  readonly presence: PresencePort
  close(): void
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The editors' end of `GET /api/surveys/{id}/live` and `GET /api/multichat/{id}/live` (`path`; docs/api/coediting.md "What a client
 * does"): `changes` go to `editor.receive`, `reload` and `outside` to `editor.refresh`, `presence`
 * to the presence list (everyone else), own presence goes out after `hello` and on every change.
 * A dropped stream reconnects from the editor's confirmed version after reconnectBackoff's wait
 * (1 s, 2 s, 5 s, then every 15 s; 1 s again after a `hello`); `closed` with `forbidden` or
 * `not_found` ends it. The token travels in the Authorization header, so the stream is read with
 * fetch, not EventSource.
 */
export function openCoeditingLink(path: string, editor: CoeditingTarget, deps: CoeditingLinkDeps): CoeditingLink {
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis)
  const pause = deps.wait ?? wait
  let others: readonly PresentEditor[] = []
  /** The stream's presence list (hello, then deltas); `others` is what the UI shows of it. */
  let everyone: PresentEditor[] = []
  const listeners = new Set<() => void>()
  const setOthers = (next: readonly PresentEditor[]) => {
    others = next
    for (const listener of [...listeners]) listener()
  }
  let connectionId: string | null = null
  let own: OwnPresence = { selected: null, typing: null }
  const announce = () => {
    if (connectionId) void deps.sendPresence({ connection_id: connectionId, ...own }).catch(() => {})
  }
  const presence = presencePort(
    {
      get: () => others,
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    (next) => {
      own = next
      announce()
    },
  )

  let stopped = false
  let abort: AbortController | null = null
  const delays = reconnectBackoff()

  /** One stream from open to end; true when it must not be opened again. */
  async function stream(): Promise<boolean> {
    abort = new AbortController()
    const after = editor.version()
    const response = await doFetch(after === undefined ? path : `${path}?after_version=${after}`, {
      headers: { authorization: `Bearer ${deps.token() ?? ''}`, accept: 'text/event-stream' },
      signal: abort.signal,
    })
    if (response.status === 403 || response.status === 404) return true
    if (!response.ok || !response.body) return false
    let final = false
    await readCoeditingEvents(response.body, (event) => {
      if (event.type === 'hello') {
        connectionId = event.data.connection_id
        delays.reset()
        everyone = event.data.editors
        setOthers(othersOf(everyone, connectionId))
        editor.setConnection('online')
        announce()
      } else if (event.type === 'changes') void editor.receive?.(event.data).catch(() => {})
      else if (event.type === 'reload' || event.type === 'outside') void editor.refresh()
      else if (event.type === 'presence') {
        everyone = applyPresence(everyone, event.data)
        setOthers(othersOf(everyone, connectionId))
      } else if (event.type === 'closed') final = event.data.code !== 'token_expired'
    })
    return final
  }

  void (async () => {
    while (!stopped) {
      const final = await stream().catch(() => false)
      connectionId = null
      everyone = []
      setOthers([])
      if (stopped || final) break
      editor.setConnection('connecting')
      await pause(delays.next())
    }
  })()

  return {
    presence,
    close() {
      stopped = true
      abort?.abort()
      listeners.clear()
    },
  }
}
