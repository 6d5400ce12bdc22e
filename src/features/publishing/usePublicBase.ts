import { GetConfigResponse } from '@engine/api/surveys'
import { useEffect, useState } from 'react'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { errorText } from '../../session/errorText'
import { ApiError } from '../../session/apiClient'

export interface PublicBase {
  /** null while loading. */
  base: string | null
  /** The dialog's name, for the embed snippet's title. */
  name: string
  /** Why the server's address is unknown; the links then use this page's origin. */
  failure: string | null
}

/**
 * docs/app.md "Publishing": the server's PUBLIC_URL from the public GET /api/get_config of one dialog
 * (a public call: a failure must not log the editor out). When it fails, the page's own origin is the
 * best guess, since this server serves the page, and the failure is shown.
 */
export function usePublicBase(surveyId: string | null): PublicBase {
  const [state, setState] = useState<PublicBase & { for: string | null }>({
    for: null,
    base: null,
    name: '',
    failure: null,
  })
  useEffect(() => {
    if (!surveyId) return
    let current = true
    api('GET', '/api/get_config', { as: 'public', query: { survey_id: surveyId } })
      .then((json) => {
        const config = GetConfigResponse.parse(json)
        if (current) setState({ for: surveyId, base: config.public_url, name: config.survey_name, failure: null })
      })
      .catch((error: unknown) => {
        const msg = error instanceof ApiError ? errorText(error) : ui.survey.unexpectedAnswer
        if (current) setState({ for: surveyId, base: window.location.origin, name: '', failure: msg })
      })
    return () => {
      current = false
    }
  }, [surveyId])
  return state.for === surveyId ? state : { base: null, name: '', failure: null }
}
