import { LoginResponse } from '@engine/api/auth'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import type { ApiOptions } from '../../session/apiClient'
import { saveEditorSession, type SessionStorage } from '../../session/editorSession'
import { clearGlobalError } from '../../session/globalError'
import { loginErrorMessage, loginRetryAfter } from './loginErrorMessage'

export type LoginResult = { ok: true } | { ok: false; message: string; retryAfterSeconds?: number }

/**
 * POST /api/login; on success (success true, docs/product/states.md) the editor session is saved and the
 * global error cleared. Any answer without success true counts as invalid credentials. A public
 * call (`as: 'public'`): a 401 here is a wrong password, not a reason to refresh tokens.
 */
export async function submitLogin(
  username: string,
  password: string,
  options: Pick<ApiOptions, 'fetch'> & { storage?: SessionStorage } = {},
): Promise<LoginResult> {
  let answer: unknown
  try {
    answer = await api('POST', '/api/login', { as: 'public', body: { username, password }, fetch: options.fetch })
  } catch (error) {
    const retryAfterSeconds = loginRetryAfter(error)
    const message = loginErrorMessage(error)
    return retryAfterSeconds === undefined ? { ok: false, message } : { ok: false, message, retryAfterSeconds }
  }
  const login = LoginResponse.safeParse(answer)
  if (!login.success) return { ok: false, message: ui.login.invalidCredentials }
  saveEditorSession(login.data, username, options.storage)
  clearGlobalError()
  return { ok: true }
}
