import type { PresentEditor } from '@engine/api/coediting'
import { createContext, useContext } from 'react'
import { ownPresence, type OwnPresence, type OwnPresenceReporter } from './presenceView'

/** A list readable synchronously, as useSyncExternalStore needs it. */
export interface PresenceList {
  get(): readonly PresentEditor[]
  subscribe(listener: () => void): () => void
}

/**
 * What the presence UI needs from the co-editing connection (docs/design/coediting.md "Presence"):
 * everyone else with the dialog open (this tab's own connection left out) and this user's own
 * selection and typing, sent only when they change.
 */
export interface PresencePort {
  readonly others: PresenceList
  readonly own: OwnPresenceReporter
}

const nobody: PresenceList = { get: () => [], subscribe: () => () => {} }

/** A port over any list and send call (the co-editing stream's presence store, or a test's). */
export function presencePort(others: PresenceList, send: (own: OwnPresence) => void): PresencePort {
  return { others, own: ownPresence(send) }
}

/** Without a co-editing connection: nobody else, nothing sent. */
export const noPresence: PresencePort = presencePort(nobody, () => {})

export const PresenceContext = createContext<PresencePort>(noPresence)

export const usePresencePort = () => useContext(PresenceContext)
