import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useRespondentTexts } from '../../i18n/respondent'
import { AnswerArea } from './AnswerArea'
import { ChatMessages } from './ChatMessages'
import type { ChatDriver } from '../conversation'
import { generatedAvatarUrl } from './generatedAvatar'
import type { LiveAppearance } from './liveAppearance'

interface Props {
  surveyId: string
  appearance: LiveAppearance | null
  store: ChatDriver
  /** The notice that the history is kept in this browser; off where nothing is kept (Testen). */
  storageNotice?: boolean
  /** Under qa answers, the document passage they came from (Testen). */
  showSources?: boolean
  /** AnswerArea's `endNotice`: what the chat says once it ended (null: nothing, the page says it). */
  endNotice?: string | null
}

/**
 * The messenger: transcript, typing indicator and the answer input. New bot bubbles are read
 * out by an aria-live region (the transcript itself is not live, so nothing is read twice).
 */
export function ChatView({ surveyId, appearance, store, storageNotice = true, showSources = false, endNotice }: Props) {
  const t = useRespondentTexts().live.chat
  const snap = useSnapshot(store.state)
  const [answered, setAnswered] = useState(false)
  const scrollRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    void store.open(surveyId)
  }, [store, surveyId])

  // Keep the newest message in view, as messengers do.
  useLayoutEffect(() => {
    const scroller = scrollRef.current
    if (scroller) scroller.scrollTop = scroller.scrollHeight
  }, [snap.visibleCount, snap.typing, snap.pendingInput, snap.awaiting])

  const botName = appearance?.avatarName || appearance?.surveyName || t.bot
  return (
    <section className="live-chat" aria-label={appearance?.surveyName || t.log}>
      <div className="live-scroll" ref={scrollRef}>
        <ChatMessages
          entries={snap.entries.slice(0, snap.visibleCount)}
          pendingInput={snap.pendingInput}
          typing={snap.typing}
          avatarSrc={appearance?.avatarSrc ?? generatedAvatarUrl(surveyId)}
          botName={botName}
          media={appearance?.media}
          onRate={appearance?.feedbackAllowed ? store.rate : undefined}
          showSources={showSources}
        />
      </div>
      <div className="live-sr-only" aria-live="polite" aria-atomic="true">
        {snap.new_bot_message && t.botSays(botName, snap.new_bot_message)}
      </div>
      <AnswerArea
        store={store}
        takeFocus={answered}
        onAnswered={() => setAnswered(true)}
        storageNotice={storageNotice}
        endNotice={endNotice}
      />
    </section>
  )
}
