import { clearEditorSession, type SessionStorage } from './editorSession'
import { setGlobalError } from './globalError'
import { navigateTo } from './navigation'
import { de } from '../i18n/de'

/** SPEC.md §3: the live respondent's stored data, and the local chat history. */
const LIVE_AND_HISTORY_KEYS = ['username_live', 'token_live', 'refresh_token_live', 'user_id_live', 'history'] as const

/**
 * SPEC.md §4: logout clears the editor session, stored live data and history and shows
 * 'Sie wurden abgemeldet. Bitte erneut anmelden.'. The caller then goes to /login.
 */
export function logout(storage: SessionStorage = globalThis.localStorage): void {
  clearEditorSession(storage)
  for (const key of LIVE_AND_HISTORY_KEYS) storage.removeItem(key)
  setGlobalError(de.session.loggedOut)
}

/** Logout forced by the token rules (SPEC.md §4), which run outside React: through the navigation port. */
export function logoutToLogin(storage: SessionStorage = globalThis.localStorage): void {
  logout(storage)
  navigateTo('/login')
}
