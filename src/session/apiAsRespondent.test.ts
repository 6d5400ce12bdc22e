import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type LiveStatus, showLiveError } from '../chat/liveStatus'
import { de } from '../i18n/de'
import { api, BUSY_AFTER_MS } from './api'
import { fakeStorage } from './fakeStorage'
import { emptyLiveSession, liveSession, restoreLiveSession } from './liveSession'
import { SERVER_BUSY_CLEAR_MS } from './serverBusy'
import { fakeFetch, jsonResponse, type RecordedCall } from './testing/fakeFetch'

function setup(
  respond: (call: RecordedCall, index: number) => Response | Promise<Response>,
  stored: Record<string, string> = { token_live: 'T1', refresh_token_live: 'R1' },
) {
  const storage = fakeStorage(stored)
  restoreLiveSession(storage)
  const status: LiveStatus = { server_busy: false, error: null }
  const { fetch, calls } = fakeFetch(respond)
  const respondent = { session: liveSession, storage: () => storage, busy: status }
  const post = (path: string, body: unknown, options: { busyDetection?: boolean } = {}) =>
    api('POST', path, { as: 'respondent', respondent, body, fetch, ...options })
  return { api: { post }, calls, storage, status }
}

/** The server of docs/api/auth.md in miniature: T1 is expired, /api/refresh rotates R1 to T2/R2 once. */
function tokenServer(call: RecordedCall): Response {
  if (call.url === '/api/refresh')
    return call.authorization === 'Bearer R1'
      ? jsonResponse(200, { token: 'T2', refresh_token: 'R2' })
      : jsonResponse(401, { msg: 'Token has been revoked', code: 'token_revoked' })
  return call.authorization === 'Bearer T2'
    ? jsonResponse(200, { ok: true })
    : jsonResponse(401, { msg: 'Token has expired', code: 'token_expired' })
}

beforeEach(() => {
  Object.assign(liveSession, emptyLiveSession())
})
afterEach(() => {
  vi.useRealTimers()
})

describe("api as 'respondent': the live token rules (docs/product/states.md)", () => {
  it('sends the live token as bearer', async () => {
    const { api, calls } = setup(() => jsonResponse(200, {}))
    await api.post('/api/chat', { survey_id: 's' })
    expect(calls[0]?.authorization).toBe('Bearer T1')
  })

  it('on 401 refreshes once, stores the new pair and retries with it', async () => {
    const { api, calls, storage } = setup(tokenServer)
    await expect(api.post('/api/chat', {})).resolves.toEqual({ ok: true })
    expect(calls.map((c) => `${c.url} ${c.authorization}`)).toEqual([
      '/api/chat Bearer T1',
      '/api/refresh Bearer R1',
      '/api/chat Bearer T2',
    ])
    expect(storage.entries.get('refresh_token_live')).toBe('R2')
  })

  it('concurrent 401s share one refresh: a refresh token is never spent twice', async () => {
    const { api, calls } = setup(tokenServer)
    await Promise.all([api.post('/api/chat', {}), api.post('/api/chat', {}), api.post('/api/restart_delete', {})])
    expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1)
  })

  it('a refused refresh clears the live session and the call fails with its 401', async () => {
    const { api, storage } = setup(tokenServer, { token_live: 'T1', refresh_token_live: 'R0' })
    await expect(api.post('/api/chat', {})).rejects.toMatchObject({ status: 401, msg: 'Token has expired' })
    expect(storage.entries.has('token_live')).toBe(false)
    expect(liveSession.token_live).toBeNull()
  })

  it('takes the pair another tab already rotated instead of spending its own again', async () => {
    const { api, calls, storage } = setup(tokenServer)
    storage.setItem('token_live', 'T2')
    storage.setItem('refresh_token_live', 'R2')
    await api.post('/api/chat', {})
    expect(calls.some((c) => c.url === '/api/refresh')).toBe(false)
  })

  it('a refresh answered 503 keeps the live session, raises server_busy and fails the call with the 503', async () => {
    vi.useFakeTimers()
    const { api, calls, storage, status } = setup((call) =>
      call.url === '/api/refresh'
        ? jsonResponse(503, { msg: de.live.errors.serverBusy })
        : jsonResponse(401, { msg: 'Token has expired', code: 'token_expired' }),
    )
    const failure = await api.post('/api/chat', {}).catch((error: unknown) => error)
    expect(failure).toMatchObject({ status: 503 })
    expect(calls.map((c) => c.url)).toEqual(['/api/chat', '/api/refresh'])
    expect([storage.entries.get('token_live'), storage.entries.get('refresh_token_live')]).toEqual(['T1', 'R1'])
    expect(liveSession.refresh_token_live).toBe('R1')
    expect(status.server_busy).toBe(true)
    showLiveError(failure, status)
    expect(status.error).toBeNull()
    await vi.advanceTimersByTimeAsync(SERVER_BUSY_CLEAR_MS)
    expect(status.server_busy).toBe(false)
  })

  it('a refresh without answer keeps the live session and fails the call as unanswered (status 0)', async () => {
    const { api, storage } = setup((call) =>
      call.url === '/api/refresh'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse(401, { msg: 'Token has expired', code: 'token_expired' }),
    )
    await expect(api.post('/api/chat', {})).rejects.toMatchObject({ status: 0 })
    expect(storage.entries.get('refresh_token_live')).toBe('R1')
  })

  it('passes the server message of a failure on', async () => {
    const { api } = setup(() => jsonResponse(409, { msg: 'Dialog ist nicht mehr aktiv.', code: 'dialog_inactive' }))
    await expect(api.post('/api/chat', {})).rejects.toMatchObject({ status: 409, msg: 'Dialog ist nicht mehr aktiv.' })
  })
})

describe('server busy (docs/product/states.md, docs/product/constants.md)', () => {
  function slowServer(ms: number) {
    return () => new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(200, {})), ms))
  }

  it('a call slower than 10000 ms sets server_busy, which clears itself 6000 ms later', async () => {
    vi.useFakeTimers()
    const { api, status } = setup(slowServer(BUSY_AFTER_MS + 2_000))
    const done = api.post('/api/chat', {})
    await vi.advanceTimersByTimeAsync(BUSY_AFTER_MS - 1)
    expect(status.server_busy).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(status.server_busy).toBe(true)
    await vi.advanceTimersByTimeAsync(SERVER_BUSY_CLEAR_MS - 1)
    expect(status.server_busy).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(status.server_busy).toBe(false)
    await done
  })

  it('a quick call never sets it, and a call can opt out', async () => {
    vi.useFakeTimers()
    const { api, status } = setup(slowServer(BUSY_AFTER_MS * 2))
    const quick = setup(slowServer(100))
    const optedOut = api.post('/api/chat', {}, { busyDetection: false })
    const fast = quick.api.post('/api/chat', {})
    await vi.advanceTimersByTimeAsync(BUSY_AFTER_MS * 2)
    await Promise.all([optedOut, fast])
    expect([status.server_busy, quick.status.server_busy]).toEqual([false, false])
  })

  it('a 503 of a shedding server sets server_busy at once, not an error, and it clears itself', async () => {
    vi.useFakeTimers()
    const { api, status } = setup(() => jsonResponse(503, { msg: de.live.errors.serverBusy }))
    const failure = await api.post('/api/chat', {}).catch((error: unknown) => error)
    expect(status.server_busy).toBe(true)
    showLiveError(failure, status)
    expect(status.error).toBeNull()
    await vi.advanceTimersByTimeAsync(SERVER_BUSY_CLEAR_MS)
    expect(status.server_busy).toBe(false)
  })
})
