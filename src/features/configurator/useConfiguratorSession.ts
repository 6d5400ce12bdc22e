import { useCallback, useEffect, useState } from 'react'
import { api, SessionRedirectError } from '../../session/api'
import { showToast } from '../../ui/toasts'
import { toApiFailure, type ApiFailure } from '../survey/apiFailure'
import { ConfiguratorResponse } from '@engine/api/surveys'
import type { TransportCall } from '@engine/index'
import { type ConfiguratorSession, openConfiguratorSession } from './configuratorSession'

export type SessionLoad =
  | { phase: 'loading' }
  | { phase: 'ready'; session: ConfiguratorSession }
  | { phase: 'failed'; failure: ApiFailure }

const deps = {
  load: async (surveyId: string) => ConfiguratorResponse.parse(await api('POST', '/api/get_survey_data_configurator', { body: { survey_id: surveyId } })),
  transport: { send: (call: TransportCall) => api(call.method, call.path, { body: call.body }) },
  report: (message: string) => showToast(message, 'danger'),
  storage: typeof localStorage === 'undefined' ? undefined : localStorage,
}

/**
 * Opens the dialog's editing session while the page is shown and closes it after; `reload`
 * opens a fresh one (after the live toggle, SPEC.md §4). `enabled` is false while the role is
 * unknown or may not edit: the configurator call would answer 403, which logs out.
 */
export function useConfiguratorSession(surveyId: string, enabled: boolean): { load: SessionLoad; reload: () => void } {
  const [load, setLoad] = useState<SessionLoad>({ phase: 'loading' })
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    if (!enabled) return
    let session: ConfiguratorSession | null = null
    let cancelled = false
    setLoad({ phase: 'loading' })
    openConfiguratorSession(surveyId, deps).then(
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
  }, [surveyId, enabled, generation])

  const reload = useCallback(() => setGeneration((g) => g + 1), [])
  return { load, reload }
}
