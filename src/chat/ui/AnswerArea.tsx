import { Button } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { useRespondentTexts } from '../../i18n/respondent'
import { type ChatDriver, isTypedKind } from '../conversation'
import { MultipleChoiceAnswer, SingleChoiceAnswer } from './ChoiceAnswer'
import { acceptStorage, liveSession } from '../../session/liveSession'
import { TextAnswer } from './TextAnswer'

interface Props {
  store: ChatDriver
  /** True once the respondent answered on this page: only then may inputs take the focus. */
  takeFocus: boolean
  onAnswered: () => void
  storageNotice?: boolean
  /**
   * What the chat says once it ended; null when the page announces the end elsewhere (a game over
   * in the multichat: one announcement, not one per region). Default: the live dialog's notice.
   */
  endNotice?: string | null
}

/** The bottom of the chat: the input the awaited question asks for, or the end notice. */
export function AnswerArea({ store, takeFocus, onAnswered, storageNotice = true, endNotice }: Props) {
  const t = useRespondentTexts().live.chat
  const snap = useSnapshot(store.state)
  const { storage_accepted } = useSnapshot(liveSession)
  const awaiting = snap.awaiting
  const ready = snap.phase === 'ready'

  function send(input: string, shown?: string) {
    onAnswered()
    void store.send(input, shown)
  }

  const ended = endNotice === undefined ? t.ended : endNotice
  let input: ReactNode = null
  if (snap.is_end)
    input = ended && (
      <p className="live-ended" role="status">
        {ended}
      </p>
    )
  else if (awaiting && isTypedKind(awaiting.kind)) {
    input = (
      <TextAnswer
        awaiting={awaiting}
        value={snap.draft}
        busy={!ready}
        takeFocus={takeFocus}
        onChange={(value) => {
          store.state.draft = value
        }}
        onSend={(value) => send(value)}
      />
    )
  } else if (awaiting && ready) {
    // Keyed by question: a new question starts with nothing chosen.
    input =
      awaiting.kind === 'multiple_choice' ? (
        <MultipleChoiceAnswer
          key={awaiting.unique_question_id}
          awaiting={awaiting}
          onSend={send}
          takeFocus={takeFocus}
        />
      ) : (
        <SingleChoiceAnswer awaiting={awaiting} onSend={send} takeFocus={takeFocus} />
      )
  }

  return (
    <div className="live-input">
      {storageNotice && !storage_accepted && (
        <div className="live-notice">
          <p>{t.storageNotice}</p>
          <Button size="small" variant="outlined" onClick={() => acceptStorage()}>
            {t.storageAccept}
          </Button>
        </div>
      )}
      {input}
    </div>
  )
}
