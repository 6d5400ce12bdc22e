import { ChatResponse, type ChatRequest } from '@engine/api/chat'
import { RestartDeleteResponse, type RestartDeleteRequest } from '@engine/api/live'
import { ApiError } from '../../session/apiClient'
import type { SessionStorage } from '../../session/editorSession'
import { liveApi, type LiveApi } from '../../features/live/liveApi'
import {
  browserStorage,
  clearLiveSession,
  liveSession,
  registerLive,
  restoreLiveSession,
} from '../../session/liveSession'

export interface LiveChatClient {
  chat(body: ChatRequest): Promise<ChatResponse>
  restartDelete(body: RestartDeleteRequest): Promise<RestartDeleteResponse | null>
}

export interface LiveChatClientDeps {
  api?: LiveApi
  storage?: () => SessionStorage
  register?: (surveyId: string) => Promise<unknown>
}

/** An answer that does not fit the contract is a failure like any other (default error text). */
function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  json: unknown,
): T {
  const result = schema.safeParse(json)
  if (!result.success) throw new Error('Unerwartete Antwort des Servers.')
  return result.data
}

/**
 * The two live calls with the respondent's identity. The identity is made on first use
 * (register_live) and made again when the server no longer accepts it: 401 after the refresh
 * failed (erased, revoked), or 403 because it belongs to another dialog (the browser keeps one
 * live identity, SPEC.md §3). The server then starts a new conversation.
 */
export function createLiveChatClient(deps: LiveChatClientDeps = {}): LiveChatClient {
  const api = deps.api ?? liveApi
  const storage = deps.storage ?? browserStorage
  const register = deps.register ?? ((surveyId: string) => registerLive(surveyId, { storage: storage() }))

  async function withIdentity<T>(surveyId: string, call: () => Promise<T>): Promise<T> {
    if (!liveSession.token_live && !restoreLiveSession(storage())) await register(surveyId)
    try {
      return await call()
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) throw error
      clearLiveSession(storage())
      await register(surveyId)
      return call()
    }
  }

  return {
    chat: (body) => withIdentity(body.survey_id, async () => parse(ChatResponse, await api.post('/api/chat', body))),
    /**
     * Without a working identity there is nothing to restart or erase on the server: null.
     * A 401 that survived the refresh means the identity is revoked or already erased.
     */
    async restartDelete(body) {
      if (!liveSession.token_live && !restoreLiveSession(storage())) return null
      try {
        return parse(RestartDeleteResponse, await api.post('/api/restart_delete', body))
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null
        throw error
      }
    },
  }
}
