import type { MultichatContact } from '@engine/api/multichat'
import { useSnapshot } from 'valtio'
import { useRespondentTexts } from '../../i18n/respondent'
import { generatedAvatarUrl } from '../ui/generatedAvatar'
import { lastMessagePreview } from './chatPreview'
import { isLocked, type MultichatChatState } from './chatTurns'
import { formatCountdown, useCountdown } from './useCountdown'

/** docs/product/entities.md: a contact without an avatar image gets the generated one, seeded by its dialog id. */
export const contactAvatar = (contact: MultichatContact): string =>
  contact.avatar_src ?? generatedAvatarUrl(contact.survey_id)

/** The status line of a locked or finished chat, else null (the last message is shown instead). */
export function useChatStatusText(chat: Pick<MultichatChatState, 'status' | 'release_at'>): string | null {
  const t = useRespondentTexts().multichatLive
  const seconds = useCountdown(chat.status === 'waiting' ? chat.release_at : null)
  if (chat.status === 'waiting') return seconds === null ? t.waiting : t.countdown(formatCountdown(seconds))
  if (chat.status === 'not_started') return t.notStarted
  return null
}

interface Props {
  contact: MultichatContact
  chat: MultichatChatState
  unread: number
  open: boolean
  lead: boolean
  onOpen: () => void
}

/** One contact in the chat list: avatar, name, last message or waiting state, unread badge. */
export function ChatListItem({ contact, chat, unread, open, lead, onOpen }: Props) {
  const t = useRespondentTexts().multichatLive
  const snap = useSnapshot(chat)
  const statusText = useChatStatusText(snap)
  const locked = isLocked(snap)
  const classes = `mc-contact${open ? ' mc-contact-open' : ''}${locked ? ' mc-contact-locked' : ''}`
  return (
    <li>
      <button type="button" className={classes} aria-current={open ? 'true' : undefined} onClick={onOpen}>
        <img className="mc-contact-avatar" src={contactAvatar(contact)} alt="" aria-hidden="true" />
        <span className="mc-contact-text">
          <span className="mc-contact-name">
            {contact.name}
            {lead && <span className="live-sr-only"> ({t.lead})</span>}
          </span>
          <span className="mc-contact-preview">{statusText ?? lastMessagePreview(snap)}</span>
        </span>
        {unread > 0 && (
          <span className="mc-badge" role="status" aria-label={t.unread(unread)}>
            {unread}
          </span>
        )}
      </button>
    </li>
  )
}
