import { NonIdealState } from '@blueprintjs/core'
import { useEffect } from 'react'
import { Link, Navigate, Outlet, useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { de } from '../../i18n/de'
import { currentSurvey, ensureCurrentSurvey } from './currentSurvey'

/**
 * Layout route for the pages of one dialog (docs/product/screens.md#navigation-guard, first bullet): entering it loads the
 * dialog unless it is already loaded for this id. The page renders meanwhile (the top bar shows
 * 'loading...'); a dialog that cannot be loaded replaces the page with the reason.
 */
export function SurveyRoute() {
  const { survey_id: surveyId } = useParams()
  const state = useSnapshot(currentSurvey)

  useEffect(() => {
    if (surveyId) void ensureCurrentSurvey(surveyId)
  }, [surveyId])

  if (!surveyId) return <Navigate to="/dashboard" replace />
  if (state.surveyId === surveyId && state.error) {
    return (
      <main className="page">
        <NonIdealState
          icon="error"
          title={de.survey.loadFailed}
          description={state.error.msg}
          action={<Link to="/dashboard">{de.survey.backToDashboard}</Link>}
        />
      </main>
    )
  }
  return <Outlet />
}
