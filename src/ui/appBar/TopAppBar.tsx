import { Button } from '@blueprintjs/core'
import { useMatches, useSearchParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { roleCan } from '@engine/model'
import { shownMultichat } from '../../features/analyseMultichat/shownMultichat'
import { currentSurvey } from '../../features/survey/currentSurvey'
import { tabAccess } from '../../features/survey/surveyTabs'
import { ui } from '../../i18n'
import { runTopBarAction } from '../topBarActions'
import { appBarParts, dialogFailed, dialogName } from './appBarParts'
import { DialogBreadcrumbs } from './DialogBreadcrumbs'
import { LiveToggle } from './LiveToggle'
import { DialogLogo, ProductLogo } from './Logos'
import { ModuleTabsNav } from './ModuleTabsNav'
import { TeamButton } from './TeamButton'
import { UserMenu } from './UserMenu'

const { bar } = ui.shell

/** The bar's one action per page (docs/product/screens.md#top-bar "Actions"): its icon; its text is `bar[action]`. */
const ACTION_ICONS = { restart: 'refresh', refresh: 'updated' } as const

/** docs/product/screens.md#top-bar: the editor's top bar; which parts it shows depends on the route name. */
export function TopAppBar({ routeName }: { routeName: string }) {
  const parts = appBarParts(routeName)
  const matches = useMatches()
  const [search] = useSearchParams()
  const store = useSnapshot(currentSurvey)
  const multichat = useSnapshot(shownMultichat)
  const params = matches.at(-1)?.params ?? {}
  // Account may carry the dialog as ?survey_id= (docs/product/screens.md#navigation-guard fetches it there too).
  const routeSurveyId = params.survey_id ?? (routeName === 'Account' ? search.get('survey_id') : null)
  // The multichat analysis has no survey id: its tabs stay on the dialog the editor came from.
  const tabSurveyId = routeSurveyId ?? (routeName === 'AnalyseMultiChat' ? store.surveyId : null)
  const survey = tabSurveyId && store.survey?.survey_id === tabSurveyId ? store.survey : null

  // A page the role may not use shows "Keine Berechtigung" (SurveyRoute): it has nothing to restart or refresh.
  const refused =
    routeSurveyId !== null &&
    tabAccess(parts.activeTab, { loaded: survey !== null, role: survey?.role }) === 'forbidden'
  // No such dialog (or none of this editor's): SurveyRoute says so; no tabs, team or refresh lead into it.
  const missing = dialogFailed(routeSurveyId, store) && store.error?.status === 404
  const action = refused || missing ? null : parts.action

  let start = <ProductLogo />
  if (parts.start === 'dialogLogo' && routeSurveyId) start = <DialogLogo surveyId={routeSurveyId} />
  if (parts.start === 'breadcrumbs') {
    const multichatName =
      multichat.id !== null && String(multichat.id) === params.dialog_manager_id ? multichat.name : null
    const current =
      routeName === 'Account' && !routeSurveyId
        ? ui.appBar.settings
        : dialogName(routeName, routeSurveyId, store, bar, multichatName)
    start = <DialogBreadcrumbs current={current} />
  }

  return (
    <header className="app-bar">
      <div className="app-bar-start">{start}</div>
      {parts.tabs && tabSurveyId && !missing && (
        <ModuleTabsNav surveyId={tabSurveyId} flags={survey} activeTab={parts.activeTab} role={survey?.role} />
      )}
      <div className="app-bar-end">
        {action && (
          <Button
            className="app-bar-action"
            variant="minimal"
            icon={ACTION_ICONS[action]}
            title={bar[action]}
            onClick={() => runTopBarAction(action)}
          >
            {bar[action]}
          </Button>
        )}
        {parts.dialogControls && routeSurveyId && !missing && (
          <div className="app-bar-dialog-controls">
            {/* Only roles that may edit can switch (docs/product/roles.md); the server refuses anyone else. */}
            {survey?.role && roleCan(survey.role, 'edit') && <LiveToggle surveyId={routeSurveyId} survey={survey} />}
            <TeamButton surveyId={routeSurveyId} />
          </div>
        )}
        <UserMenu />
      </div>
    </header>
  )
}
