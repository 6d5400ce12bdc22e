import { proxy } from 'valtio'
import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'
import { fakeStorage } from '../../session/fakeStorage'
import { emptyLiveSession } from '../../session/liveSession'
import { fakeFetch } from '../../session/testing/fakeFetch'
import { registerLive } from './liveChatClient'
import { registerLiveList } from './multichatIdentity'
import { registrationError } from './registrationError'

const answering = (status: number, statusText: string, body: string) =>
  fakeFetch(() => new Response(body, { status, statusText, headers: { 'content-type': 'application/json' } })).fetch

const failureOf = (run: Promise<unknown>) =>
  run.then(
    () => expect.unreachable(),
    (error: unknown) => error,
  )

/** Both registrations: the live dialog's and a multichat's, each with a storage holding an old identity. */
const registrations = [
  [
    'POST /api/register_live',
    (fetch: typeof globalThis.fetch) => {
      const storage = fakeStorage({ token_live: 'alt' })
      return { storage, run: registerLive('s1', { fetch, storage }) }
    },
  ],
  [
    'POST /api/register_live_list',
    (fetch: typeof globalThis.fetch) => {
      const storage = fakeStorage({ token_live: 'alt' })
      return { storage, run: registerLiveList(['a', 'b'], proxy(emptyLiveSession()), storage, fetch) }
    },
  ],
] as const

describe.each(registrations)('a failed %s (docs/product/errors.md)', (_call, register) => {
  it("carries the server's msg and code and clears the live data", async () => {
    const { storage, run } = register(
      answering(404, 'Not Found', JSON.stringify({ msg: 'Dialog nicht gefunden.', code: 'survey_not_found' })),
    )
    expect(await failureOf(run)).toMatchObject({
      status: 404,
      msg: 'Dialog nicht gefunden.',
      code: 'survey_not_found',
      statusText: 'Not Found',
    })
    expect(storage.entries.has('token_live')).toBe(false)
  })

  it('without a msg of the server shows the registration text, keeping status, code and status text', async () => {
    const { run } = register(answering(502, 'Bad Gateway', '<html>Proxy</html>'))
    expect(await failureOf(run)).toMatchObject({
      status: 502,
      msg: de.live.errors.registrationFailed,
      code: null,
      statusText: 'Bad Gateway',
    })
    const coded = register(answering(500, 'Internal Server Error', JSON.stringify({ code: 'internal_error' })))
    expect(await failureOf(coded.run)).toMatchObject({
      status: 500,
      msg: de.live.errors.registrationFailed,
      code: 'internal_error',
      statusText: 'Internal Server Error',
    })
  })

  it("keeps a server's msg even when it reads like the reason phrase (decided by origin, not text)", async () => {
    const { run } = register(answering(404, 'Not Found', JSON.stringify({ msg: 'Not Found', code: 'not_found' })))
    expect(await failureOf(run)).toMatchObject({ status: 404, msg: 'Not Found', code: 'not_found' })
  })

  it('without any answer is a status 0 failure', async () => {
    const offline = (() => Promise.reject(new TypeError('offline'))) as typeof globalThis.fetch
    const { storage, run } = register(offline)
    expect(await failureOf(run)).toMatchObject({ status: 0 })
    expect(storage.entries.has('token_live')).toBe(false)
  })
})

describe('registrationError', () => {
  it('passes a server msg and a missing answer through, replaces a client-made msg', () => {
    const server = new ApiError(400, 'Ungültige Eingabe.', { code: 'invalid_input', msgFromServer: true })
    expect(registrationError(server)).toBe(server)
    const none = new ApiError(0, '')
    expect(registrationError(none)).toBe(none)
    expect(registrationError(new TypeError('x'))).toMatchObject({ status: 0, msg: '' })
    const phrase = new ApiError(429, 'Too Many Requests', { statusText: 'Too Many Requests', retryAfterSeconds: 30 })
    expect(registrationError(phrase)).toMatchObject({
      status: 429,
      msg: de.live.errors.registrationFailed,
      statusText: 'Too Many Requests',
      retryAfterSeconds: 30,
      msgFromServer: false,
    })
    const empty = new ApiError(500, '', { code: 'internal_error', msgFromServer: true })
    expect(registrationError(empty)).toMatchObject({ msg: de.live.errors.registrationFailed, code: 'internal_error' })
  })
})
