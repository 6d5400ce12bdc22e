import type { MultichatInfoResponse } from '@engine/api/multichat'
import { useSnapshot } from 'valtio'
import { useRespondentTexts } from '../../i18n/respondent'
import { ChatList } from './ChatList'
import type { MultichatClient } from '../clients/chatClient'
import { OpenChat, type SignalTrigger } from './OpenChat'
import { useMultichatStore } from './useMultichatStore'
import './multichatLive.css'

interface Props {
  /** GET /api/multichat/{id}: contacts (lead first) and the client config. */
  info: MultichatInfoResponse
  /** The live game (createLiveMultichatClient) or the editor's test (createTestMultichatClient). */
  client: MultichatClient
  /** The notice that the history is kept in this browser; off where nothing is kept (a test). */
  storageNotice?: boolean
  /** waitAPI triggers a test may release with the client's `signal`; shown in a chat that waits for one. */
  signalTriggers?: readonly SignalTrigger[]
  /** After the player deleted their data (live game only): where to go. */
  onErased?: () => void
}

/**
 * The multichat messenger: the chat list beside the open chat (below 1080 px they alternate,
 * multichatLive.css). The config's audio_messages and video_messages flags let bot links to
 * audio and video files play as voice and video messages, as in the single live chat.
 */
export function MultichatView({ info, client, storageNotice = true, signalTriggers = [], onErased }: Props) {
  const t = useRespondentTexts().multichatLive
  const store = useMultichatStore(
    client,
    info.contacts.map((c) => c.survey_id),
    info.config.notification_sound,
  )
  const { openChat, is_end, phase } = useSnapshot(store.state)
  const contact = info.contacts.find((c) => c.survey_id === openChat)
  return (
    <div className={`mc-view ${contact ? 'mc-view-chat' : 'mc-view-list'}`} aria-busy={phase === 'loading'}>
      <ChatList info={info} store={store} onErased={onErased} />
      <main className="mc-main">
        {/* Mounted before the game ends, so the end is announced, and announced once (issue #28). */}
        <div role="status">{is_end && <p className="mc-game-over">{t.gameOver}</p>}</div>
        {contact ? (
          <OpenChat
            key={contact.survey_id}
            contact={contact}
            store={store}
            storageNotice={storageNotice}
            signalTriggers={signalTriggers}
            media={{ audio: info.config.audio_messages, video: info.config.video_messages }}
          />
        ) : (
          <p className="mc-choose">{t.chooseChat}</p>
        )}
      </main>
    </div>
  )
}
