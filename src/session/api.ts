import { RefreshResponse } from '@engine/api/auth'
import { ApiError, type ApiOptions, isServerBusy, type Method, readAnswer, sendJson } from './apiClient'
import { editorSession, saveTokens } from './editorSession'
import { storeLoginRefreshRoute, type ApiCall } from './loginRefreshRoute'
import { logoutToLogin } from './logout'
import { currentPath, navigateTo } from './navigation'
import { isDownloadCall, readDownload } from './readDownload'
import { pendingRefresh, refreshTokens } from './refreshTokens'
import { markServerBusy } from './serverBusy'

export type { Method } from './apiClient'

export interface RequestOptions {
  body?: unknown
  /** Appended as a query string (GET /api/excel_export?survey_id=...). */
  query?: Record<string, string>
  fetch?: ApiOptions['fetch']
}

/**
 * A call that ended the page: the session rules went to /login or /login_refresh. Features may
 * check for it to skip their own error message, since the page is being left anyway.
 */
export class SessionRedirectError extends ApiError {
  readonly redirectedTo: '/login' | '/login_refresh'

  constructor(cause: ApiError, redirectedTo: '/login' | '/login_refresh') {
    super(cause.status, cause.msg, { code: cause.code, statusText: cause.statusText })
    this.name = 'SessionRedirectError'
    this.redirectedTo = redirectedTo
  }
}

type Attempt = { sentToken: string | null } & ({ ok: true; value: unknown } | { ok: false; error: ApiError })

async function attempt(call: ApiCall, fetch: RequestOptions['fetch']): Promise<Attempt> {
  const sentToken = editorSession.token
  const url = call.query ? `${call.path}?${new URLSearchParams(call.query).toString()}` : call.path
  try {
    const response = await sendJson(call.method, url, call.body, { token: sentToken, fetch })
    // The excel export answers with a file (errors are still JSON).
    const read = isDownloadCall(call.path) ? readDownload : readAnswer
    return { sentToken, ok: true, value: await read(response) }
  } catch (error) {
    if (error instanceof ApiError) return { sentToken, ok: false, error }
    throw error
  }
}

/** A 401 that new tokens can cure: not the fresh-token demand and not a disabled account. */
const curableByRefresh = (error: ApiError) =>
  error.status === 401 && error.code !== 'fresh_token_required' && error.code !== 'account_disabled'

const isExcelExport = (call: ApiCall) => call.path.startsWith('/api/excel_export')

function toLoginRefresh(call: ApiCall, error: ApiError): never {
  storeLoginRefreshRoute(currentPath(), call)
  navigateTo('/login_refresh')
  throw new SessionRedirectError(error, '/login_refresh')
}

function toLogin(error: ApiError): never {
  logoutToLogin()
  throw new SessionRedirectError(error, '/login')
}

/**
 * The one way the app calls the API as the logged-in editor: the bearer token of the session is
 * attached, a non-2xx answer throws ApiError with the server's `{msg, code}`, and SPEC.md §4's token
 * rules apply here and nowhere else:
 * - 401 -> one (shared) refresh, then the call is retried once;
 * - 401 with code fresh_token_required (or any 401 of the excel export after the retry) -> the
 *   page and call are stored and the user goes to /login_refresh;
 * - 403, code account_disabled, a failed refresh or a retry that is still 401 -> logout;
 * - 503 (the server sheds load), also of the refresh -> the server_busy banner, the session stays
 *   and the call still fails; features skip it in their error reports (isServerBusy).
 * - no answer at all, also of the refresh -> ApiError(0), the session stays.
 */
export async function api(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const call: ApiCall = { method, path, body: options.body, query: options.query }
  // A refresh under way replaces the token this call would carry.
  await pendingRefresh()
  let result = await attempt(call, options.fetch)
  let retried = false
  if (!result.ok && curableByRefresh(result.error)) {
    // Another call may have refreshed since this one was sent: then its new token is enough.
    const renewed = editorSession.token !== null && editorSession.token !== result.sentToken
    const outcome = renewed ? 'renewed' : await refreshTokens(options.fetch)
    if (outcome === 'ended') throw new SessionRedirectError(result.error, '/login')
    if (outcome === 'renewed') {
      result = await attempt(call, options.fetch)
      retried = true
    } else {
      // The refresh got no answer or a 503: the session stays, the call fails with that (below).
      result = { sentToken: result.sentToken, ok: false, error: outcome.unavailable }
    }
  }
  if (result.ok) {
    // A password change answers with a new pair (all other sessions end): keep the session in step.
    const tokens = RefreshResponse.safeParse(result.value)
    if (tokens.success) saveTokens(tokens.data)
    return result.value
  }
  const { error } = result
  if (isServerBusy(error)) markServerBusy()
  if (error.status === 401 && (error.code === 'fresh_token_required' || (retried && isExcelExport(call))))
    toLoginRefresh(call, error)
  if (error.status === 403 || error.code === 'account_disabled' || (error.status === 401 && retried)) toLogin(error)
  throw error
}
