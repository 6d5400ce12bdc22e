import { useEffect } from 'react'
import { ref } from 'valtio'
import { globalStore } from '../session/globalStore'

/**
 * docs/product/screens.md#top-bar: the app bar has a restart button on Assess ('Neu starten') and an update button
 * on Analyse. The page owns what they do and registers it here while it is shown; without a
 * registration the bar falls back to reloading the page (docs/product/states.md: restart reloads the page).
 */
/** 'liveToggled': the live switch changed the dialog; the configurator reloads (docs/product/states.md). */
export type TopBarAction = 'restart' | 'refresh' | 'liveToggled'

export const topBarActions = globalStore<Partial<Record<TopBarAction, () => void>>>(() => ({}))

export function runTopBarAction(action: TopBarAction): void {
  const handler = topBarActions[action]
  if (handler) handler()
  else if (action !== 'liveToggled') window.location.reload()
}

/** `useTopBarAction('refresh', () => void reloadAnalysis())` in the page component. */
export function useTopBarAction(action: TopBarAction, handler: () => void): void {
  useEffect(() => {
    const registered = ref(handler)
    topBarActions[action] = registered
    return () => {
      if (topBarActions[action] === registered) delete topBarActions[action]
    }
  }, [action, handler])
}
