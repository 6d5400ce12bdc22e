import { VerifyTokenResponse } from '@engine/api/auth'
import { apiPost, type ApiOptions } from './apiClient'
import { updateEditorIdentity } from './editorSession'

/**
 * Checks a stored token with POST /api/verify-token (SPEC.md §2.2) and refreshes the names in
 * the session from the answer. Resolves true when valid, false on any failure.
 */
export async function verifyEditorToken(token: string, options: Pick<ApiOptions, 'fetch'> = {}): Promise<boolean> {
  try {
    const answer = VerifyTokenResponse.safeParse(await apiPost('/api/verify-token', undefined, { ...options, token }))
    if (!answer.success) return false
    const { username, firstName, lastName, user_id } = answer.data
    updateEditorIdentity({ username, firstName, lastName, user_id })
    return true
  } catch {
    return false
  }
}
