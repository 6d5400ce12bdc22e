import { beforeEach, describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { fakeStorage } from '../../session/fakeStorage'
import {
  acceptStorage,
  clearLiveSession,
  emptyLiveSession,
  LIVE_SESSION_KEYS,
  liveSession,
  readStoredLiveSession,
  registerLive,
  restoreLiveSession,
  saveLiveTokens,
} from './liveSession'
import { fakeFetch, jsonResponse } from './testing/fakeFetch'

const registered = { success: true, username_live: 'live_abc', token_live: 'T1', refresh_token_live: 'R1', user_id: 7 }

beforeEach(() => {
  Object.assign(liveSession, emptyLiveSession())
})

describe('the live respondent session (SPEC.md §3)', () => {
  it('registering stores exactly the SPEC fields under their own names', async () => {
    const storage = fakeStorage()
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, registered))
    await registerLive('s1', { fetch, storage })
    expect(calls[0]).toMatchObject({ url: '/api/register_live', method: 'POST', body: { survey_id: 's1' } })
    expect(Object.fromEntries(storage.entries)).toEqual({
      username_live: 'live_abc',
      token_live: 'T1',
      refresh_token_live: 'R1',
      user_id_live: '7',
      storage_accepted: 'false',
    })
    expect([...storage.entries.keys()].every((k) => (LIVE_SESSION_KEYS as readonly string[]).includes(k))).toBe(true)
    expect(liveSession.token_live).toBe('T1')
  })

  it('a refused registration clears the live data and carries the server message', async () => {
    const storage = fakeStorage({ token_live: 'alt', username_live: 'live_alt' })
    restoreLiveSession(storage)
    const { fetch } = fakeFetch(() => jsonResponse(404, { msg: 'Dialog nicht gefunden.', code: 'survey_not_found' }))
    await expect(registerLive('nope', { fetch, storage })).rejects.toMatchObject({
      status: 404,
      msg: 'Dialog nicht gefunden.',
    })
    expect(storage.entries.has('token_live')).toBe(false)
    expect(liveSession.token_live).toBeNull()
  })

  it('an answer without success true is "Invalid credentials" (SPEC.md §8)', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, { success: false }))
    const error = await registerLive('s1', { fetch, storage: fakeStorage() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).msg).toBe(de.live.errors.registrationRejected)
  })

  it('no answer at all is a status 0 failure and clears the live data', async () => {
    const storage = fakeStorage({ token_live: 'alt' })
    const fetch = (() => Promise.reject(new TypeError('offline'))) as typeof globalThis.fetch
    await expect(registerLive('s1', { fetch, storage })).rejects.toMatchObject({ status: 0 })
    expect(storage.entries.has('token_live')).toBe(false)
  })

  it('restores a stored session, but not the text "null" as a token', () => {
    expect(restoreLiveSession(fakeStorage({ token_live: 'T', user_id_live: '3', storage_accepted: 'true' }))).toBe(true)
    expect(liveSession).toMatchObject({ token_live: 'T', user_id_live: 3, storage_accepted: true })
    expect(readStoredLiveSession(fakeStorage({ token_live: 'null' })).token_live).toBeNull()
  })

  it('new tokens replace the spent pair in memory and storage', () => {
    const storage = fakeStorage({ token_live: 'T1', refresh_token_live: 'R1' })
    restoreLiveSession(storage)
    saveLiveTokens({ token: 'T2', refresh_token: 'R2' }, storage)
    expect([liveSession.token_live, storage.entries.get('refresh_token_live')]).toEqual(['T2', 'R2'])
  })

  it('clearing the identity keeps the acknowledgement of local storage', () => {
    const storage = fakeStorage({ token_live: 'T' })
    restoreLiveSession(storage)
    acceptStorage(storage)
    clearLiveSession(storage)
    expect(Object.fromEntries(storage.entries)).toEqual({ storage_accepted: 'true' })
    expect(liveSession).toMatchObject({ token_live: null, storage_accepted: true })
  })
})
