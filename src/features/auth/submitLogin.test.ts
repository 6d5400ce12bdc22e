import { beforeEach, describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { editorSession, emptyEditorSession } from '../../session/editorSession'
import { fakeStorage } from '../../session/fakeStorage'
import { globalError, setGlobalError } from '../../session/globalError'
import { submitLogin } from './submitLogin'

function answering(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const loginOk = { success: true, token: 'a', refresh_token: 'r', user_id: 1, firstName: 'Demo', lastName: 'Redaktion' }

describe('submitLogin', () => {
  beforeEach(() => {
    Object.assign(editorSession, emptyEditorSession())
  })

  it('saves the session and clears the global error on success', async () => {
    setGlobalError(de.session.loggedOut)
    const storage = fakeStorage()
    expect(await submitLogin('demo@example.org', 'pw', { fetch: answering(200, loginOk), storage })).toEqual({
      ok: true,
    })
    expect(storage.entries.get('token')).toBe('a')
    expect(editorSession.username).toBe('demo@example.org')
    expect(globalError.text).toBeNull()
  })

  it.each([
    ['418', answering(418, { msg: 'expired', code: 'password_expired' }), de.login.passwordExpired],
    ['429', answering(429, { msg: 'slow down', code: 'too_many_attempts' }), de.login.tooManyAttempts],
    ['401', answering(401, { msg: 'Invalid credentials', success: false }), de.login.invalidCredentials],
    ['400', answering(400, { msg: 'username: Pflichtfeld', code: 'invalid_input' }), de.login.invalidCredentials],
    ['500 without JSON', async () => new Response('boom', { status: 500 }), de.login.invalidCredentials],
    ['200 without success true', answering(200, { success: false }), de.login.invalidCredentials],
    [
      'no response',
      async () => {
        throw new TypeError('Failed to fetch')
      },
      de.login.noResponse,
    ],
  ] as const)('shows the docs/product/errors.md message for %s', async (_case, fetch, message) => {
    const storage = fakeStorage()
    expect(await submitLogin('demo@example.org', 'pw', { fetch, storage })).toEqual({ ok: false, message })
    expect(storage.entries.size).toBe(0)
  })

  it("passes a 429's Retry-After on, so the page can say when to try again", async () => {
    const fetch: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify({ msg: 'Zu viele Versuche.' }), { status: 429, headers: { 'retry-after': '840' } })
    expect(await submitLogin('a@b.de', 'pw', { fetch, storage: fakeStorage() })).toEqual({
      ok: false,
      message: de.login.tooManyAttempts,
      retryAfterSeconds: 840,
    })
  })
})
