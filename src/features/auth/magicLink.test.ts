import { beforeEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { editorSession, emptyEditorSession } from '../../session/editorSession'
import { fakeStorage } from '../../session/fakeStorage'
import { openMagicLink, registerWithMagicLink } from './magicLink'

const answering = (status: number, body: unknown, statusText = '') =>
  vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } }),
  )

const login = {
  success: true,
  token: 'a',
  refresh_token: 'r',
  user_id: 4,
  username: 'anna@example.org',
  firstName: 'Anna',
  lastName: null,
}
let counter = 0
/** Links are remembered per token (one POST each), so every test uses its own. */
const aToken = () => `link-${++counter}`

describe('openMagicLink', () => {
  beforeEach(() => {
    Object.assign(editorSession, emptyEditorSession())
  })

  it('logs an existing account in under the name the answer gives', async () => {
    const storage = fakeStorage()
    const fetch = answering(200, login)
    expect(await openMagicLink(aToken(), { fetch, storage })).toEqual({ kind: 'loggedIn' })
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ magic_link: `link-${counter}` })
    expect(storage.entries.get('username')).toBe('anna@example.org')
    expect(editorSession.token).toBe('a')
  })

  it('asks an invited address without account to register', async () => {
    const fetch = answering(200, { success: true, registration_required: true, username: 'neu@example.org' })
    expect(await openMagicLink(aToken(), { fetch, storage: fakeStorage() })).toEqual({
      kind: 'registration',
      username: 'neu@example.org',
    })
    expect(editorSession.token).toBeNull()
  })

  it.each([
    ['a used link (400)', answering(400, { msg: 'Ungültiger oder abgelaufener Link.', code: 'invalid_link' })],
    ['a disabled account (403)', answering(403, { msg: 'Account is disabled.', code: 'account_disabled' })],
    [
      'no answer',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ],
  ])('treats %s as invalid', async (_case, fetch) => {
    expect(await openMagicLink(aToken(), { fetch, storage: fakeStorage() })).toEqual({ kind: 'invalid' })
  })

  it('posts a link only once, even when the page asks twice (StrictMode)', async () => {
    const fetch = answering(200, login)
    const token = aToken()
    const [first, second] = await Promise.all([
      openMagicLink(token, { fetch, storage: fakeStorage() }),
      openMagicLink(token, { fetch }),
    ])
    expect(first).toEqual(second)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

const names = { firstName: ' Nora ', lastName: 'Neumann ' }

describe('registerWithMagicLink', () => {
  it('shows a 429 of the rate limit as such, with when to try again', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(JSON.stringify({ msg: 'Zu viele Anfragen.', code: 'too_many_requests' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '600' },
        }),
    )
    expect(
      await registerWithMagicLink('L', 'neu@example.org', 'geheim123', names, { fetch, storage: fakeStorage() }),
    ).toEqual({
      ok: false,
      message: `${de.auth.tooManyRequests} ${de.auth.retryAfter(600)}`,
    })
  })

  it('sends the trimmed first and last name (docs/product/validation.md) and logs the new account in', async () => {
    const storage = fakeStorage()
    const fetch = answering(200, { success: true, token: 't', refresh_token: 'r', user_id: 9, msg: 'Willkommen!' })
    expect(await registerWithMagicLink('L', 'neu@example.org', 'geheim123', names, { fetch, storage })).toEqual({
      ok: true,
    })
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'neu@example.org',
      password: 'geheim123',
      magic_link: 'L',
      firstName: 'Nora',
      lastName: 'Neumann',
    })
    expect(storage.entries.get('token')).toBe('t')
    expect(editorSession.username).toBe('neu@example.org')
  })

  it.each([
    [
      "400 shows the server's msg",
      answering(
        400,
        { msg: 'Das Passwort muss mindestens 8 Zeichen lang sein.', code: 'weak_password' },
        'Bad Request',
      ),
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    ],
    [
      'other statuses show the status text',
      answering(500, { msg: 'intern', code: 'internal_error' }, 'Internal Server Error'),
      'Internal Server Error',
    ],
    [
      'no answer shows Fehler.',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('x')
      }),
      de.login.noResponse,
    ],
  ])('docs/product/errors.md: %s', async (_case, fetch, message) => {
    expect(
      await registerWithMagicLink('L', 'neu@example.org', 'geheim123', names, { fetch, storage: fakeStorage() }),
    ).toEqual({ ok: false, message })
  })
})
