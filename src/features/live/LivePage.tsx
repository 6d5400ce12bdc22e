import { defaultLanguageFragments } from '@engine/model'
import { useNavigate, useParams } from 'react-router-dom'
import { LiveBar } from '../../ui/liveBar/LiveBar'
import { ChatView } from '../../chat/ui/ChatView'
import { chatStore } from './liveChatStore'
import { accentStyle } from '../../chat/ui/liveAppearance'
import { LiveErrorBanner } from '../../chat/ui/LiveErrorBanner'
import { useLiveAppearance } from '../../chat/ui/useLiveAppearance'
import { useViewportHeight } from '../../chat/ui/useViewportHeight'
import { useRespondentLanguage } from '../../i18n/respondent'
import { LiveBackground, MessengerHeader, surfaceClasses, TrainingNotice } from '../../chat/ui/RespondentSurface'
import '../../chat/ui/chat.css'

/**
 * /dialog/{survey_id} and /assess_live/{survey_id}: the shared live bar (src/ui) above the chat;
 * the bar asks, this page does what restart and delete mean (docs/product/states.md).
 */
export function LivePage() {
  const surveyId = useParams().survey_id ?? ''
  const navigate = useNavigate()
  const appearance = useLiveAppearance(surveyId)
  useRespondentLanguage(appearance?.language)
  useViewportHeight()

  async function remove() {
    const exit = await chatStore.remove(appearance?.language)
    if (exit) void navigate(exit, { replace: true })
  }

  return (
    <div
      className={`live-page ${surfaceClasses(appearance)}`}
      style={accentStyle(appearance)}
      lang={appearance?.language}
    >
      <LiveBackground src={appearance?.backgroundSrc ?? null} />
      <LiveBar
        texts={appearance?.fragments ?? defaultLanguageFragments('de')}
        logoSrc={appearance?.logoSrc}
        privacyHref={`/privacy/${encodeURIComponent(surveyId)}`}
        onRestart={() => chatStore.restart()}
        onDelete={remove}
      />
      {appearance?.messengerUi && <MessengerHeader appearance={appearance} />}
      <LiveErrorBanner />
      {appearance?.trainingMode && <TrainingNotice />}
      <ChatView surveyId={surveyId} appearance={appearance} store={chatStore} />
    </div>
  )
}

/** /widget/{survey_id}: the chat alone, for an <iframe> (docs/design/live.md). */
export function WidgetPage() {
  const surveyId = useParams().survey_id ?? ''
  const appearance = useLiveAppearance(surveyId)
  useRespondentLanguage(appearance?.language)
  useViewportHeight()
  return (
    <div
      className={`live-page live-widget ${surfaceClasses(appearance)}`}
      style={accentStyle(appearance)}
      lang={appearance?.language}
    >
      <LiveBackground src={appearance?.backgroundSrc ?? null} />
      {appearance?.messengerUi && <MessengerHeader appearance={appearance} />}
      <LiveErrorBanner />
      {appearance?.trainingMode && <TrainingNotice />}
      <ChatView surveyId={surveyId} appearance={appearance} store={chatStore} />
    </div>
  )
}
