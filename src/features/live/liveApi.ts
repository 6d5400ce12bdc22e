import { RefreshResponse } from '@engine/api/auth'
import { ApiError } from '../../session/apiClient'
import type { SessionStorage } from '../../session/editorSession'
import { browserStorage, clearLiveSession, type LiveSession, liveSession, saveLiveTokens } from './liveSession'
import { liveStatus, type LiveStatus } from './liveStatus'

/** SPEC.md §9: busy detection after 10000 ms, the busy state clears itself after 6000 ms. */
export const BUSY_AFTER_MS = 10_000
export const BUSY_CLEAR_MS = 6_000

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (id: unknown) => void
}

export interface LiveApiOptions {
  fetch?: typeof globalThis.fetch
  storage?: () => SessionStorage
  status?: LiveStatus
  timers?: Timers
  busyAfterMs?: number
  busyClearMs?: number
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

const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
}

async function readAnswer(response: Response): Promise<unknown> {
  const json: unknown = await response.json().catch(() => undefined)
  if (response.ok) return json
  const msg = typeof json === 'object' && json !== null ? (json as { msg?: unknown }).msg : undefined
  throw new ApiError(response.status, typeof msg === 'string' ? msg : response.statusText)
}

/**
 * Calls as the live respondent (SPEC.md §6: live routes use the live token). SPEC.md §4: on 401
 * the refresh token gets a new pair and the call is retried once; a slow call or a 503 sets server_busy.
 */
export function createLiveApi(options: LiveApiOptions = {}): LiveApi {
  const storage = options.storage ?? browserStorage
  const status = options.status ?? liveStatus
  const timers = options.timers ?? browserTimers
  const busyAfterMs = options.busyAfterMs ?? BUSY_AFTER_MS
  const busyClearMs = options.busyClearMs ?? BUSY_CLEAR_MS
  const session = options.session ?? liveSession
  let refreshing: Promise<boolean> | null = null
  let busyClear: unknown

  async function send(path: string, body: unknown, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    try {
      return await (options.fetch ?? globalThis.fetch)(path, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) })
    } catch {
      throw new ApiError(0, '')
    }
  }

  async function refreshOnce(): Promise<boolean> {
    // Another tab may have rotated the pair already: spending ours again would revoke the family.
    const stored = storage().getItem('refresh_token_live')
    const storedToken = storage().getItem('token_live')
    if (stored && storedToken && stored !== session.refresh_token_live) {
      Object.assign(session, { token_live: storedToken, refresh_token_live: stored })
      return true
    }
    const refreshToken = session.refresh_token_live
    if (!refreshToken) return false
    let tokens: RefreshResponse
    try {
      tokens = RefreshResponse.parse(await readAnswer(await send('/api/refresh', undefined, refreshToken)))
    } catch (error) {
      // No answer says nothing about the tokens; a refusal means the identity is gone (SPEC.md §4).
      if (!(error instanceof ApiError && error.status === 0)) clearLiveSession(storage(), session)
      return false
    }
    if (session.refresh_token_live !== refreshToken) return session.token_live !== null
    saveLiveTokens(tokens, storage(), session)
    return true
  }

  /** Single flight: the server treats a second use of one refresh token as theft (docs/api/auth.md). */
  function refresh(): Promise<boolean> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  function markBusy(): void {
    status.server_busy = true
    timers.clearTimeout(busyClear)
    busyClear = timers.setTimeout(() => {
      status.server_busy = false
    }, busyClearMs)
  }

  async function post(path: string, body: unknown, { busyDetection = true }: CallOptions = {}): Promise<unknown> {
    const busyTimer = busyDetection ? timers.setTimeout(markBusy, busyAfterMs) : undefined
    try {
      const token = session.token_live
      let response = await send(path, body, token)
      if (response.status === 401 && token) {
        // A concurrent call may have renewed the token while this one was under way.
        const renewed = session.token_live !== token || (await refresh())
        if (renewed && session.token_live) response = await send(path, body, session.token_live)
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
