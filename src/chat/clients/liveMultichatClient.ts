import { MultichatTurnResponse } from '@engine/api/multichat'
import { ApiError } from '../../session/apiClient'
import type { SessionStorage } from '../../session/editorSession'
import { browserStorage, clearLiveSession, type LiveSession } from '../../session/liveSession'
import { storageHistory } from '../chatHistory'
import { liveStatus } from '../liveStatus'
import { type MultichatClient, parseAnswer, postAs, type RespondentPost } from './chatClient'
import { multichatSession, multichatStorage, registerLiveList } from './multichatIdentity'

export interface LiveMultichatOptions {
  multichatId: number
  /** All dialogs of the multichat (the contacts): register_live_list covers them with one identity. */
  surveyIds: readonly string[]
  storage?: () => SessionStorage
  fetch?: typeof globalThis.fetch
  /** For tests; by default POSTs as the multichat's own respondent identity (refresh, busy detection). */
  post?: RespondentPost
}

const parseTurn = (json: unknown): MultichatTurnResponse => parseAnswer(MultichatTurnResponse, json)

/**
 * The live game's client: POST /api/multichat/{id}/chat and /restart with the multichat's live
 * identity, made on first use and made again when the server no longer accepts it (401 after
 * the refresh failed, 403), as the single live chat does (liveChatClient.ts). The history is the
 * browser's 'history', per survey id (docs/product/entities.md).
 */
export function createLiveMultichatClient(options: LiveMultichatOptions): MultichatClient & { session: LiveSession } {
  const storage = multichatStorage(options.multichatId, options.storage ?? browserStorage)
  const session = multichatSession(storage())
  const post = options.post ?? postAs({ session, storage, busy: liveStatus }, options.fetch)
  const base = `/api/multichat/${options.multichatId}`
  let registering: Promise<void> | null = null
  // Single flight: the start and a quick first answer (or StrictMode's second start) share one identity.
  const register = () =>
    (registering ??= registerLiveList(options.surveyIds, session, storage(), options.fetch).finally(() => {
      registering = null
    }))

  async function withIdentity<T>(call: () => Promise<T>): Promise<T> {
    if (!session.token_live) await register()
    try {
      return await call()
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) throw error
      clearLiveSession(storage(), session)
      await register()
      return call()
    }
  }

  return {
    session,
    history: storageHistory(options.storage ?? browserStorage),
    start: () => withIdentity(async () => parseTurn(await post(`${base}/chat`, {}))),
    answer: (body) => withIdentity(async () => parseTurn(await post(`${base}/chat`, body))),
    /** Without a working identity there is no game on the server to restart. */
    async restart() {
      if (!session.token_live) return
      try {
        await post(`${base}/restart`, undefined)
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return
        throw error
      }
    },
    /**
     * POST /api/multichat/{id}/delete; afterwards the identity is gone here too. Only a 401 (the
     * refresh failed as well: the server no longer knows the identity) means nothing is left to
     * erase. A 403 keeps the identity and fails: the player's data is still on the server.
     */
    async erase() {
      if (session.token_live) {
        try {
          await post(`${base}/delete`, undefined)
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 401) throw error
        }
      }
      clearLiveSession(storage(), session)
    },
  }
}
