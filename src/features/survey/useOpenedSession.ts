import { useCallback, useEffect, useState } from 'react'
import { SessionRedirectError } from '../../session/api'
import { type ApiFailure, toApiFailure } from './apiFailure'

export type OpenedSession<S> =
  { phase: 'loading' } | { phase: 'ready'; session: S } | { phase: 'failed'; failure: ApiFailure }

/**
 * Keeps an editing session (configurator, multichat editor) open while a page is shown and
 * disposes it after; `reload` opens a fresh one. `open` is null while the session must not be
 * opened yet (for example while the role is unknown). A redirect (logout, login refresh) is not a
 * failure to show: the page is leaving. `key` lists what `open` depends on, as for useEffect.
 */
export function useOpenedSession<S extends { dispose(): void }>(
  open: ((reload: () => void) => Promise<S>) | null,
  key: readonly unknown[],
): { load: OpenedSession<S>; reload: () => void } {
  const [load, setLoad] = useState<OpenedSession<S>>({ phase: 'loading' })
  const [generation, setGeneration] = useState(0)
  const reload = useCallback(() => setGeneration((g) => g + 1), [])

  useEffect(() => {
    if (!open) return
    let session: S | null = null
    let cancelled = false
    setLoad({ phase: 'loading' })
    open(reload).then(
      (opened) => {
        if (cancelled) return opened.dispose()
        session = opened
        setLoad({ phase: 'ready', session: opened })
      },
      (error: unknown) => {
        if (!cancelled && !(error instanceof SessionRedirectError))
          setLoad({ phase: 'failed', failure: toApiFailure(error) })
      },
    )
    return () => {
      cancelled = true
      session?.dispose()
    }
    // `open` is a new function each render; `key` says when it really changed.
  }, [...key, open === null, generation, reload])

  return { load, reload }
}
