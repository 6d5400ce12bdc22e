import { browserStorage } from './browserStorage'
import { clearEditorSession, type SessionStorage } from './editorSession'
import { setGlobalError } from './globalError'
import { navigateTo } from './navigation'
import { ui } from '../i18n'

/** docs/product/entities.md: the live respondent's stored data, and the local chat history. */
const LIVE_AND_HISTORY_KEYS = ['username_live', 'token_live', 'refresh_token_live', 'user_id_live', 'history'] as const

/**
 * docs/product/states.md: logout clears the editor session, stored live data and history and shows
 * 'Sie wurden abgemeldet. Bitte erneut anmelden.'. The caller then goes to /login.
 */
export function logout(storage: SessionStorage = browserStorage()): void {
  clearEditorSession(storage)
  for (const key of LIVE_AND_HISTORY_KEYS) storage.removeItem(key)
  setGlobalError(ui.session.loggedOut)
}

/** Logout forced by the token rules (docs/product/states.md), which run outside React: through the navigation port. */
export function logoutToLogin(storage: SessionStorage = browserStorage()): void {
  logout(storage)
  navigateTo('/login')
}
