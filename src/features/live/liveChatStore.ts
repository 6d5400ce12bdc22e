import type { SessionStorage } from '../../session/editorSession'
import { browserStorage, clearLiveSession } from '../../session/liveSession'
import { deleteHistory, storageHistory } from '../../chat/chatHistory'
import { createLiveChatClient, type LiveChatClient } from '../../chat/clients/liveChatClient'
import { createConversationStore } from '../../chat/conversationStore'
import { liveStatus, showLiveError, type LiveStatus } from '../../chat/liveStatus'

export interface LiveChatDeps {
  client: LiveChatClient
  storage: () => SessionStorage
  now: () => number
  sleep: (ms: number) => Promise<void>
  status: LiveStatus
}

/**
 * The respondent's conversation on /dialog, /assess_live and /widget: the chat core's store over
 * the live client, with the history in browser storage and failures in the live banner; and
 * docs/product/states.md's delete, which only the live page offers.
 */
export function createLiveChatStore(overrides: Partial<LiveChatDeps> = {}) {
  const deps: LiveChatDeps = {
    client: overrides.client ?? createLiveChatClient(),
    storage: overrides.storage ?? browserStorage,
    now: overrides.now ?? Date.now,
    sleep: overrides.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    status: overrides.status ?? liveStatus,
  }
  const store = createConversationStore({
    client: deps.client,
    history: storageHistory(deps.storage),
    report: (error) => showLiveError(error, deps.status),
    now: deps.now,
    sleep: deps.sleep,
  })

  /**
   * docs/product/states.md delete: the server erases the respondent's data for the dialog, the live session
   * and the dialog's history are cleared. Returns the exit page, or null when the server refused.
   */
  async function remove(fallbackLanguage = 'de'): Promise<string | null> {
    const surveyId = store.state.surveyId
    if (!surveyId) return null
    let language = fallbackLanguage
    try {
      language = (await deps.client.erase(surveyId))?.language ?? fallbackLanguage
    } catch (error) {
      showLiveError(error, deps.status)
      return null
    }
    store.close()
    clearLiveSession(deps.storage())
    deleteHistory(deps.storage(), [surveyId])
    return `/exit/deleted_${language}`
  }

  return { ...store, remove }
}

export type LiveChatStore = ReturnType<typeof createLiveChatStore>

export const chatStore = createLiveChatStore()
