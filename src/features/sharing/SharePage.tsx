import { Card, H1 } from '@blueprintjs/core'
import { useParams } from 'react-router-dom'
import { de } from '../../i18n/de'
import { SharingPanel } from './SharingPanel'

/**
 * /share/{survey_id}, the Teilen tab: the sharing panel inline. SurveyRoute loads the dialog and
 * the top bar shows its name, so the page itself needs only the id.
 */
export function SharePage() {
  const { survey_id: surveyId = '' } = useParams()
  return (
    <main className="page sharing-page">
      <H1>{de.sharing.pageTitle}</H1>
      <p>{de.sharing.pageIntro}</p>
      <Card elevation={1}>
        <SharingPanel surveyId={surveyId} />
      </Card>
    </main>
  )
}
