import { defaultLanguageFragments } from '@engine/model'
import type { CSSProperties } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { LiveBar } from '../../ui/liveBar/LiveBar'
import { ChatView } from './ChatView'
import { chatStore } from './chatStore'
import { DEFAULT_ACCENT, type LiveAppearance, textColorOn } from './liveAppearance'
import { LiveErrorBanner } from './LiveErrorBanner'
import { useLiveAppearance } from './useLiveAppearance'
import { useViewportHeight } from './useViewportHeight'
import './live.css'

/** The dialog's accent as CSS variables (SPEC.md §3 survey `color`, client config accent_color). */
export function accentStyle(appearance: LiveAppearance | null): CSSProperties {
  const accent = appearance?.accentColor ?? DEFAULT_ACCENT
  return { '--live-accent': accent, '--live-on-accent': appearance?.onAccent ?? textColorOn(accent) } as CSSProperties
}

/**
 * /dialog/{survey_id} and /assess_live/{survey_id}: the shared live bar (src/ui) above the chat;
 * the bar asks, this page does what restart and delete mean (SPEC.md §4).
 */
export function LivePage() {
  const surveyId = useParams().survey_id ?? ''
  const navigate = useNavigate()
  const appearance = useLiveAppearance(surveyId)
  useViewportHeight()

  async function remove() {
    const exit = await chatStore.remove(appearance?.language)
    if (exit) void navigate(exit, { replace: true })
  }

  return (
    <div className="live-page" style={accentStyle(appearance)}>
      <LiveBar
        texts={appearance?.fragments ?? defaultLanguageFragments('de')}
        logoSrc={appearance?.logoSrc}
        privacyHref={`/privacy/${encodeURIComponent(surveyId)}`}
        onRestart={() => chatStore.restart()}
        onDelete={remove}
      />
      <LiveErrorBanner />
      <ChatView surveyId={surveyId} appearance={appearance} />
    </div>
  )
}

/** /widget/{survey_id}: the chat alone, for an <iframe> (DESIGN.md §4). */
export function WidgetPage() {
  const surveyId = useParams().survey_id ?? ''
  const appearance = useLiveAppearance(surveyId)
  useViewportHeight()
  return (
    <div className="live-page live-widget" style={accentStyle(appearance)}>
      <LiveErrorBanner />
      <ChatView surveyId={surveyId} appearance={appearance} />
    </div>
  )
}
