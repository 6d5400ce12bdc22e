import { RegisterLiveResponse } from '@engine/api/live'
import { proxy } from 'valtio'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { ApiError } from '../../session/apiClient'
import type { SessionStorage } from '../../session/editorSession'
import {
  clearLiveSession,
  emptyLiveSession,
  type LiveSession,
  restoreLiveSession,
  saveLiveRegistration,
} from '../../session/liveSession'
import { registrationError } from './registrationError'

const IDENTITY_KEYS: readonly string[] = ['username_live', 'token_live', 'refresh_token_live', 'user_id_live']

/**
 * The storage of one multichat's live identity: docs/product/entities.md's keys with the multichat as suffix
 * ('token_live@multichat_3'). A separate identity per game keeps the single live dialog's
 * identity (and the other game's) intact; 'storage_accepted' is about the browser and is shared.
 */
export function multichatStorage(multichatId: number, storage: () => SessionStorage): () => SessionStorage {
  const key = (name: string) => (IDENTITY_KEYS.includes(name) ? `${name}@multichat_${multichatId}` : name)
  return () => {
    const inner = storage()
    return {
      getItem: (name) => inner.getItem(key(name)),
      setItem: (name, value) => inner.setItem(key(name), value),
      removeItem: (name) => inner.removeItem(key(name)),
    }
  }
}

/** The multichat's identity, restored from its storage (docs/product/states.md: the live user is auto-logged-in). */
export function multichatSession(storage: SessionStorage): LiveSession {
  const session = proxy<LiveSession>(emptyLiveSession())
  restoreLiveSession(storage, session)
  return session
}

/**
 * POST /api/register_live_list: one anonymous identity for all dialogs of the multichat
 * (engine/api/live.ts). docs/product/states.md: on failure the live data is cleared; docs/product/errors.md names the texts.
 */
export async function registerLiveList(
  surveyIds: readonly string[],
  session: LiveSession,
  storage: SessionStorage,
  fetch?: typeof globalThis.fetch,
): Promise<void> {
  let json: unknown
  try {
    json = await api('POST', '/api/register_live_list', { as: 'public', body: { survey_id_list: surveyIds }, fetch })
  } catch (error) {
    clearLiveSession(storage, session)
    throw registrationError(error)
  }
  const parsed = RegisterLiveResponse.safeParse(json)
  if (!parsed.success) {
    clearLiveSession(storage, session)
    throw new ApiError(200, ui.live.errors.registrationRejected)
  }
  saveLiveRegistration(parsed.data, storage, session)
}
