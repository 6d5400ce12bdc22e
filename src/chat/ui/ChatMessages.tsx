import { Button, Icon } from '@blueprintjs/core'
import type { ChatHistoryEntry } from '@engine/model'
import { useRespondentTexts } from '../../i18n/respondent'
import { formatTime } from '../chatHistory'
import { type MediaFlags, mediaMessage, NO_MEDIA } from './mediaMessage'
import { PassageSources } from './PassageSources'

interface Props {
  entries: readonly ChatHistoryEntry[]
  pendingInput: string | null
  typing: boolean
  avatarSrc: string
  botName: string
  media?: MediaFlags
  /** feedback_allowed: thumbs up/down after each rateable bot message; clicking the chosen one again takes it back. */
  onRate?: (messageId: number, rating: 'up' | 'down' | null) => void
  /** Read-only (Analyse's transcript): a mark at each rated bot message, named by this label. */
  feedbackLabel?: (rating: 'up' | 'down') => string
  /** Testen: under a qa answer, the passages of the document it came from. */
  showSources?: boolean
}

function Rating({ entry, onRate }: { entry: ChatHistoryEntry; onRate: NonNullable<Props['onRate']> }) {
  const f = useRespondentTexts().settings.feedback
  const id = entry.message_id
  if (id === undefined) return null
  const current = entry.feedback ?? null
  const button = (rating: 'up' | 'down') => (
    <Button
      variant="minimal"
      size="small"
      className="live-rate"
      icon={rating === 'up' ? 'thumbs-up' : 'thumbs-down'}
      aria-label={rating === 'up' ? f.up : f.down}
      title={rating === 'up' ? f.up : f.down}
      aria-pressed={current === rating}
      onClick={() => onRate(id, current === rating ? null : rating)}
    />
  )
  return (
    <span className="live-rating" role="group" aria-label={f.group}>
      {button('up')}
      {button('down')}
    </span>
  )
}

function Bubble({ text, time, media = NO_MEDIA }: { text: string; time: number | null; media?: MediaFlags }) {
  const t = useRespondentTexts().live.chat
  const played = mediaMessage(text, media)
  return (
    <div className={`live-bubble${played ? ' live-bubble-media' : ''}`}>
      {played?.kind === 'audio' && <audio controls preload="none" src={played.src} aria-label={t.audioMessage} />}
      {played?.kind === 'video' && (
        <video controls preload="metadata" playsInline src={played.src} aria-label={t.videoMessage} />
      )}
      {!played && text}
      {time !== null && (
        <time className="live-time" dateTime={new Date(time).toISOString()}>
          {formatTime(time)}
        </time>
      )}
    </div>
  )
}

/** The visible transcript: bot bubbles left with the avatar at the start of each run, replies right. */
export function ChatMessages({
  entries,
  pendingInput,
  typing,
  avatarSrc,
  botName,
  media,
  onRate,
  feedbackLabel,
  showSources,
}: Props) {
  const t = useRespondentTexts().live.chat
  const avatar = <img className="live-avatar" src={avatarSrc} alt="" aria-hidden="true" />
  return (
    <ol className="live-log" aria-label={t.log} aria-busy={typing}>
      {entries.map((entry, i) => {
        const bot = entry.user_or_bot === 'bot'
        const firstOfRun = bot && entries[i - 1]?.user_or_bot !== 'bot'
        const classes = `live-msg ${bot ? 'live-msg-bot' : 'live-msg-user'}${entry.type === 'error' ? ' live-msg-error' : ''}`
        return (
          <li key={`${entry.created_on}-${i}`} className={classes}>
            {bot && (firstOfRun ? avatar : <span className="live-avatar-space" />)}
            <span className="live-sr-only">{bot ? botName : t.you}: </span>
            <Bubble text={entry.context} time={entry.created_on} media={bot ? media : NO_MEDIA} />
            {bot && onRate && entry.type !== 'error' && <Rating entry={entry} onRate={onRate} />}
            {bot && feedbackLabel && entry.feedback && (
              <span className="live-feedback-mark" role="img" aria-label={feedbackLabel(entry.feedback)}>
                <Icon icon={entry.feedback === 'up' ? 'thumbs-up' : 'thumbs-down'} />
              </span>
            )}
            {bot && showSources && entry.sources?.length ? <PassageSources sources={entry.sources} /> : null}
          </li>
        )
      })}
      {pendingInput !== null && (
        <li className="live-msg live-msg-user live-msg-pending">
          <span className="live-sr-only">{t.you}: </span>
          <Bubble text={pendingInput} time={null} />
        </li>
      )}
      {typing && (
        <li className="live-msg live-msg-bot">
          {pendingInput === null && entries.at(-1)?.user_or_bot === 'bot' ? (
            <span className="live-avatar-space" />
          ) : (
            avatar
          )}
          <div className="live-bubble live-typing" role="img" aria-label={`${botName} ${t.typing}`}>
            <i />
            <i />
            <i />
          </div>
        </li>
      )}
    </ol>
  )
}
