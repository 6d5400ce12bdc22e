import type { MultichatInfoResponse } from '@engine/api/multichat'
import { useSnapshot } from 'valtio'
import { useRespondentTexts } from '../../i18n/respondent'
import { ChatListItem } from './ChatListItem'
import { GameMenu } from './GameMenu'
import type { MultichatStore } from './multichatStore'

/** The messenger's left side: the game's contacts, lead first (the order of GET /api/multichat/{id}). */
export function ChatList({
  info,
  store,
  onErased,
}: {
  info: MultichatInfoResponse
  store: MultichatStore
  onErased?: () => void
}) {
  const t = useRespondentTexts().multichatLive
  const { openChat, unread } = useSnapshot(store.state)
  const erase = async () => {
    if (await store.erase()) onErased?.()
  }
  return (
    <nav className="mc-list" aria-label={t.chatList}>
      <div className="mc-list-head">
        <h2 className="mc-list-title">{info.name}</h2>
        <GameMenu onRestart={() => store.restart()} onErase={store.canErase && onErased ? erase : undefined} />
      </div>
      <ul className="mc-contacts">
        {info.contacts.map((contact, i) => (
          <ChatListItem
            key={contact.survey_id}
            contact={contact}
            chat={store.chat(contact.survey_id)}
            unread={unread[contact.survey_id] ?? 0}
            open={openChat === contact.survey_id}
            lead={i === 0}
            onOpen={() => store.openChat(contact.survey_id)}
          />
        ))}
      </ul>
    </nav>
  )
}
