import { RefreshResponse } from '@engine/api/auth'
import { ApiError, errorOfAnswer, isServerBusy } from '../../session/apiClient'
import type { SessionStorage } from '../../session/editorSession'
import { browserTimers, markServerBusy, type Timers } from '../../session/serverBusy'
import { browserStorage, clearLiveSession, type LiveSession, liveSession, saveLiveTokens } from './liveSession'
import { liveStatus, type LiveStatus } from './liveStatus'

/** SPEC.md §9: busy detection after 10000 ms; the busy state clears itself (SERVER_BUSY_CLEAR_MS, serverBusy.ts). */
export const BUSY_AFTER_MS = 10_000

export type { Timers } from '../../session/serverBusy'

export interface LiveApiOptions {
  fetch?: typeof globalThis.fetch
  storage?: () => SessionStorage
  status?: LiveStatus
  timers?: Timers
  busyAfterMs?: number
  /** The identity whose tokens go along; a multichat keeps its own (src/features/multichatLive). */
  session?: LiveSession
}

export interface CallOptions {
  /** SPEC.md §4: busy detection can be disabled per call. */
  busyDetection?: boolean
}

export interface LiveApi {
  post(path: string, body: unknown, options?: CallOptions): Promise<unknown>
}

async function readAnswer(response: Response): Promise<unknown> {
  const json: unknown = await response.json().catch(() => undefined)
  if (response.ok) return json
  throw errorOfAnswer(response, json)
}

/** 'refused': the identity is gone (cleared); `unavailable`: no answer or a 503, the identity stays. */
type Refreshed = 'renewed' | 'refused' | { unavailable: ApiError }

/**
 * Calls as the live respondent (SPEC.md §6: live routes use the live token). SPEC.md §4: on 401
 * the refresh token gets a new pair and the call is retried once; a slow call or a 503 (of the call
 * or of its refresh) sets server_busy, and a refresh without answer or with a 503 keeps the identity.
 */
export function createLiveApi(options: LiveApiOptions = {}): LiveApi {
  const storage = options.storage ?? browserStorage
  const status = options.status ?? liveStatus
  const timers = options.timers ?? browserTimers
  const busyAfterMs = options.busyAfterMs ?? BUSY_AFTER_MS
  const session = options.session ?? liveSession
  let refreshing: Promise<Refreshed> | null = null

  async function send(path: string, body: unknown, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    try {
      return await (options.fetch ?? globalThis.fetch)(path, {
        method: 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch {
      throw new ApiError(0, '')
    }
  }

  async function refreshOnce(): Promise<Refreshed> {
    // Another tab may have rotated the pair already: spending ours again would revoke the family.
    const stored = storage().getItem('refresh_token_live')
    const storedToken = storage().getItem('token_live')
    if (stored && storedToken && stored !== session.refresh_token_live) {
      Object.assign(session, { token_live: storedToken, refresh_token_live: stored })
      return 'renewed'
    }
    const refreshToken = session.refresh_token_live
    if (!refreshToken) return 'refused'
    let tokens: RefreshResponse
    try {
      tokens = RefreshResponse.parse(await readAnswer(await send('/api/refresh', undefined, refreshToken)))
    } catch (error) {
      // No answer, or a server shedding load (503, even /api/refresh): that says nothing about the
      // tokens, so the identity stays and the call fails with it. A refusal means the identity is gone (SPEC.md §4).
      if (error instanceof ApiError && (error.status === 0 || isServerBusy(error))) {
        if (isServerBusy(error)) markBusy()
        return { unavailable: error }
      }
      clearLiveSession(storage(), session)
      return 'refused'
    }
    if (session.refresh_token_live !== refreshToken) return session.token_live !== null ? 'renewed' : 'refused'
    saveLiveTokens(tokens, storage(), session)
    return 'renewed'
  }

  /** Single flight: the server treats a second use of one refresh token as theft (docs/api/auth.md). */
  function refresh(): Promise<Refreshed> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  const markBusy = () => markServerBusy(status, { timers })

  async function post(path: string, body: unknown, { busyDetection = true }: CallOptions = {}): Promise<unknown> {
    const busyTimer = busyDetection ? timers.setTimeout(markBusy, busyAfterMs) : undefined
    try {
      const token = session.token_live
      let response = await send(path, body, token)
      if (response.status === 401 && token) {
        // A concurrent call may have renewed the token while this one was under way.
        const refreshed = session.token_live !== token ? 'renewed' : await refresh()
        if (typeof refreshed === 'object') throw refreshed.unavailable
        if (refreshed === 'renewed' && session.token_live) response = await send(path, body, session.token_live)
      }
      // The server sheds load with 503 (docs/reliability/overload.md): same banner as a slow call.
      if (response.status === 503) markBusy()
      return await readAnswer(response)
    } finally {
      if (busyTimer !== undefined) timers.clearTimeout(busyTimer)
    }
  }

  return { post }
}

export const liveApi = createLiveApi()
