import type { ChatHistoryEntry } from '@engine/model'
import { Button, Card, H3 } from '@blueprintjs/core'
import type { TranscriptResponse } from '@engine/api/analyse'
import type { Snapshot } from 'valtio'
import { ui as uiTexts } from '../../i18n'
import { ChatMessages } from '../../chat/ui/ChatMessages'
import { generatedAvatarUrl } from '../../chat/ui/generatedAvatar'
import '../../chat/ui/chat.css'

const t = uiTexts.analyse

/** The stored messages in the live page's history shape, so the live bubbles render them. */
export function toHistoryEntries(messages: Snapshot<TranscriptResponse['messages']>): ChatHistoryEntry[] {
  return messages.map((m) => ({
    context: m.context,
    created_on: m.created_on,
    type: m.type,
    unique_question_id: m.unique_question_id,
    nachfrage_id: null,
    current_question_id: null,
    finished_question_id: null,
    user_or_bot: m.user_or_bot,
    ...(m.feedback && { feedback: m.feedback }),
  }))
}

/** One conversation as the respondent saw it. */
export function TranscriptChat({
  surveyId,
  transcript,
  botName,
  onClose,
}: {
  surveyId: string
  transcript: Snapshot<TranscriptResponse>
  botName: string
  onClose: () => void
}) {
  const title = t.transcript(transcript.respondent_id)
  return (
    <Card elevation={2} className="analyse-transcript" role="region" aria-label={title}>
      <div className="analyse-transcript-head">
        <H3>{title}</H3>
        <Button icon="cross" variant="minimal" aria-label={t.closeTranscript} onClick={onClose} />
      </div>
      <ChatMessages
        entries={toHistoryEntries(transcript.messages)}
        pendingInput={null}
        typing={false}
        avatarSrc={generatedAvatarUrl(surveyId)}
        botName={botName}
        feedbackLabel={t.feedbackMark}
      />
    </Card>
  )
}
