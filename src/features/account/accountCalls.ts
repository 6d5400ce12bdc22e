import { AccountResponse, SuccessResponse } from '@engine/api/auth'
import { api, SessionRedirectError } from '../../session/api'
import { editorSession, updateEditorIdentity } from '../../session/editorSession'
import { failureMessage, type MessageResult } from '../auth/postForMessage'

export async function loadAccount(fetch?: typeof globalThis.fetch): Promise<AccountResponse> {
  return AccountResponse.parse(await api('GET', '/api/account', { fetch }))
}

/**
 * Runs an account call and turns its `{success, msg}` answer into what the form shows. null:
 * the session rules left the page (/login_refresh for a fresh token, or /login), nothing to show.
 */
async function forMessage(send: () => Promise<unknown>): Promise<MessageResult | null> {
  try {
    return { ok: true, msg: SuccessResponse.parse(await send()).msg }
  } catch (error) {
    if (error instanceof SessionRedirectError) return null
    return { ok: false, message: failureMessage(error) }
  }
}

/** PUT /api/account; the names in the session (user menu, greeting) follow at once. Empty clears. */
export async function saveName(
  firstName: string,
  lastName: string,
  fetch?: typeof globalThis.fetch,
): Promise<MessageResult | null> {
  const names = { firstName: firstName.trim() || null, lastName: lastName.trim() || null }
  const result = await forMessage(() => api('PUT', '/api/account', { body: names, fetch }))
  if (result?.ok) updateEditorIdentity({ username: editorSession.username, user_id: editorSession.user_id, ...names })
  return result
}

export function requestEmailValidation(fetch?: typeof globalThis.fetch): Promise<MessageResult | null> {
  return forMessage(() => api('POST', '/api/request_email_validation', { fetch }))
}

/**
 * PUT /api/account/password needs a fresh token: with a refreshed one `api()` goes to
 * /login_refresh and retries this call after the re-login. The answer's new token pair is
 * stored by `api()` itself, since the server ends all other sessions of the account.
 */
export function changePassword(
  oldPassword: string,
  newPassword: string,
  fetch?: typeof globalThis.fetch,
): Promise<MessageResult | null> {
  return forMessage(() =>
    api('PUT', '/api/account/password', { body: { old_password: oldPassword, new_password: newPassword }, fetch }),
  )
}
