import { roleLabel } from '../../features/sharing/roleLabel'
import { Alert, AnchorButton, Intent, Tooltip } from '@blueprintjs/core'
import { loadMultichatStatus } from '../../features/survey/multichatStatus'
import type { Role } from '@engine/model'
import { useState, type MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { rolesForTab, surveyTabPath, type SurveyTab } from '../../features/survey/surveyTabs'
import { ui } from '../../i18n'
import { ApiError } from '../../session/apiClient'
import { moduleTabs, type ModuleFlags } from './moduleTabs'
import { errorText } from '../../session/errorText'

interface Props {
  surveyId: string
  flags: ModuleFlags | null
  activeTab: SurveyTab | null
  /** The caller's role in the dialog, once loaded: tabs it may not use are disabled. */
  role?: Role | null
}

/** docs/product/screens.md#top-bar: the multichat a dialog belongs to decides where Analyse goes. */
async function analysePath(surveyId: string): Promise<string> {
  const status = await loadMultichatStatus(surveyId)
  return surveyTabPath('analyse', surveyId, status.connected_status.dialog_manager_id)
}

/** The five module tabs as links; below 1080 px theme.css moves them into a second row. */
export function ModuleTabsNav({ surveyId, flags, activeTab, role }: Props) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const [opening, setOpening] = useState(false)

  async function go(event: MouseEvent<HTMLElement>, tab: SurveyTab) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (tab !== 'analyse') return void navigate(surveyTabPath(tab, surveyId))
    setOpening(true)
    try {
      await navigate(await analysePath(surveyId))
    } catch (error) {
      setFailure(error instanceof ApiError ? errorText(error) : ui.survey.unexpectedAnswer)
    } finally {
      setOpening(false)
    }
  }

  return (
    <nav className="app-bar-tabs" aria-label={ui.shell.bar.moduleNavigation}>
      {moduleTabs(flags, activeTab, role).map(({ tab, disabled, blockedBy, active }) => {
        const button = (
          <AnchorButton
            key={tab}
            role="link"
            variant="minimal"
            href={surveyTabPath(tab, surveyId)}
            disabled={disabled}
            active={active}
            aria-current={active ? 'page' : undefined}
            loading={tab === 'analyse' && opening}
            onClick={(event) => void go(event, tab)}
            className="app-bar-tab"
          >
            {ui.survey.tabs[tab]}
          </AnchorButton>
        )
        if (!blockedBy) return button
        // docs/product/roles.md "Refusals": a disabled tab says why (Blueprint's AnchorButton still gets the hover).
        const reason =
          blockedBy === 'role' ? ui.survey.tabNeedsRole(rolesForTab(tab).map(roleLabel)) : ui.survey.tabSwitchedOff
        return (
          <Tooltip key={tab} content={reason} placement="bottom">
            {button}
          </Tooltip>
        )
      })}
      {/* docs/product/errors.md: a failed Analyse lookup is an alert with title and message. */}
      <Alert
        isOpen={failure !== null}
        intent={Intent.DANGER}
        icon="error"
        confirmButtonText={ui.shell.bar.close}
        onClose={() => setFailure(null)}
      >
        <p>
          <strong>{ui.shell.bar.analyseFailed}</strong>
        </p>
        {failure && <p>{failure}</p>}
      </Alert>
    </nav>
  )
}
