import { Button, Callout, Card, Classes, H2, Intent, NonIdealState } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { de } from '../../i18n/de'
import { copySurvey, dashboardStore, loadDashboard } from './dashboardStore'
import { managerCardModules } from './cardModules'
import { ManagerCard } from './ManagerCard'
import { SurveyCard } from './SurveyCard'
import { visibleManagers, visibleSurveys, type SurveyListItem } from './surveyListView'

interface Props {
  onTeam: (surveyId: string) => void
  onDelete: (survey: SurveyListItem) => void
}

/** The lists of the dashboard, or what stands in for them: skeleton, error, empty or no-match state. */
export function DashboardContent({ onTeam, onDelete }: Props) {
  const state = useSnapshot(dashboardStore)

  if (state.loading) {
    return (
      <div className="dashboard-list" role="status" aria-busy="true" aria-label={de.dashboard.loading}>
        {[1, 2, 3].map((n) => (
          <Card key={n} className={`survey-card ${Classes.SKELETON}`}>
            &nbsp;
          </Card>
        ))}
      </div>
    )
  }
  if (state.loadError && state.surveys.length === 0) {
    return (
      <Callout intent={Intent.DANGER} role="alert" title={de.dashboard.loadFailed}>
        <p>{state.loadError.msg}</p>
        <Button text={de.dashboard.retry} icon="refresh" onClick={() => void loadDashboard()} />
      </Callout>
    )
  }
  if (state.surveys.length === 0 && state.managers.length === 0) {
    return <NonIdealState icon="chat" title={de.dashboard.emptyTitle} description={de.dashboard.emptyText} />
  }

  const surveys = visibleSurveys(state.surveys, state.query, state.sort)
  const managers = visibleManagers(state.managers, state.query)
  if (surveys.length === 0 && managers.length === 0) {
    return (
      <NonIdealState
        icon="search"
        title={de.dashboard.noMatchTitle}
        description={de.dashboard.noMatchText(state.query.trim())}
      />
    )
  }

  return (
    <>
      {surveys.length > 0 && (
        <section aria-labelledby="dashboard-dialogs">
          <H2 id="dashboard-dialogs" className="dashboard-section-title">
            {de.dashboard.dialogsHeading}
          </H2>
          <ul className="dashboard-list">
            {surveys.map((survey) => (
              <SurveyCard
                key={survey.survey_id}
                survey={survey}
                busy={state.busySurveyId === survey.survey_id}
                onCopy={() => void copySurvey(survey.survey_id)}
                onTeam={() => onTeam(survey.survey_id)}
                onDelete={() => onDelete(survey)}
              />
            ))}
          </ul>
        </section>
      )}
      {managers.length > 0 && (
        <section aria-labelledby="dashboard-multichats">
          <H2 id="dashboard-multichats" className="dashboard-section-title">
            {de.dashboard.multichatsHeading}
          </H2>
          <ul className="dashboard-list">
            {managers.map((manager) => (
              <ManagerCard
                key={manager.dialog_manager_id}
                manager={manager}
                modules={managerCardModules(manager, state.surveys)}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
