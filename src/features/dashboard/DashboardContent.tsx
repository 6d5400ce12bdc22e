import { Button, Callout, Card, Classes, H2, Intent, NonIdealState } from '@blueprintjs/core'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { copySurvey, dashboardStore, loadDashboard } from './dashboardStore'
import { multichatCardModules } from './cardModules'
import { MultichatCard } from './MultichatCard'
import { SurveyCard } from './SurveyCard'
import { dashboardEntries, type SurveyListItem } from './surveyListView'

interface Props {
  onTeam: (surveyId: string) => void
  onDelete: (survey: SurveyListItem) => void
}

/** The lists of the dashboard, or what stands in for them: skeleton, error, empty or no-match state. */
export function DashboardContent({ onTeam, onDelete }: Props) {
  const state = useSnapshot(dashboardStore)

  if (state.loading) {
    return (
      <div className="dashboard-list" role="status" aria-busy="true" aria-label={ui.dashboard.loading}>
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
      <Callout intent={Intent.DANGER} role="alert" title={ui.dashboard.loadFailed}>
        <p>{state.loadError.msg}</p>
        <Button text={ui.dashboard.retry} icon="refresh" onClick={() => void loadDashboard()} />
      </Callout>
    )
  }
  if (state.surveys.length === 0 && state.multichats.length === 0) {
    return <NonIdealState icon="chat" title={ui.dashboard.emptyTitle} description={ui.dashboard.emptyText} />
  }

  const entries = dashboardEntries(state.surveys, state.multichats, state.query, state.sort)
  if (entries.length === 0) {
    return (
      <NonIdealState
        icon="search"
        title={ui.dashboard.noMatchTitle}
        description={ui.dashboard.noMatchText(state.query.trim())}
      />
    )
  }

  const surveyCard = (survey: SurveyListItem) => (
    <SurveyCard
      key={survey.survey_id}
      survey={survey}
      busy={state.busySurveyId === survey.survey_id}
      onCopy={() => void copySurvey(survey.survey_id)}
      onTeam={() => onTeam(survey.survey_id)}
      onDelete={() => onDelete(survey)}
    />
  )

  // h1 (page) > h2 (the list) > h3 (a card): headings step down one level at a time (axe heading-order).
  return (
    <section aria-labelledby="dashboard-list-title">
      <H2 id="dashboard-list-title" className="dashboard-section-title">
        {ui.dashboard.listLabel}
      </H2>
      <ul className="dashboard-list" aria-label={ui.dashboard.listLabel}>
        {entries.map((entry) =>
          entry.kind === 'dialog' ? (
            surveyCard(entry.survey)
          ) : (
            <MultichatCard key={entry.key} entry={entry} modules={multichatCardModules(entry.multichat, state.surveys)}>
              {entry.dialogs.map(surveyCard)}
            </MultichatCard>
          ),
        )}
      </ul>
    </section>
  )
}
