import { Button, Callout } from '@blueprintjs/core'
import { useCallback } from 'react'
import { useParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { useTopBarAction } from '../../ui/topBarActions'
import { ChatView } from '../../chat/ui/ChatView'
import { accentStyle } from '../../chat/ui/liveAppearance'
import { useLiveAppearance } from '../../chat/ui/useLiveAppearance'
import { loadCurrentSurvey } from '../survey/currentSurvey'
import { assessStore } from './assessStore'
import { RoutingPanel } from './RoutingPanel'
import { useRespondentLanguage } from '../../i18n/respondent'
import '../../chat/ui/chat.css'
import './assess.css'

const t = uiTexts.assess

function FailureCallout() {
  const { failure } = useSnapshot(assessStore.state)
  if (!failure) return null
  const status = failure.status === null ? '' : ` (${uiTexts.live.errors.status(failure.status)})`
  return (
    <Callout className="assess-failure" intent="danger" title={t.failed} role="alert">
      <p>
        {failure.msg}
        {status}
      </p>
      <Button size="small" onClick={() => void assessStore.restart()}>
        {t.retry}
      </Button>{' '}
      <Button size="small" variant="minimal" onClick={() => assessStore.dismissFailure()}>
        {t.dismiss}
      </Button>
    </Callout>
  )
}

/**
 * /assess/{survey_id}, the Testen tab: the respondent's chat with the dialog as it is now
 * (inactive too), and beside it the Testansicht. The app bar's 'Neu starten' (docs/product/screens.md#top-bar)
 * starts the run over and reloads the dialog, so the panel matches edits made meanwhile.
 */
export function AssessPage() {
  const { survey_id: surveyId = '' } = useParams()
  const appearance = useLiveAppearance(surveyId)
  // The chat is what a respondent would see: in the dialog's language, whatever the editor's own.
  useRespondentLanguage(appearance?.language)
  const restart = useCallback(() => {
    void loadCurrentSurvey(surveyId)
    void assessStore.restart()
  }, [surveyId])
  useTopBarAction('restart', restart)

  return (
    <main className="assess-page">
      <h1 className="live-sr-only">{uiTexts.survey.tabs.assess}</h1>
      <FailureCallout />
      <div className="assess-chat" style={accentStyle(appearance)} lang={appearance?.language}>
        <ChatView surveyId={surveyId} appearance={appearance} store={assessStore} storageNotice={false} showSources />
      </div>
      <RoutingPanel store={assessStore} />
    </main>
  )
}
