import { beforeEach, describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { fakeStorage } from '../../session/fakeStorage'
import { emptyLiveSession, LIVE_SESSION_KEYS, liveSession, restoreLiveSession } from '../../session/liveSession'
import { fakeFetch, jsonResponse } from '../../session/testing/fakeFetch'
import type { RespondentPost } from './chatClient'
import { createLiveChatClient, registerLive } from './liveChatClient'
import { aChatResponse } from '../testing/aChatResponse'

function setup(answers: (path: string, token: string | null) => unknown) {
  const storage = fakeStorage()
  const registered: string[] = []
  const post: RespondentPost = async (path) => {
    const answer = answers(path, liveSession.token_live)
    if (answer instanceof Error) throw answer
    return answer
  }
  const register = async (surveyId: string) => {
    registered.push(surveyId)
    liveSession.token_live = `token-${registered.length}`
  }
  return { client: createLiveChatClient({ post, storage: () => storage, register }), registered, storage }
}

beforeEach(() => {
  Object.assign(liveSession, emptyLiveSession())
})

describe('live chat calls with the respondent identity', () => {
  it('registers on first use and then talks with that identity', async () => {
    const { client, registered } = setup(() => aChatResponse())
    await client.chat({ survey_id: 's1', user_input: '' })
    await client.chat({ survey_id: 's1', user_input: '' })
    expect(registered).toEqual(['s1'])
  })

  it('uses a stored identity instead of registering a new one', async () => {
    const { client, registered, storage } = setup(() => aChatResponse())
    storage.setItem('token_live', 'gespeichert')
    await client.chat({ survey_id: 's1', user_input: '' })
    expect(registered).toEqual([])
  })

  it.each([
    [401, 'Token has been revoked'],
    [403, 'Keine Berechtigung für diesen Dialog.'],
  ])('an identity the server refuses (%i) is replaced once', async (status, msg) => {
    const { client, registered } = setup((_, token) =>
      token === 'token-2' ? aChatResponse() : new ApiError(status, msg),
    )
    await expect(client.chat({ survey_id: 's1', user_input: '' })).resolves.toBeDefined()
    expect(registered).toEqual(['s1', 's1'])
  })

  it('other failures are not retried', async () => {
    const { client, registered } = setup(
      () => new ApiError(409, 'Dialog ist nicht mehr aktiv.', { code: 'dialog_inactive' }),
    )
    await expect(client.chat({ survey_id: 's1', user_input: '' })).rejects.toMatchObject({ status: 409 })
    expect(registered).toEqual(['s1'])
  })

  it('an answer outside the contract is a failure', async () => {
    const { client } = setup(() => ({ unerwartet: true }))
    await expect(client.chat({ survey_id: 's1', user_input: '' })).rejects.toThrow()
  })

  it('restart and delete without an identity, or with a revoked one, have nothing to do on the server', async () => {
    const { client } = setup(() => new ApiError(401, 'Token has been revoked', { code: 'token_revoked' }))
    await expect(client.erase('s1')).resolves.toBeNull()
    liveSession.token_live = 'T'
    await expect(client.erase('s1')).resolves.toBeNull()
    await expect(client.restart('s1')).resolves.toBeUndefined()
  })
})

const registered = { success: true, username_live: 'live_abc', token_live: 'T1', refresh_token_live: 'R1', user_id: 7 }

describe('registering the respondent (POST /api/register_live, a public call)', () => {
  it('registering stores exactly the contract fields under their own names', async () => {
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

  it('an answer without success true is "Invalid credentials" (docs/product/errors.md)', async () => {
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
})
