import { RefreshResponse } from '@engine/api/auth'
import { ApiError, isServerBusy, type Method, readAnswer, sendJson } from './apiClient'
import { browserStorage } from './browserStorage'
import { editorSession, readStoredEditorSession, saveTokens } from './editorSession'
import { type Respondent, respondentIdentity } from './liveSession'
import { storeLoginRefreshRoute, type ApiCall } from './loginRefreshRoute'
import { logoutToLogin } from './logout'
import { currentPath, navigateTo } from './navigation'
import { isDownloadCall, readDownload } from './readDownload'
import { pendingRefresh, refreshTokens, type TokenIdentity } from './refreshTokens'
import { markServerBusy, serverBusy } from './serverBusy'
import { browserTimers } from './timers'

export type { Method } from './apiClient'
export type { Respondent } from './liveSession'

/** docs/product/constants.md: a respondent's call slower than 10000 ms raises server_busy (it clears itself, serverBusy.ts). */
export const BUSY_AFTER_MS = 10_000

interface CommonOptions {
  body?: unknown
  /** Appended as a query string (GET /api/excel_export?survey_id=...). */
  query?: Record<string, string>
  fetch?: typeof globalThis.fetch
}

/**
 * Who makes the call, and so which token goes along and which token rules apply:
 * - `editor` (the default): the logged-in editor, with docs/product/states.md's editor rules (below);
 * - `respondent`: a live respondent (the live dialog's identity, or a multichat's own), whose
 *   401 is refreshed once and retried, and whose slow calls raise server_busy (docs/product/constants.md);
 * - `public`: nobody (login, mailed links, registering a respondent): no token, and a 401 is an
 *   answer (a wrong password), not a reason to refresh.
 */
export type RequestOptions = CommonOptions &
  (
    | { as?: 'editor' | 'public' }
    | {
        as: 'respondent'
        respondent: Respondent
        /** docs/product/states.md: busy detection can be disabled per call. */
        busyDetection?: boolean
      }
  )

/**
 * A call that ended the page: the session rules went to /login or /login_refresh. Features may
 * check for it to skip their own error message, since the page is being left anyway.
 */
export class SessionRedirectError extends ApiError {
  readonly redirectedTo: '/login' | '/login_refresh'

  constructor(cause: ApiError, redirectedTo: '/login' | '/login_refresh') {
    super(cause.status, cause.msg, {
      code: cause.code,
      statusText: cause.statusText,
      retryAfterSeconds: cause.retryAfterSeconds,
      msgFromServer: cause.msgFromServer,
    })
    this.name = 'SessionRedirectError'
    this.redirectedTo = redirectedTo
  }
}

type Attempt = { sentToken: string | null } & ({ ok: true; value: unknown } | { ok: false; error: ApiError })

async function attempt(call: ApiCall, token: string | null, fetch: CommonOptions['fetch']): Promise<Attempt> {
  const url = call.query ? `${call.path}?${new URLSearchParams(call.query).toString()}` : call.path
  try {
    const response = await sendJson(call.method, url, call.body, { token, fetch })
    // The excel export answers with a file (errors are still JSON).
    const read = isDownloadCall(call.path) ? readDownload : readAnswer
    return { sentToken: token, ok: true, value: await read(response) }
  } catch (error) {
    if (error instanceof ApiError) return { sentToken: token, ok: false, error }
    throw error
  }
}

/** The logged-in editor's tokens; a refused refresh logs out (docs/product/states.md). */
const editorIdentity: TokenIdentity = {
  session: editorSession,
  busy: serverBusy,
  lockName: 'editor-token-refresh',
  token: () => editorSession.token,
  refreshToken: () => editorSession.refresh_token,
  adoptNewerPair() {
    const stored = readStoredEditorSession(browserStorage())
    if (!stored?.refresh_token || stored.username !== editorSession.username) return false
    if (stored.refresh_token === editorSession.refresh_token) return false
    Object.assign(editorSession, { token: stored.token, refresh_token: stored.refresh_token })
    return true
  },
  save: saveTokens,
  end: () => logoutToLogin(),
}

/** The identity's rules for a 401 of its call. */
interface Rules {
  identity: TokenIdentity
  /** Whether new tokens can cure this 401 (sent with `sentToken`). */
  curable(error: ApiError, sentToken: string | null): boolean
  /** What an ended identity means for the call: the editor's page is left, the respondent's call fails with its 401. */
  ended(error: ApiError): void
}

/** A 401 that new tokens can cure: not the fresh-token demand and not a disabled account. */
const editorRules: Rules = {
  identity: editorIdentity,
  curable: (error) =>
    error.status === 401 && error.code !== 'fresh_token_required' && error.code !== 'account_disabled',
  ended(error) {
    throw new SessionRedirectError(error, '/login')
  },
}

/** A respondent without a token has nothing to refresh: the chat client registers one instead. */
const respondentRules = (respondent: Respondent): Rules => ({
  identity: respondentIdentity(respondent),
  curable: (error, sentToken) => error.status === 401 && sentToken !== null,
  ended: () => {},
})

/**
 * The call with the identity's token; docs/product/states.md: a 401 new tokens can cure -> one (shared)
 * refresh, then the call is retried once. Answers the last attempt and whether it was a retry.
 */
async function withTokens(
  call: ApiCall,
  rules: Rules,
  fetch: CommonOptions['fetch'],
): Promise<{ result: Attempt; retried: boolean }> {
  const { identity } = rules
  // A refresh under way replaces the token this call would carry.
  await pendingRefresh(identity)
  const result = await attempt(call, identity.token(), fetch)
  if (result.ok || !rules.curable(result.error, result.sentToken)) return { result, retried: false }
  // Another call may have refreshed since this one was sent: then its new token is enough.
  const current = identity.token()
  const outcome = current !== null && current !== result.sentToken ? 'renewed' : await refreshTokens(identity, fetch)
  if (outcome === 'renewed') return { result: await attempt(call, identity.token(), fetch), retried: true }
  if (outcome === 'ended') {
    rules.ended(result.error)
    return { result, retried: false }
  }
  // The refresh got no answer or a 503: the identity stays, the call fails with that.
  return { result: { sentToken: result.sentToken, ok: false, error: outcome.unavailable }, retried: false }
}

function toLoginRefresh(call: ApiCall, error: ApiError): never {
  storeLoginRefreshRoute(currentPath(), call)
  navigateTo('/login_refresh')
  throw new SessionRedirectError(error, '/login_refresh')
}

function toLogin(error: ApiError): never {
  logoutToLogin()
  throw new SessionRedirectError(error, '/login')
}

const isExcelExport = (call: ApiCall) => call.path.startsWith('/api/excel_export')

/**
 * The editor's token rules (docs/product/states.md) apply here and nowhere else:
 * - 401 -> one (shared) refresh, then the call is retried once;
 * - 401 with code fresh_token_required (or any 401 of the excel export after the retry) -> the
 *   page and call are stored and the user goes to /login_refresh;
 * - code account_disabled, a failed refresh or a retry that is still 401 -> logout; any other
 *   403 (a role without the right, docs/product/roles.md "Refusals") is the call's error only;
 * - 503 (the server sheds load), also of the refresh -> the server_busy banner, the session stays
 *   and the call still fails; features skip it in their error reports (isServerBusy).
 * - no answer at all, also of the refresh -> ApiError(0), the session stays.
 */
async function asEditor(call: ApiCall, fetch: CommonOptions['fetch']): Promise<unknown> {
  const { result, retried } = await withTokens(call, editorRules, fetch)
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
  // A 403 of the role check is an answer about this call, not about the session: only a disabled
  // account ends it (docs/product/states.md "Tokens").
  if (error.code === 'account_disabled' || (error.status === 401 && retried)) toLogin(error)
  throw error
}

/**
 * A respondent's rules (docs/product/states.md, docs/product/constants.md): 401 -> one (shared) refresh and one retry; a refused
 * refresh clears the identity and the call fails with its 401 (the chat client then registers a
 * new one); a call slower than 10000 ms, or a 503 of the call or of its refresh, raises server_busy.
 */
async function asRespondent(
  call: ApiCall,
  respondent: Respondent,
  options: { busyDetection?: boolean; fetch?: CommonOptions['fetch'] },
): Promise<unknown> {
  const rules = respondentRules(respondent)
  const { busy, timers } = rules.identity
  const markBusy = () => markServerBusy(busy, { timers })
  const timer = timers ?? browserTimers
  const busyTimer =
    options.busyDetection === false ? undefined : timer.setTimeout(markBusy, respondent.busyAfterMs ?? BUSY_AFTER_MS)
  try {
    const { result } = await withTokens(call, rules, options.fetch)
    if (result.ok) return result.value
    // The server sheds load with 503 (docs/reliability/overload.md): same banner as a slow call.
    if (isServerBusy(result.error)) markBusy()
    throw result.error
  } finally {
    if (busyTimer !== undefined) timer.clearTimeout(busyTimer)
  }
}

/**
 * The one way the app calls the API: the token of the identity the call is made `as` goes along,
 * a non-2xx answer throws ApiError with the server's `{msg, code}`, and that identity's token rules apply.
 */
export async function api(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const call: ApiCall = { method, path, body: options.body, query: options.query }
  if (options.as === 'public') {
    const result = await attempt(call, null, options.fetch)
    if (result.ok) return result.value
    throw result.error
  }
  if (options.as === 'respondent') return asRespondent(call, options.respondent, options)
  return asEditor(call, options.fetch)
}

/** The logged-in editor's token now, for a call made without `api` (the co-editing stream reads with fetch). */
export const editorToken = (): string | null => editorIdentity.token()

/**
 * Renews the editor's tokens as a 401 of `api` would (one shared refresh): true when the pair
 * was renewed (or another call renewed it since `sentToken`), false when the refresh could not
 * be made now; an ended session goes to the login page (the identity's `end`), as with `api`.
 */
export async function renewEditorToken(sentToken: string | null): Promise<boolean> {
  const current = editorIdentity.token()
  if (current !== null && current !== sentToken) return true
  return (await refreshTokens(editorIdentity)) === 'renewed'
}
