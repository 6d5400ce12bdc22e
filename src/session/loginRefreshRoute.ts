import type { Method } from './apiClient'
import { editorSession, setLoginRefreshRoute } from './editorSession'

/** An editor call as `api()` received it, to be sent again after the re-login. */
export interface ApiCall {
  method: Method
  path: string
  body?: unknown
  query?: Record<string, string>
}

/** What docs/product/entities.md's login_refresh_route holds: the page to return to and the call to retry. */
export interface LoginRefreshRoute {
  path: string
  request: ApiCall | null
}

/**
 * Request bodies stay in memory only: the typical fresh-token call is a password change, and
 * passwords do not belong in localStorage. After a reload the body is gone and only the page is
 * restored (see `takeLoginRefreshRoute`).
 */
let pendingBody: { key: string; body: unknown } | null = null

interface StoredRoute {
  path: string
  request: (Omit<ApiCall, 'body'> & { key: string; hasBody: boolean }) | null
}

/** Keeps the page and the call for the login-refresh screen (docs/product/states.md). */
export function storeLoginRefreshRoute(path: string, call: ApiCall): void {
  const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`
  const { body, ...rest } = call
  pendingBody = body === undefined ? null : { key, body }
  const stored: StoredRoute = { path, request: { ...rest, key, hasBody: body !== undefined } }
  setLoginRefreshRoute(JSON.stringify(stored))
}

function parse(raw: string): StoredRoute | null {
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value === 'object' && value !== null && typeof (value as StoredRoute).path === 'string')
      return value as StoredRoute
  } catch {
    // Not JSON: a plain path as the old client stored it.
  }
  return raw.startsWith('/') ? { path: raw, request: null } : null
}

/** The stored route, or null when there is none (then /login_refresh says 'Bitte anmelden.'). */
export function readLoginRefreshRoute(): LoginRefreshRoute | null {
  const raw = editorSession.login_refresh_route
  const stored = raw ? parse(raw) : null
  if (!stored) return null
  const request = stored.request
  if (!request) return { path: stored.path, request: null }
  const { key, hasBody, ...call } = request
  if (!hasBody) return { path: stored.path, request: call }
  // A body lost with a reload: sending the call without it would be a different call.
  if (pendingBody?.key !== key) return { path: stored.path, request: null }
  return { path: stored.path, request: { ...call, body: pendingBody.body } }
}

/** Reads and forgets the route: it is used once, right after the re-login. */
export function takeLoginRefreshRoute(): LoginRefreshRoute | null {
  const route = readLoginRefreshRoute()
  setLoginRefreshRoute(null)
  pendingBody = null
  return route
}
