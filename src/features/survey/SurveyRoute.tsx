import { NonIdealState } from '@blueprintjs/core'
import { useEffect } from 'react'
import { Link, Navigate, Outlet, useMatches, useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { appBarParts } from '../../ui/appBar/appBarParts'
import type { RouteMeta } from '../../ui/routeMeta'
import { currentSurvey, ensureCurrentSurvey } from './currentSurvey'
import { NoPermission } from './NoPermission'
import { tabAccess } from './surveyTabs'
import { Spinner } from '../../ui/Spinner'

/** The tab of the deepest matched route that has a name (a handle-less child keeps its parent's). */
function useRouteTab() {
  const named = useMatches()
    .map((match) => (match.handle as RouteMeta | undefined)?.name)
    .filter((name): name is string => typeof name === 'string')
  return appBarParts(named.at(-1) ?? '').activeTab
}

/**
 * Layout route for the pages of one dialog (docs/product/screens.md#navigation-guard, first bullet): entering it loads the
 * dialog unless it is already loaded for this id. A dialog that cannot be loaded replaces the page
 * with the reason. The tab's page is shown only once the role is known and allows it
 * (docs/product/roles.md "Refusals"): otherwise "Keine Berechtigung", and the page calls nothing
 * the role would be refused. Teilen, which every member may open, renders while the dialog loads.
 */
export function SurveyRoute() {
  const { survey_id: surveyId } = useParams()
  const state = useSnapshot(currentSurvey)
  const tab = useRouteTab()

  useEffect(() => {
    if (surveyId) void ensureCurrentSurvey(surveyId)
  }, [surveyId])

  if (!surveyId) return <Navigate to="/dashboard" replace />
  if (state.surveyId === surveyId && state.error) {
    return (
      <main className="page">
        <NonIdealState
          icon="error"
          title={uiTexts.survey.loadFailed}
          description={state.error.msg}
          action={<Link to="/dashboard">{uiTexts.survey.backToDashboard}</Link>}
        />
      </main>
    )
  }
  const loaded = state.survey?.survey_id === surveyId ? state.survey : null
  const role = loaded?.role
  const access = tabAccess(tab, { loaded: loaded !== null, role })
  if (access === 'waiting')
    return (
      <main className="page">
        <NonIdealState icon={<Spinner label={uiTexts.survey.checkingRole} />} title={uiTexts.survey.checkingRole} />
      </main>
    )
  if (access === 'forbidden' && tab && role) return <NoPermission surveyId={surveyId} tab={tab} role={role} />
  return <Outlet />
}
