import { VerifyTokenResponse } from '@engine/api/auth'
import { adminRight } from './adminRight'
import { api } from './api'
import { ApiError } from './apiClient'
import { updateEditorIdentity } from './editorSession'

/** 'unreachable': no answer came, so nothing is known about the token and the session is kept. */
export type TokenCheck = 'valid' | 'invalid' | 'unreachable'

/**
 * Checks the session's token with POST /api/verify-token (docs/product/screens.md#navigation-guard) and refreshes the names
 * in the session from the answer. It runs through `api()`, so an expired access token is renewed
 * with the refresh token instead of ending a session that is still good for 30 days.
 */
export async function verifyEditorToken(options: { fetch?: typeof globalThis.fetch } = {}): Promise<TokenCheck> {
  let body: unknown
  try {
    body = await api('POST', '/api/verify-token', options)
  } catch (error) {
    return error instanceof ApiError && error.status >= 400 ? 'invalid' : 'unreachable'
  }
  // Only the server's refusal ends a session. A 2xx whose body could not be read says nothing
  // about the token: it happens when the page unloads mid-request (a reload right after login),
  // and treating it as invalid cleared the stored session of the page being loaded.
  const answer = VerifyTokenResponse.safeParse(body)
  if (!answer.success) return 'unreachable'
  const { username, firstName, lastName, user_id, admin } = answer.data
  updateEditorIdentity({ username, firstName, lastName, user_id })
  adminRight.admin = admin
  return 'valid'
}
