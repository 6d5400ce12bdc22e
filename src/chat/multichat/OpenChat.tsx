import { Button } from '@blueprintjs/core'
import type { MultichatContact } from '@engine/api/multichat'
import { useSnapshot } from 'valtio'
import { useRespondentTexts } from '../../i18n/respondent'
import { ChatView } from '../ui/ChatView'
import { accentStyle, DEFAULT_ACCENT, type LiveAppearance, textColorOn } from '../ui/liveAppearance'
import { type MediaFlags, NO_MEDIA } from '../ui/mediaMessage'
import { contactAvatar, useChatStatusText } from './ChatListItem'
import { isLocked } from './chatTurns'
import type { MultichatStore } from './multichatStore'

/** A waitAPI trigger the editor's test may release: its id and the question it holds back. */
export interface SignalTrigger {
  id: string
  survey_id: string
  unique_question_id: string
  label?: string
}

/** The contact as the single live chat's appearance, so ChatView draws its avatar, name and accent. */
export function contactAppearance(contact: MultichatContact, media: MediaFlags = NO_MEDIA): LiveAppearance {
  const accentColor =
    contact.accent_color && /^#[0-9a-fA-F]{6}$/.test(contact.accent_color) ? contact.accent_color : DEFAULT_ACCENT
  return {
    surveyName: contact.name,
    accentColor,
    onAccent: textColorOn(accentColor),
    logoSrc: null,
    avatarSrc: contactAvatar(contact),
    avatarName: contact.name,
    fragments: null,
    language: contact.language ?? 'de',
    media,
    // The multichat is a messenger already; its background is the game's (MultichatView), ratings are not offered.
    backgroundSrc: null,
    messengerUi: false,
    feedbackAllowed: false,
    trainingMode: false,
  }
}

interface Props {
  contact: MultichatContact
  store: MultichatStore
  storageNotice: boolean
  signalTriggers: readonly SignalTrigger[]
  media: MediaFlags
}

/**
 * The open chat: a header (back to the list on narrow screens, the contact, its state) above the
 * single live chat's view. A locked chat shows why it waits and offers no input: its `awaiting`
 * is null, so AnswerArea renders none.
 */
export function OpenChat({ contact, store, storageNotice, signalTriggers, media }: Props) {
  const t = useRespondentTexts().multichatLive
  const chat = useSnapshot(store.chat(contact.survey_id))
  const gameOver = useSnapshot(store.state).is_end
  const statusText = useChatStatusText(chat)
  const appearance = contactAppearance(contact, media)
  const releasable =
    store.canSignal && chat.status === 'waiting' && chat.waiting_for === 'signal'
      ? signalTriggers.filter(
          (s) =>
            s.survey_id === contact.survey_id &&
            (chat.current_question_id === null || s.unique_question_id === chat.current_question_id),
        )
      : []
  return (
    <div className={`mc-chat${isLocked(chat) ? ' mc-chat-locked' : ''}`} style={accentStyle(appearance)}>
      <header className="mc-chat-head">
        <Button
          className="mc-back"
          variant="minimal"
          icon="arrow-left"
          aria-label={t.back}
          onClick={() => store.showList()}
        />
        <img className="live-avatar" src={appearance.avatarSrc} alt="" aria-hidden="true" />
        <div className="mc-chat-title">
          <h2>{contact.name}</h2>
          {statusText && <span className="mc-chat-status">{statusText}</span>}
        </div>
      </header>
      {isLocked(chat) && (
        <p className="mc-waiting-notice" role="status">
          {chat.status === 'waiting' ? t.waitingNotice : t.notStartedNotice}
        </p>
      )}
      {releasable.length > 0 && (
        <div className="mc-signals" role="group" aria-label={t.signalGroup}>
          {releasable.map((s) => (
            <Button
              key={s.id}
              size="small"
              icon="flash"
              text={t.signal(s.label ?? s.id)}
              onClick={() => void store.signal(s.id)}
            />
          ))}
        </div>
      )}
      <ChatView
        key={contact.survey_id}
        surveyId={contact.survey_id}
        appearance={appearance}
        store={store.driver(contact.survey_id)}
        storageNotice={storageNotice}
        // The game's end is announced once, by MultichatView; a chat that finished before says so itself.
        endNotice={gameOver ? null : t.chatFinished}
      />
    </div>
  )
}
