import { roleLabel } from '../sharing/roleLabel'
import { AnchorButton, NonIdealState } from '@blueprintjs/core'
import type { Role } from '@engine/model'
import { Link, useNavigate } from 'react-router-dom'
import { ui } from '../../i18n'
import { homeTab, rolesForTab, surveyTabPath, type SurveyTab } from './surveyTabs'

const t = ui.survey.noPermission

/**
 * docs/product/roles.md "Refusals": the page of a tab the role may not use, opened by its address.
 * Nothing of the page is called; the way back leads to the tab the role works on, or the dashboard.
 */
export function NoPermission({ surveyId, tab, role }: { surveyId: string; tab: SurveyTab; role: Role }) {
  const navigate = useNavigate()
  const home = homeTab(role)
  const homePath = surveyTabPath(home, surveyId)
  return (
    <main className="page">
      <NonIdealState
        icon="lock"
        title={t.title}
        description={t.text(roleLabel(role), ui.survey.tabs[tab], rolesForTab(tab).map(roleLabel))}
        action={
          <>
            <AnchorButton
              role="link"
              intent="primary"
              href={homePath}
              onClick={(event) => {
                event.preventDefault()
                void navigate(homePath)
              }}
            >
              {t.toTab(ui.survey.tabs[home])}
            </AnchorButton>
            <Link to="/dashboard">{t.toDashboard}</Link>
          </>
        }
      />
    </main>
  )
}
