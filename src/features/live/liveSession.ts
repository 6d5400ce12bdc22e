import { RegisterLiveResponse } from '@engine/api/live'
import { proxy } from 'valtio'
import { de } from '../../i18n/de'
import { ApiError, errorOfAnswer } from '../../session/apiClient'
import type { SessionStorage } from '../../session/editorSession'

/** SPEC.md §3: the anonymous live respondent, separate from any editor session in the same browser. */
export interface LiveSession {
  username_live: string | null
  token_live: string | null
  refresh_token_live: string | null
  user_id_live: number | null
  /** The respondent acknowledged that the chat history is kept in this browser. */
  storage_accepted: boolean
}

/** The storage keys, exactly the field names of SPEC.md §3 (logout removes the same ones). */
export const LIVE_SESSION_KEYS = [
  'username_live',
  'token_live',
  'refresh_token_live',
  'user_id_live',
  'storage_accepted',
] as const satisfies readonly (keyof LiveSession)[]

export function emptyLiveSession(): LiveSession {
  return {
    username_live: null,
    token_live: null,
    refresh_token_live: null,
    user_id_live: null,
    storage_accepted: false,
  }
}

export const liveSession = proxy<LiveSession>(emptyLiveSession())

const memory = new Map<string, string>()
const memoryStorage: SessionStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
}

/**
 * localStorage, or memory where the browser refuses it (a widget in a third-party iframe with
 * blocked storage throws on access): the chat then still works, only without resuming later.
 */
export function browserStorage(): SessionStorage {
  try {
    const storage = globalThis.localStorage
    storage.getItem('token_live')
    return storage
  } catch {
    return memoryStorage
  }
}

/** The stored session, or an empty one; a half-written session (no token) counts as none. */
export function readStoredLiveSession(storage: SessionStorage): LiveSession {
  const token = storage.getItem('token_live')
  const userId = Number(storage.getItem('user_id_live'))
  const storageAccepted = storage.getItem('storage_accepted') === 'true'
  if (!token || token === 'null') return { ...emptyLiveSession(), storage_accepted: storageAccepted }
  return {
    username_live: storage.getItem('username_live'),
    token_live: token,
    refresh_token_live: storage.getItem('refresh_token_live'),
    user_id_live: storage.getItem('user_id_live') !== null && Number.isInteger(userId) ? userId : null,
    storage_accepted: storageAccepted,
  }
}

/** SPEC.md §4: "the live user is auto-logged-in too" on app start and on opening a live page. */
export function restoreLiveSession(
  storage: SessionStorage = browserStorage(),
  session: LiveSession = liveSession,
): boolean {
  Object.assign(session, readStoredLiveSession(storage))
  return session.token_live !== null
}

function writeLiveSession(session: LiveSession, storage: SessionStorage): void {
  for (const key of LIVE_SESSION_KEYS) {
    const value = session[key]
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, String(value))
  }
}

/** `session`: the identity to fill; another than the global one for a multichat (src/features/multichatLive). */
export function saveLiveRegistration(
  response: RegisterLiveResponse,
  storage: SessionStorage = browserStorage(),
  session: LiveSession = liveSession,
): void {
  const saved: LiveSession = {
    username_live: response.username_live,
    token_live: response.token_live,
    refresh_token_live: response.refresh_token_live,
    user_id_live: response.user_id,
    storage_accepted: session.storage_accepted,
  }
  Object.assign(session, saved)
  writeLiveSession(saved, storage)
}

/** Refresh tokens rotate (docs/api/auth.md): the new pair replaces the spent one at once. */
export function saveLiveTokens(
  tokens: { token: string; refresh_token: string },
  storage: SessionStorage = browserStorage(),
  session: LiveSession = liveSession,
): void {
  session.token_live = tokens.token
  session.refresh_token_live = tokens.refresh_token
  storage.setItem('token_live', tokens.token)
  storage.setItem('refresh_token_live', tokens.refresh_token)
}

/** Clears the identity; the storage acknowledgement is about this browser, not the identity, so it stays. */
export function clearLiveSession(storage: SessionStorage = browserStorage(), session: LiveSession = liveSession): void {
  const accepted = session.storage_accepted
  Object.assign(session, { ...emptyLiveSession(), storage_accepted: accepted })
  for (const key of LIVE_SESSION_KEYS) if (key !== 'storage_accepted') storage.removeItem(key)
}

export function acceptStorage(storage: SessionStorage = browserStorage()): void {
  liveSession.storage_accepted = true
  storage.setItem('storage_accepted', 'true')
}

export interface RegisterOptions {
  fetch?: typeof globalThis.fetch
  storage?: SessionStorage
}

/**
 * POST /api/register_live: a new anonymous identity for this dialog. SPEC.md §4: on failure the
 * live data is cleared; §8 names the texts ('Invalid credentials' when success is not true).
 */
export async function registerLive(surveyId: string, options: RegisterOptions = {}): Promise<LiveSession> {
  const storage = options.storage ?? browserStorage()
  const doFetch = options.fetch ?? globalThis.fetch
  let json: unknown
  let status = 0
  try {
    const response = await doFetch('/api/register_live', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ survey_id: surveyId }),
    })
    status = response.status
    json = await response.json().catch(() => undefined)
    if (!response.ok) throw errorOfAnswer(response, json, de.live.errors.registrationFailed)
  } catch (error) {
    clearLiveSession(storage)
    throw error instanceof ApiError ? error : new ApiError(0, '')
  }
  const parsed = RegisterLiveResponse.safeParse(json)
  if (!parsed.success) {
    clearLiveSession(storage)
    throw new ApiError(status, de.live.errors.registrationRejected)
  }
  saveLiveRegistration(parsed.data, storage)
  return { ...liveSession }
}
