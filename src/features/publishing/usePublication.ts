import { SurveyPublicationResponse } from '@engine/api/surveys'
import { useEffect, useState } from 'react'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { errorText } from '../../session/errorText'
import { ApiError } from '../../session/apiClient'

export type Publication = { ever_live: boolean; ended_at: Date | null } | { failure: string }

/**
 * Whether a dialog that is not live now was live before (GET /api/surveys/{id}/publication), read
 * again whenever `active` changes (the switch in the top bar or in the note). undefined while it
 * loads or while the dialog is live (nothing to tell).
 */
export function usePublication(surveyId: string, active: boolean | null): Publication | undefined {
  const [state, setState] = useState<{ key: string; value: Publication } | null>(null)
  const key = `${surveyId}:${String(active)}`
  useEffect(() => {
    if (active !== false) return
    let current = true
    api('GET', `/api/surveys/${encodeURIComponent(surveyId)}/publication`)
      .then((json) => {
        const { ever_live, ended_at } = SurveyPublicationResponse.parse(json)
        return { ever_live, ended_at: ended_at === null ? null : new Date(ended_at) }
      })
      .catch((error: unknown) => ({
        failure: error instanceof ApiError ? errorText(error) : ui.survey.unexpectedAnswer,
      }))
      .then((value) => {
        if (current) setState({ key: `${surveyId}:false`, value })
      })
    return () => {
      current = false
    }
  }, [surveyId, active])
  return active === false && state?.key === key ? state.value : undefined
}
