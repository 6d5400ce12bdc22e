import { Alert, Intent } from '@blueprintjs/core'
import { ui } from '../../i18n'
import { deleteSurvey } from './dashboardStore'
import type { SurveyListItem } from './surveyListView'

/** Deleting cannot be undone (everything of the dialog goes with it), so it is confirmed first. */
export function DeleteSurveyAlert({
  survey,
  busy,
  onClose,
}: {
  survey: SurveyListItem | null
  busy: boolean
  onClose: () => void
}) {
  return (
    <Alert
      isOpen={survey !== null}
      intent={Intent.DANGER}
      icon="trash"
      loading={busy}
      confirmButtonText={ui.dashboard.delete}
      cancelButtonText={ui.dashboard.cancel}
      onCancel={onClose}
      onConfirm={() => {
        // A failure shows on the page (dashboardStore.actionError); the alert closes either way.
        if (survey) void deleteSurvey(survey.survey_id).then(onClose)
      }}
    >
      <p>{survey && ui.dashboard.deleteConfirm(survey.survey_name)}</p>
    </Alert>
  )
}
