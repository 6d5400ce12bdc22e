import { Card, H1, H2 } from '@blueprintjs/core'
import { roleCan } from '@engine/model'
import { useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { DialogPublishing } from '../publishing/DialogPublishing'
import { currentSurvey } from '../survey/currentSurvey'
import { SharingPanel } from './SharingPanel'

/**
 * /share/{survey_id}, the Teilen tab: publishing (public link, embed code, QR code) and the sharing
 * panel inline. SurveyRoute loads the dialog; its live state decides the "inactive" note, and the
 * top bar's Live/Inaktiv switch loads it again, so the note follows the switch.
 */
export function SharePage() {
  const { survey_id: surveyId = '' } = useParams()
  const { survey } = useSnapshot(currentSurvey)
  const loaded = survey?.survey_id === surveyId ? survey : null
  return (
    <main className="page sharing-page">
      <H1>{ui.sharing.pageTitle}</H1>
      <Card elevation={1}>
        <DialogPublishing
          surveyId={surveyId}
          active={loaded ? loaded.active : null}
          switchable={loaded?.role !== undefined && roleCan(loaded.role, 'edit') ? loaded : null}
          surveyName={loaded?.survey_name ?? ''}
        />
      </Card>
      <Card elevation={1} className="sharing-team-card">
        <H2>{ui.sharing.dialogTitle}</H2>
        <p>{ui.sharing.pageIntro}</p>
        <SharingPanel surveyId={surveyId} />
      </Card>
    </main>
  )
}
