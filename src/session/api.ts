import { ApiError, type ApiOptions } from './apiClient'
import { editorSession } from './editorSession'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  body?: unknown
  /** Appended as a query string (GET /api/excel_export?survey_id=...). */
  query?: Record<string, string>
  fetch?: ApiOptions['fetch']
}

/**
 * The one way the app calls the API as the logged-in editor: the bearer token of the session
 * is attached, a non-2xx answer throws ApiError with the server's `{msg}`. SPEC.md §4's token
 * rules (401 -> refresh and retry once, fresh token -> /login_refresh, 403 -> logout) belong
 * here and nowhere else, so features only call `api(...)`.
 */
export async function api(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (editorSession.token) headers.authorization = `Bearer ${editorSession.token}`
  const url = options.query ? `${path}?${new URLSearchParams(options.query).toString()}` : path
  const doFetch = options.fetch ?? globalThis.fetch
  let response: Response
  try {
    response = await doFetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  } catch {
    throw new ApiError(0, '')
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const msg = typeof json === 'object' && json !== null && typeof (json as { msg?: unknown }).msg === 'string' ? (json as { msg: string }).msg : response.statusText
    throw new ApiError(response.status, msg)
  }
  return json
}
