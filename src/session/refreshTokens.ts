import { RefreshResponse } from '@engine/api/auth'
import { ApiError, isServerBusy, readAnswer, sendJson } from './apiClient'
import type { BusyFlag } from './serverBusy'
import type { Timers } from './timers'

/**
 * 'renewed': new tokens are in the session; 'ended': the identity is gone (the editor logged out,
 * the respondent's tokens cleared); `unavailable`: no answer (status 0) or a server shedding load
 * (503): the identity is kept and the call fails with that error.
 */
export type RefreshOutcome = 'renewed' | 'ended' | { unavailable: ApiError }

/**
 * Whose tokens a call carries and how they are renewed: the logged-in editor (editorSession.ts)
 * or a live respondent (liveSession.ts; a multichat has one per game).
 */
export interface TokenIdentity {
  /** The store the pair lives in: one refresh at a time per store. */
  readonly session: object
  /** The server-busy banner this identity's pages show. */
  readonly busy: BusyFlag
  readonly timers?: Timers
  /** Serialises refreshes across tabs under this Web Locks name; without one only within the tab. */
  readonly lockName?: string
  token(): string | null
  refreshToken(): string | null
  /** Another tab already rotated the pair: take its tokens rather than spend ours a second time. */
  adoptNewerPair(): boolean
  save(tokens: RefreshResponse): void
  /** The identity is gone: the refresh was refused, or there was no refresh token to send. */
  end(cause: 'refused' | 'missing'): void
}

const inFlight = new WeakMap<object, Promise<RefreshOutcome>>()

/**
 * POST /api/refresh, at most one at a time per identity. The server rotates refresh tokens and
 * treats a second use of one as theft (the whole family is revoked, docs/api/auth.md), so every
 * 401 of concurrent calls of one identity waits for this one refresh instead of starting its own.
 */
export function refreshTokens(identity: TokenIdentity, fetch?: typeof globalThis.fetch): Promise<RefreshOutcome> {
  let running = inFlight.get(identity.session)
  if (!running) {
    running = acrossTabs(identity, () => refreshOnce(identity, fetch)).finally(() => {
      inFlight.delete(identity.session)
    })
    inFlight.set(identity.session, running)
  }
  return running
}

/** The running refresh of this identity, so a call about to start can wait for the new token instead of racing it. */
export function pendingRefresh(identity: TokenIdentity): Promise<RefreshOutcome> | null {
  return inFlight.get(identity.session) ?? null
}

/**
 * Other tabs share the stored tokens but not this module: the Web Locks API (where the browser
 * has it) serialises their refreshes too, and the loser then finds the rotated pair in storage.
 */
async function acrossTabs(identity: TokenIdentity, run: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const locks = identity.lockName ? globalThis.navigator?.locks : undefined
  return locks && identity.lockName ? await locks.request(identity.lockName, run) : run()
}

async function refreshOnce(
  identity: TokenIdentity,
  fetch: typeof globalThis.fetch | undefined,
): Promise<RefreshOutcome> {
  if (identity.adoptNewerPair()) return 'renewed'
  const refreshToken = identity.refreshToken()
  if (!refreshToken) {
    identity.end('missing')
    return 'ended'
  }
  let tokens: RefreshResponse
  try {
    tokens = RefreshResponse.parse(
      await readAnswer(await sendJson('POST', '/api/refresh', undefined, { token: refreshToken, fetch })),
    )
  } catch (error) {
    // No answer, or a 503 of a shedding server (docs/reliability/overload.md: it sheds /api/refresh
    // too), says nothing about the tokens; ending the identity would lose a working session.
    if (error instanceof ApiError && (error.status === 0 || isServerBusy(error))) return { unavailable: error }
    // docs/product/states.md: a 401 on the refresh call (and any other refusal of it) ends the identity.
    identity.end('refused')
    return 'ended'
  }
  // A logout or a new login while the refresh ran wins over these tokens.
  if (identity.refreshToken() !== refreshToken) return identity.token() ? 'renewed' : 'ended'
  identity.save(tokens)
  return 'renewed'
}
