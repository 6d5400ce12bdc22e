import { useState } from 'react'
import { useRespondentTexts } from '../../i18n/respondent'
import type { LiveAppearance } from './liveAppearance'

/**
 * The dialog's background image behind the chat (docs/runtime.md "Respondent settings"). Only a
 * safe address reaches here (`safeBackground`); one that fails to load leaves the plain colour.
 */
export function LiveBackground({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) return null
  return (
    <img
      className="live-background"
      src={src}
      alt=""
      aria-hidden="true"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  )
}

/** training_mode: the respondent is told this run serves training the dialog. */
export function TrainingNotice() {
  const t = useRespondentTexts().settings
  return (
    <aside className="live-training" aria-label={t.training.title}>
      <strong>{t.training.title}</strong> {t.training.text}
    </aside>
  )
}

/** messenger_ui: the contact's header, as in a phone messenger: avatar and name. */
export function MessengerHeader({ appearance }: { appearance: LiveAppearance }) {
  const name = appearance.avatarName || appearance.surveyName
  const t = useRespondentTexts().settings
  return (
    <header className="live-messenger-header" aria-label={t.messenger.header}>
      <img className="live-messenger-avatar" src={appearance.avatarSrc} alt="" aria-hidden="true" />
      <span className="live-messenger-name">{name}</span>
    </header>
  )
}

/** The live page's class names for the settings that change its look. */
export function surfaceClasses(appearance: LiveAppearance | null): string {
  return [appearance?.messengerUi && 'live-messenger', appearance?.backgroundSrc && 'live-with-background']
    .filter(Boolean)
    .join(' ')
}
