import { subscribe } from 'valtio'
import { snapshot } from 'valtio/vanilla'
import type { PresentEditor } from '@engine/api/coediting'
import type { ConfiguratorSession } from '../configuratorSession'
import { othersOf } from './othersOf'
import { type PresencePort, presencePort } from './presencePort'

/**
 * The presence UI's port over the session's live stream (`session.live`, `session.sendPresence`,
 * docs/design/coediting.md): everyone else from the latest presence list, own presence through
 * the session's throttled sender.
 */
export function sessionPresence(session: Pick<ConfiguratorSession, 'live' | 'sendPresence'>): PresencePort {
  let seen: object | null = null
  let others: readonly PresentEditor[] = []
  return presencePort(
    {
      get() {
        const live = snapshot(session.live)
        if (live !== seen) {
          seen = live
          others = othersOf(live.editors as PresentEditor[], live.connectionId)
        }
        return others
      },
      subscribe: (listener) => subscribe(session.live, listener),
    },
    (own) => session.sendPresence(own),
  )
}
