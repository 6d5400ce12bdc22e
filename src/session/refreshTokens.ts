import { RefreshResponse } from '@engine/api/auth'
import { ApiError, apiPost, isServerBusy } from './apiClient'
import { editorSession, readStoredEditorSession, saveTokens } from './editorSession'
import { logoutToLogin } from './logout'

/**
 * 'renewed': new tokens are in the session; 'ended': logged out; `unavailable`: no answer (status 0)
 * or a server shedding load (503): the session is kept and the call fails with that error.
 */
export type RefreshOutcome = 'renewed' | 'ended' | { unavailable: ApiError }

let inFlight: Promise<RefreshOutcome> | null = null

/**
 * POST /api/refresh, at most one at a time. The server rotates refresh tokens and treats a
 * second use of one as theft (the whole family is revoked, docs/api/auth.md), so every 401 of
 * concurrent calls waits for this one refresh instead of starting its own.
 */
export function refreshTokens(fetch?: typeof globalThis.fetch): Promise<RefreshOutcome> {
  inFlight ??= acrossTabs(() => refreshOnce(fetch)).finally(() => {
    inFlight = null
  })
  return inFlight
}

/** The running refresh, so a call about to start can wait for the new token instead of racing it. */
export function pendingRefresh(): Promise<RefreshOutcome> | null {
  return inFlight
}

/**
 * Other tabs share the stored tokens but not this module: the Web Locks API (where the browser
 * has it) serialises their refreshes too, and the loser then finds the rotated pair in storage.
 */
async function acrossTabs(run: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const locks = globalThis.navigator?.locks
  return locks ? await locks.request('editor-token-refresh', run) : run()
}

/** Another tab already rotated the pair: take its tokens rather than spend ours a second time. */
function adoptTokensOfOtherTab(): boolean {
  const stored = globalThis.localStorage ? readStoredEditorSession(globalThis.localStorage) : null
  if (!stored?.refresh_token || stored.username !== editorSession.username) return false
  if (stored.refresh_token === editorSession.refresh_token) return false
  Object.assign(editorSession, { token: stored.token, refresh_token: stored.refresh_token })
  return true
}

async function refreshOnce(fetch: typeof globalThis.fetch | undefined): Promise<RefreshOutcome> {
  if (adoptTokensOfOtherTab()) return 'renewed'
  const refreshToken = editorSession.refresh_token
  if (!refreshToken) {
    logoutToLogin()
    return 'ended'
  }
  let tokens: RefreshResponse
  try {
    tokens = RefreshResponse.parse(await apiPost('/api/refresh', undefined, { token: refreshToken, fetch }))
  } catch (error) {
    // No answer, or a 503 of a shedding server (docs/reliability/overload.md: it sheds /api/refresh
    // too), says nothing about the tokens; logging out would lose a working session.
    if (error instanceof ApiError && (error.status === 0 || isServerBusy(error))) return { unavailable: error }
    // SPEC.md §4: a 401 on the refresh call (and any other refusal of it) logs out.
    logoutToLogin()
    return 'ended'
  }
  // A logout or a new login while the refresh ran wins over these tokens.
  if (editorSession.refresh_token !== refreshToken) return editorSession.token ? 'renewed' : 'ended'
  saveTokens(tokens)
  return 'renewed'
}
