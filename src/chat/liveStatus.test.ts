import { afterEach, describe, expect, it, vi } from 'vitest'
import { proxy } from 'valtio'
import { de } from '../i18n/de'
import { ApiError } from '../session/apiClient'
import { fakeStorage } from '../session/fakeStorage'
import { SERVER_BUSY_CLEAR_MS } from '../session/serverBusy'
import { registerLiveList } from './clients/multichatIdentity'
import { loadMultichatInfo } from './clients/multichatInfo'
import { emptyLiveSession } from '../session/liveSession'
import { registerLive } from './clients/liveChatClient'
import { closeLiveBanner, type LiveStatus, showLiveError, toLiveError } from './liveStatus'
import { fakeFetch, jsonResponse } from '../session/testing/fakeFetch'

afterEach(() => {
  vi.useRealTimers()
})

describe('error texts of the live pages (docs/product/errors.md)', () => {
  it.each([
    [401, 'Token has expired', 'token_expired', de.live.errors.tokenExpired],
    [422, 'Not enough segments', 'malformed_token', de.live.errors.dialogEnded],
    [409, 'Dialog ist nicht mehr aktiv.', 'dialog_inactive', de.live.errors.dialogEnded],
    [409, 'Dialog ist noch nicht live.', 'dialog_not_live', de.live.errors.dialogNotLive],
    [429, 'Zu viele Anfragen.', 'too_many_requests', de.live.errors.tooManyRequests],
    [404, 'Dialog nicht gefunden.', 'survey_not_found', de.live.errors.notFound],
    [404, 'Dialogmanager nicht gefunden.', 'dialog_manager_not_found', de.live.errors.notFound],
  ] as const)('%i %s (code %s) shows its own text', (status, msg, code, text) => {
    expect(toLiveError(new ApiError(status, msg, { code }))).toEqual({ text, extra: null })
  })

  it('goes by the code, not the text', () => {
    expect(toLiveError(new ApiError(409, 'Beendet.', { code: 'dialog_inactive' }))).toEqual({
      text: de.live.errors.dialogEnded,
      extra: null,
    })
    expect(toLiveError(new ApiError(401, 'Token has expired'))).toEqual({
      text: de.live.errors.default,
      extra: 'Token has expired (Status 401)',
    })
  })

  it('any other failure shows the default text with the server message and status below', () => {
    expect(toLiveError(new ApiError(500, 'Interner Fehler.', { code: 'internal_error' }))).toEqual({
      text: de.live.errors.default,
      extra: 'Interner Fehler. (Status 500)',
    })
    expect(toLiveError(new ApiError(0, ''))).toEqual({
      text: de.live.errors.default,
      extra: `${de.live.errors.generic} Keine Verbindung zum Server.`,
    })
    expect(toLiveError(new Error('kaputt'))).toEqual({ text: de.live.errors.default, extra: null })
  })

  it('closing the banner clears the error and the busy state', () => {
    const status: LiveStatus = { server_busy: true, error: null }
    showLiveError(new ApiError(500, 'x', { code: 'internal_error' }), status)
    closeLiveBanner(status)
    expect(status).toEqual({ server_busy: false, error: null })
  })
})

it('a rate-limited registration (429 too_many_requests) shows its own text, not the default one', async () => {
  const limited = fakeFetch(() =>
    jsonResponse(429, { msg: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.', code: 'too_many_requests' }),
  ).fetch
  const status: LiveStatus = { server_busy: false, error: null }
  showLiveError(await registerLive('s1', { fetch: limited, storage: fakeStorage() }).catch((e: unknown) => e), status)
  expect(status).toEqual({ server_busy: false, error: { text: de.live.errors.tooManyRequests, extra: null } })
})

describe('server_busy of public calls, which have no busy detection (docs/product/states.md, docs/product/errors.md, docs/product/constants.md)', () => {
  const shedding = () => fakeFetch(() => jsonResponse(503, { msg: de.live.errors.serverBusy })).fetch
  it.each([
    [
      'POST /api/register_live',
      (fetch: typeof globalThis.fetch) => registerLive('s1', { fetch, storage: fakeStorage() }),
    ],
    [
      'POST /api/register_live_list',
      (fetch: typeof globalThis.fetch) => registerLiveList(['a', 'b'], proxy(emptyLiveSession()), fakeStorage(), fetch),
    ],
    ['GET /api/multichat/{id}', (fetch: typeof globalThis.fetch) => loadMultichatInfo(3, fetch)],
  ])(
    'a 503 of %s raises the busy banner, not the error banner, and it closes itself after 6000 ms',
    async (_call, run) => {
      vi.useFakeTimers()
      const status: LiveStatus = { server_busy: false, error: null }
      const failure = await run(shedding()).catch((error: unknown) => error)
      showLiveError(failure, status)
      expect(status).toEqual({ server_busy: true, error: null })
      await vi.advanceTimersByTimeAsync(SERVER_BUSY_CLEAR_MS - 1)
      expect(status.server_busy).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(status.server_busy).toBe(false)
    },
  )

  it('a second 503 starts the 6000 ms again', async () => {
    vi.useFakeTimers()
    const status: LiveStatus = { server_busy: false, error: null }
    showLiveError(new ApiError(503, '', { code: 'server_busy' }), status)
    await vi.advanceTimersByTimeAsync(SERVER_BUSY_CLEAR_MS - 1000)
    showLiveError(new ApiError(503, '', { code: 'server_busy' }), status)
    await vi.advanceTimersByTimeAsync(SERVER_BUSY_CLEAR_MS - 1)
    expect(status.server_busy).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(status.server_busy).toBe(false)
  })
})
