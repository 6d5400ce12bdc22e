import { subscribe } from 'valtio'
import { snapshot } from 'valtio/vanilla'
import type { PresentEditor } from '@engine/api/coediting'
import type { ConfiguratorSession } from '../configuratorSession'
import { othersOf } from './othersOf'
import { type PresencePort, presencePort } from './presencePort'

/**
 * The presence UI's port over the session's co-editing stream (`session.coediting`, `session.sendPresence`,
 * docs/design/coediting.md): everyone else from the latest presence list, own presence through
 * the session's throttled sender.
 */
export function sessionPresence(session: Pick<ConfiguratorSession, 'coediting' | 'sendPresence'>): PresencePort {
  let seen: object | null = null
  let others: readonly PresentEditor[] = []
  return presencePort(
    {
      get() {
        const coediting = snapshot(session.coediting)
        if (coediting !== seen) {
          seen = coediting
          others = othersOf(coediting.editors as PresentEditor[], coediting.connectionId)
        }
        return others
      },
      subscribe: (listener) => subscribe(session.coediting, listener),
    },
    (own) => session.sendPresence(own),
  )
}
