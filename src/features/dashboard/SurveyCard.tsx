import { roleLabel } from '../sharing/roleLabel'
import { Card, Classes, H3, Intent, MenuDivider, MenuItem, Tag } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'
import { roleCan } from '@engine/model'
import { surveyTabPath } from '../survey/surveyTabs'
import { firstOpenTab, surveyCardTabs } from './cardModules'
import { OffEntry } from './OffEntry'
import { ActionsMenu } from '../../ui/ActionsMenu'
import { formatResponses, formatUpdatedOn, type SurveyListItem } from './surveyListView'

interface Props {
  survey: SurveyListItem
  busy: boolean
  onCopy: () => void
  onTeam: () => void
  onDelete: () => void
}

const tabLink = `${Classes.BUTTON} ${Classes.SMALL} ${Classes.MINIMAL}`

/** One dialog on the dashboard: name, role, state, responses, last edit, its tabs and, in its "…" menu, what the role allows. */
export function SurveyCard({ survey, busy, onCopy, onTeam, onDelete }: Props) {
  const { survey_id: id, survey_name: name, role, dialog_manager_id: multichatId } = survey
  const tabs = surveyCardTabs(survey)
  // With every offered module switched off (flags), the name is plain text.
  const firstTab = firstOpenTab(tabs)

  return (
    <li aria-label={name}>
      <Card className="survey-card" elevation={1}>
        <div className="survey-card-head">
          <H3 className="survey-card-name">
            {firstTab ? <Link to={surveyTabPath(firstTab, id, multichatId)}>{name}</Link> : name}
          </H3>
          <div className="survey-card-meta">
            <Tag minimal={role !== 'Besitzer'} intent={role === 'Besitzer' ? Intent.PRIMARY : Intent.NONE}>
              {roleLabel(role)}
            </Tag>
            <Tag minimal intent={survey.active ? Intent.SUCCESS : Intent.NONE}>
              {survey.active ? ui.shell.bar.live : ui.shell.bar.inactive}
            </Tag>
            <span className={Classes.TEXT_MUTED}>
              {ui.dashboard.responses(survey.responses, formatResponses(survey))}
            </span>
            <span className={Classes.TEXT_MUTED}>{ui.dashboard.lastEdited(formatUpdatedOn(survey.updated_on))}</span>
          </div>
        </div>
        <div className="survey-card-foot">
          <div role="group" className="survey-card-tabs" aria-label={name}>
            {tabs.map(({ tab, enabled }) =>
              enabled ? (
                <Link key={tab} className={tabLink} to={surveyTabPath(tab, id, multichatId)}>
                  {ui.survey.tabs[tab]}
                </Link>
              ) : (
                <OffEntry key={tab} text={ui.survey.tabs[tab]} />
              ),
            )}
          </div>
          <ActionsMenu label={ui.dashboard.actions(name)} busy={busy}>
            <MenuItem icon="people" text={ui.dashboard.team} onClick={onTeam} />
            {roleCan(role, 'edit') && (
              <MenuItem icon="duplicate" text={ui.dashboard.copy} onClick={onCopy} disabled={busy} />
            )}
            {roleCan(role, 'own') && (
              <>
                <MenuDivider />
                <MenuItem
                  icon="trash"
                  intent={Intent.DANGER}
                  text={ui.dashboard.delete}
                  onClick={onDelete}
                  disabled={busy}
                />
              </>
            )}
          </ActionsMenu>
        </div>
      </Card>
    </li>
  )
}
