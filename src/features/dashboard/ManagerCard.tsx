import { Card, Classes, H4 } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { de } from '../../i18n/de'
import type { DialogManagerSummary } from './surveyListView'

const linkButton = `${Classes.BUTTON} ${Classes.SMALL} ${Classes.MINIMAL}`

/** One multichat (dialog manager): its dialogs, lead first, and the way to its editor, analysis and live page. */
export function ManagerCard({ manager }: { manager: DialogManagerSummary }) {
  const { dialog_manager_id: id, name, connected_surveys: surveys } = manager
  return (
    <li aria-label={name}>
      <Card className="survey-card" elevation={1}>
        <div className="survey-card-head">
          <H4 className="survey-card-name">
            <Link to={`/multi/${id}`}>{name}</Link>
          </H4>
          <span className={Classes.TEXT_MUTED}>{de.dashboard.multichatDialogs(surveys.length)}</span>
        </div>
        <p className="manager-card-dialogs">{surveys.map((s) => s.survey_name).join(' · ')}</p>
        <nav className="survey-card-tabs" aria-label={name}>
          <Link className={linkButton} to={`/multi/${id}`}>
            {de.dashboard.multichatOpen}
          </Link>
          <Link className={linkButton} to={`/analyse_multichat/${id}`}>
            {de.dashboard.multichatAnalyse}
          </Link>
          {/* The respondents' page, in a new tab so the editor keeps the dashboard. */}
          <a className={linkButton} href={`/multi_live/${id}`} target="_blank" rel="noopener">
            {de.dashboard.multichatPlay}
          </a>
        </nav>
      </Card>
    </li>
  )
}
