import type { LoginResponse } from '@engine/api/auth'
import { globalStore } from './globalStore'
import { adminRight } from './adminRight'
import { browserStorage, type SessionStorage } from './browserStorage'

/** docs/product/entities.md: the editor session, persisted in browser storage together with login_refresh_route. */
export interface EditorSession {
  username: string | null
  firstName: string | null
  lastName: string | null
  token: string | null
  refresh_token: string | null
  user_id: number | null
  login_refresh_route: string | null
}

/** The storage keys, exactly the field names of docs/product/entities.md. */
export const EDITOR_SESSION_KEYS = [
  'username',
  'firstName',
  'lastName',
  'token',
  'refresh_token',
  'user_id',
  'login_refresh_route',
] as const satisfies readonly (keyof EditorSession)[]

/** The part of the Web Storage API the session needs, so tests can pass a plain fake. */
export type { SessionStorage } from './browserStorage'

export function emptyEditorSession(): EditorSession {
  return {
    username: null,
    firstName: null,
    lastName: null,
    token: null,
    refresh_token: null,
    user_id: null,
    login_refresh_route: null,
  }
}

export const editorSession = globalStore<EditorSession>(emptyEditorSession)

/**
 * docs/product/states.md: auto-login only when a token and a username are stored and the token is not the
 * text 'null' (the old client could store that string after a logout).
 */
export function readStoredEditorSession(storage: SessionStorage): EditorSession | null {
  const token = storage.getItem('token')
  const username = storage.getItem('username')
  if (!token || !username || token === 'null') return null
  const userId = Number(storage.getItem('user_id'))
  return {
    username,
    token,
    firstName: storage.getItem('firstName'),
    lastName: storage.getItem('lastName'),
    refresh_token: storage.getItem('refresh_token'),
    user_id: Number.isInteger(userId) && storage.getItem('user_id') !== null ? userId : null,
    login_refresh_route: storage.getItem('login_refresh_route'),
  }
}

/** Restores the stored session into the store on app start; returns whether someone is logged in. */
export function restoreEditorSession(storage: SessionStorage = browserStorage()): boolean {
  const stored = readStoredEditorSession(storage)
  if (!stored) return false
  Object.assign(editorSession, stored)
  return true
}

/** Writes `keys` of the session to storage; a null removes its key. */
function writeSession<K extends keyof EditorSession>(
  session: Pick<EditorSession, K>,
  storage: SessionStorage,
  keys: readonly K[],
): void {
  for (const key of keys) {
    const value = session[key]
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, String(value))
  }
}

/** Stores a successful login; the refresh route of an earlier re-login is kept. */
export function saveEditorSession(
  login: LoginResponse,
  username: string,
  storage: SessionStorage = browserStorage(),
): void {
  const session: EditorSession = {
    username,
    firstName: login.firstName,
    lastName: login.lastName,
    token: login.token,
    refresh_token: login.refresh_token,
    user_id: login.user_id,
    login_refresh_route: editorSession.login_refresh_route,
  }
  Object.assign(editorSession, session)
  // Another account may have logged in: its right is known after its token check.
  adminRight.admin = false
  writeSession(session, storage, EDITOR_SESSION_KEYS)
}

const IDENTITY_KEYS = [
  'username',
  'firstName',
  'lastName',
  'user_id',
] as const satisfies readonly (keyof EditorSession)[]

/**
 * Updates the names after a token check, which answers who the token belongs to. Only the names
 * are written: the tokens in storage may be newer than this page's (a refresh in another tab
 * rotated them while the check was under way), and writing this page's back would restore a
 * spent refresh token.
 */
export function updateEditorIdentity(
  identity: Pick<EditorSession, (typeof IDENTITY_KEYS)[number]>,
  storage: SessionStorage = browserStorage(),
): void {
  Object.assign(editorSession, identity)
  writeSession(identity, storage, IDENTITY_KEYS)
}

/**
 * Stores the pair from /api/refresh (or a password change). The server rotates refresh tokens:
 * the old one is spent, so the new one must replace it at once, in memory and in storage.
 */
export function saveTokens(
  tokens: { token: string; refresh_token: string },
  storage: SessionStorage = browserStorage(),
): void {
  editorSession.token = tokens.token
  editorSession.refresh_token = tokens.refresh_token
  storage.setItem('token', tokens.token)
  storage.setItem('refresh_token', tokens.refresh_token)
}

/** docs/product/entities.md: login_refresh_route is persisted with the session (null removes it). */
export function setLoginRefreshRoute(route: string | null, storage: SessionStorage = browserStorage()): void {
  editorSession.login_refresh_route = route
  if (route === null) storage.removeItem('login_refresh_route')
  else storage.setItem('login_refresh_route', route)
}

export function clearEditorSession(storage: SessionStorage = browserStorage()): void {
  Object.assign(editorSession, emptyEditorSession())
  adminRight.admin = false
  for (const key of EDITOR_SESSION_KEYS) storage.removeItem(key)
}
