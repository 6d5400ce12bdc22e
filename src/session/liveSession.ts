import type { RegisterLiveResponse } from '@engine/api/live'
import { globalStore } from './globalStore'
import { browserStorage, type SessionStorage } from './browserStorage'

export { browserStorage }
import type { TokenIdentity } from './refreshTokens'
import type { BusyFlag } from './serverBusy'
import type { Timers } from './timers'

/** docs/product/entities.md: the anonymous live respondent, separate from any editor session in the same browser. */
export interface LiveSession {
  username_live: string | null
  token_live: string | null
  refresh_token_live: string | null
  user_id_live: number | null
  /** The respondent acknowledged that the chat history is kept in this browser. */
  storage_accepted: boolean
}

/** The storage keys, exactly the field names of docs/product/entities.md (logout removes the same ones). */
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

export const liveSession = globalStore<LiveSession>(emptyLiveSession)

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

/** docs/product/states.md: "the live user is auto-logged-in too" on app start and on opening a live page. */
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

/** `session`: the identity to fill; another than the global one for a multichat (src/chat/clients/multichatIdentity.ts). */
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

/** A live respondent as `api()` calls for them: the identity, where it is stored, and the banner it raises. */
export interface Respondent {
  session: LiveSession
  storage: () => SessionStorage
  /** The live page's banner state (server_busy). */
  busy: BusyFlag
  timers?: Timers
  /** docs/product/constants.md: 10000 ms unless a test says otherwise. */
  busyAfterMs?: number
}

/** The respondent's tokens; a refused refresh clears them (the chat client then registers anew). */
export function respondentIdentity({ session, storage, busy, timers }: Respondent): TokenIdentity {
  return {
    session,
    busy,
    timers,
    token: () => session.token_live,
    refreshToken: () => session.refresh_token_live,
    adoptNewerPair() {
      const stored = storage().getItem('refresh_token_live')
      const storedToken = storage().getItem('token_live')
      if (!stored || !storedToken || stored === session.refresh_token_live) return false
      Object.assign(session, { token_live: storedToken, refresh_token_live: stored })
      return true
    },
    save: (tokens) => saveLiveTokens(tokens, storage(), session),
    // Without a refresh token the call fails with its 401, and the chat client replaces the identity.
    end: (cause) => {
      if (cause === 'refused') clearLiveSession(storage(), session)
    },
  }
}
