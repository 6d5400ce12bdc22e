import { useCallback, useEffect, useState } from 'react'
import { api, SessionRedirectError } from '../../session/api'
import { showToast } from '../../ui/toasts'
import { type ApiFailure, toApiFailure } from '../survey/apiFailure'
import { type ManagerDeps, type ManagerSession, openManagerSession } from './managerSession'

export type ManagerSessionLoad =
  | { phase: 'loading' }
  | { phase: 'ready'; session: ManagerSession }
  | { phase: 'failed'; failure: ApiFailure }

const appDeps = (reopen: () => void): ManagerDeps => ({
  api: (method, path, body) => api(method, path, { body }),
  report: (message, intent) => showToast(message, intent),
  reopen,
  messageOf: (error) => toApiFailure(error).msg,
})

/** Opens the manager's editing session while the page is shown; `reload` opens a fresh one. */
export function useManagerSession(managerId: number): { load: ManagerSessionLoad; reload: () => void } {
  const [load, setLoad] = useState<ManagerSessionLoad>({ phase: 'loading' })
  const [generation, setGeneration] = useState(0)
  const reload = useCallback(() => setGeneration((g) => g + 1), [])

  useEffect(() => {
    let session: ManagerSession | null = null
    let cancelled = false
    setLoad({ phase: 'loading' })
    openManagerSession(managerId, appDeps(reload)).then(
      (opened) => {
        if (cancelled) return opened.dispose()
        session = opened
        setLoad({ phase: 'ready', session: opened })
      },
      (error: unknown) => {
        if (!cancelled && !(error instanceof SessionRedirectError)) setLoad({ phase: 'failed', failure: toApiFailure(error) })
      },
    )
    return () => {
      cancelled = true
      session?.dispose()
    }
  }, [managerId, generation, reload])

  return { load, reload }
}
