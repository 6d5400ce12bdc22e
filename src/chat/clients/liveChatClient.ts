import { ChatResponse, type ChatRequest } from '@engine/api/chat'
import { FeedbackResponse } from '@engine/api/feedback'
import { RegisterLiveResponse, RestartDeleteResponse, type RestartDeleteRequest } from '@engine/api/live'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { ApiError } from '../../session/apiClient'
import type { SessionStorage } from '../../session/editorSession'
import {
  browserStorage,
  clearLiveSession,
  type LiveSession,
  liveSession,
  restoreLiveSession,
  saveLiveRegistration,
} from '../../session/liveSession'
import { liveStatus } from '../liveStatus'
import { type ChatClient, parseAnswer, postAs, type RespondentPost } from './chatClient'
import { registrationError } from './registrationError'

/** The live dialog's client; `erase` is the live page's delete (docs/product/states.md). */
export interface LiveChatClient extends ChatClient {
  /** Erases the respondent's data for the dialog; null when there was no identity to erase. */
  erase(surveyId: string): Promise<RestartDeleteResponse | null>
}

export interface LiveChatClientDeps {
  post?: RespondentPost
  storage?: () => SessionStorage
  register?: (surveyId: string) => Promise<unknown>
}

/** The live dialog's respondent: the browser's one live identity, failures in the live banner. */
export const liveRespondent = { session: liveSession, storage: browserStorage, busy: liveStatus }

/**
 * The two live calls with the respondent's identity. The identity is made on first use
 * (register_live) and made again when the server no longer accepts it: 401 after the refresh
 * failed (erased, revoked), or 403 because it belongs to another dialog (the browser keeps one
 * live identity, docs/product/entities.md). The server then starts a new conversation.
 */
export function createLiveChatClient(deps: LiveChatClientDeps = {}): LiveChatClient {
  const post = deps.post ?? postAs(liveRespondent)
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

  /**
   * Without a working identity there is nothing to restart or erase on the server: null.
   * A 401 that survived the refresh means the identity is revoked or already erased.
   */
  async function restartDelete(body: RestartDeleteRequest): Promise<RestartDeleteResponse | null> {
    if (!liveSession.token_live && !restoreLiveSession(storage())) return null
    try {
      return parseAnswer(RestartDeleteResponse, await post('/api/restart_delete', body))
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null
      throw error
    }
  }

  return {
    chat: (body: ChatRequest) =>
      withIdentity(body.survey_id, async () => parseAnswer(ChatResponse, await post('/api/chat', body))),
    restart: async (surveyId) => void (await restartDelete({ survey_id: surveyId, action: 'restart' })),
    erase: (surveyId) => restartDelete({ survey_id: surveyId, action: 'delete' }),
    // No new identity on a refusal: a new respondent could not rate the old one's messages anyway.
    feedback: async (body) => void parseAnswer(FeedbackResponse, await post('/api/feedback', body)),
  }
}

export interface RegisterOptions {
  fetch?: typeof globalThis.fetch
  storage?: SessionStorage
}

/**
 * POST /api/register_live: a new anonymous identity for this dialog. docs/product/states.md: on failure the
 * live data is cleared; docs/product/errors.md names the texts ('Invalid credentials' when success is not true).
 */
export async function registerLive(surveyId: string, options: RegisterOptions = {}): Promise<LiveSession> {
  const storage = options.storage ?? browserStorage()
  let json: unknown
  try {
    json = await api('POST', '/api/register_live', {
      as: 'public',
      body: { survey_id: surveyId },
      fetch: options.fetch,
    })
  } catch (error) {
    clearLiveSession(storage)
    throw registrationError(error)
  }
  const parsed = RegisterLiveResponse.safeParse(json)
  if (!parsed.success) {
    clearLiveSession(storage)
    throw new ApiError(200, ui.live.errors.registrationRejected)
  }
  saveLiveRegistration(parsed.data, storage)
  return { ...liveSession }
}
