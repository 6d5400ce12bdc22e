import { useEffect, useMemo } from 'react'
import type { MultichatClient } from '../clients/chatClient'
import { createMultichatStore, type MultichatStore } from './multichatStore'
import { createNotifier } from './notificationSound'

/**
 * One store per client and contact list, started on mount and stopped on unmount (timers,
 * pacing). StrictMode mounts twice: the second start replaces the first (generation), and the
 * live client registers only once (single flight).
 */
export function useMultichatStore(
  client: MultichatClient,
  surveyIds: readonly string[],
  notificationSound: boolean,
): MultichatStore {
  const key = surveyIds.join('\n')
  // Creating a store has no side effects (no call, no timer): safe to memoise.
  const store = useMemo(() => createMultichatStore({ client, surveyIds }), [client, key])

  useEffect(() => {
    const notifier = notificationSound ? createNotifier() : null
    store.setNotify(notifier ? () => notifier.notify() : () => {})
    void store.start()
    return () => {
      store.dispose()
      notifier?.dispose()
    }
  }, [store, notificationSound])
  return store
}
