import type { PresenceBody, PresentEditor } from '@engine/api/coediting'
import type { Timers } from '../../../session/timers'
import type { LiveStatus, StopReason } from './coeditingStream'

/**
 * What the configurator knows of the co-editing stream, a valtio store on the session (`session.coediting`):
 * its status for the toolbar, and who else has the dialog open (the latest `presence` list, own
 * connection included: compare `connection_id` with `connectionId`).
 */
export interface CoeditingState {
  status: LiveStatus
  /** Why the stream stopped (status `stopped`). */
  stopReason: StopReason | null
  /** Whether the stream was connected once: `connecting` after that is a reconnect. */
  wasOnline: boolean
  /** This stream's id from the server's `hello`; null while not connected. */
  connectionId: string | null
  editors: PresentEditor[]
  /** The dialog's version after the latest saved edit the stream brought (own or a colleague's); the "Versionen" list reloads on it. */
  loggedVersion: number | null
}

export const initialCoeditingState = (): CoeditingState => ({
  status: 'connecting',
  stopReason: null,
  wasOnline: false,
  connectionId: null,
  editors: [],
  loggedVersion: null,
})

export type PresenceUpdate = Omit<PresenceBody, 'connection_id'>

/** docs/design/coediting.md: presence calls at most every 250 ms; the last state is always sent. */
export const PRESENCE_INTERVAL_MS = 250

/**
 * `sendPresence({selected, typing})` throttled: the first call goes at once, later ones within
 * 250 ms are merged into one trailing call with the latest state. Without a connection (before
 * `hello`, while reconnecting) the latest state waits and goes out on `flush()` (the next hello).
 */
export function createPresenceSender(
  send: (body: PresenceBody) => Promise<unknown>,
  connectionId: () => string | null,
  timers: Timers,
  now: () => number = Date.now,
) {
  let latest: PresenceUpdate | null = null
  let lastSent = -Infinity
  let timer: unknown = null
  let disposed = false

  const fire = () => {
    timer = null
    const id = connectionId()
    if (disposed || !latest || !id) return
    const body: PresenceBody = { connection_id: id, ...latest }
    latest = null
    lastSent = now()
    // A failed presence call is not worth a message: the next one, or the next hello, repeats the state.
    void send(body).catch(() => {})
  }

  const schedule = () => {
    if (timer !== null || disposed) return
    const wait = lastSent + PRESENCE_INTERVAL_MS - now()
    if (wait <= 0) fire()
    else timer = timers.setTimeout(fire, wait)
  }

  /** The last state sent, so a reconnect can repeat it. */
  let current: PresenceUpdate | null = null

  return {
    sendPresence(update: PresenceUpdate) {
      current = update
      latest = update
      schedule()
    },
    /** Connected again (a new hello): the server forgot this stream's state, so it is sent again. */
    flush() {
      if (current) latest = current
      schedule()
    },
    dispose() {
      disposed = true
      if (timer !== null) timers.clearTimeout(timer)
      timer = null
    },
  }
}
