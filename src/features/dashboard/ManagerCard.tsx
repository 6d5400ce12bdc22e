import { Card, Classes, H4 } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'
import { ManagerActions } from '../multichat/manage/ManagerActions'
import type { ManagerCardModules } from './cardModules'
import { managerEvents } from './managerEvents'
import { OffEntry } from './OffEntry'
import type { DialogManagerSummary } from './surveyListView'

const linkButton = `${Classes.BUTTON} ${Classes.SMALL} ${Classes.MINIMAL}`

/**
 * One multichat (dialog manager): its dialogs, lead first, the way to its editor, analysis and
 * live page (switched off by the lead's module flags), and for its owner rename, copy, delete.
 */
export function ManagerCard({ manager, modules }: { manager: DialogManagerSummary; modules: ManagerCardModules }) {
  const { dialog_manager_id: id, name, connected_surveys: surveys } = manager
  return (
    <li aria-label={name}>
      <Card className="survey-card" elevation={1}>
        <div className="survey-card-head">
          <H4 className="survey-card-name">{modules.open ? <Link to={`/multi/${id}`}>{name}</Link> : name}</H4>
          <span className={Classes.TEXT_MUTED}>{ui.dashboard.multichatDialogs(surveys.length)}</span>
        </div>
        <p className={`manager-card-dialogs${surveys.length === 0 ? ` ${Classes.TEXT_MUTED}` : ''}`}>
          {surveys.length === 0 ? ui.multichatManage.noDialogs : surveys.map((s) => s.survey_name).join(' · ')}
        </p>
        <div className="survey-card-foot">
          <nav className="survey-card-tabs" aria-label={name}>
            {modules.open ? (
              <Link className={linkButton} to={`/multi/${id}`}>
                {ui.dashboard.multichatOpen}
              </Link>
            ) : (
              <OffEntry text={ui.dashboard.multichatOpen} />
            )}
            {modules.analyse ? (
              <Link className={linkButton} to={`/analyse_multichat/${id}`}>
                {ui.dashboard.multichatAnalyse}
              </Link>
            ) : (
              <OffEntry text={ui.dashboard.multichatAnalyse} />
            )}
            {/* The respondents' page, in a new tab so the editor keeps the dashboard. */}
            {modules.play ? (
              <a className={linkButton} href={`/multi_live/${id}`} target="_blank" rel="noopener">
                {ui.dashboard.multichatPlay}
              </a>
            ) : (
              <OffEntry text={ui.dashboard.multichatPlay} />
            )}
          </nav>
          {manager.is_owner && (
            <ManagerActions
              manager={manager}
              onRenamed={() => void managerEvents.renamed()}
              onCopied={() => void managerEvents.copied()}
              onDeleted={() => void managerEvents.deleted()}
              onFailed={managerEvents.failed}
            />
          )}
        </div>
      </Card>
    </li>
  )
}
