import { api } from './api'
import { editorSession } from './editorSession'
import { logoutToLogin } from './logout'

/**
 * The editor's own logout (user menu): POST /api/logout with the refresh token ends the access
 * token and the whole refresh family on the server (docs/api/auth.md), so a copied token stops
 * working too; then docs/product/states.md's local logout and /login. A server that does not answer does not
 * keep the editor logged in.
 */
export async function signOut(fetch?: typeof globalThis.fetch): Promise<void> {
  const refreshToken = editorSession.refresh_token
  if (editorSession.token) {
    try {
      await api('POST', '/api/logout', { body: refreshToken ? { refresh_token: refreshToken } : {}, fetch })
    } catch {
      // Nothing to do: the local session ends below either way.
    }
  }
  logoutToLogin()
}
