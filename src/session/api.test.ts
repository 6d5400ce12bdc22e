import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { de } from '../i18n/de'
import { api, SessionRedirectError } from './api'
import { ApiError, isServerBusy } from './apiClient'
import { editorSession, emptyEditorSession } from './editorSession'
import { fakeStorage } from './fakeStorage'
import { clearGlobalError, globalError } from './globalError'
import { readLoginRefreshRoute } from './loginRefreshRoute'
import { setNavigator } from './navigation'
import { clearServerBusy, serverBusy } from './serverBusy'
import { fakeAuthServer, type FakeAuthServer } from './testing/fakeAuthServer'

let server: FakeAuthServer
let storage: ReturnType<typeof fakeStorage>
let visited: string[]
let restoreNavigator: () => void

/** A logged-in editor whose tokens came from a password login of the fake server. */
function logIn(): { token: string; refresh_token: string } {
  const tokens = server.login()
  Object.assign(editorSession, { ...emptyEditorSession(), username: 'anna@example.org', ...tokens })
  storage.setItem('username', 'anna@example.org')
  storage.setItem('token', tokens.token)
  storage.setItem('refresh_token', tokens.refresh_token)
  return tokens
}

const call = (method: 'GET' | 'POST' | 'PUT', path: string, options: Parameters<typeof api>[2] = {}) =>
  api(method, path, { ...options, fetch: server.fetch })

beforeEach(() => {
  server = fakeAuthServer()
  storage = fakeStorage()
  vi.stubGlobal('localStorage', storage)
  Object.assign(editorSession, emptyEditorSession())
  clearGlobalError()
  visited = []
  restoreNavigator = setNavigator({ go: (path) => void visited.push(path), currentPath: () => '/account?tab=1' })
})

afterEach(() => {
  clearServerBusy()
  restoreNavigator()
  vi.unstubAllGlobals()
})

describe('api: plain calls', () => {
  it('sends the session token as bearer and returns the JSON answer, with the query appended', async () => {
    const { token } = logIn()
    expect(await call('GET', '/api/data', { query: { survey_id: 'abc' } })).toEqual({
      ok: true,
      query: '?survey_id=abc',
    })
    expect(server.log).toEqual([`GET /api/data?survey_id=abc ${token}`])
  })

  it("throws an ApiError with the server's msg and status for any other failure", async () => {
    logIn()
    server.extra.set('/api/bad', () => ({
      status: 400,
      body: { msg: 'survey_id: Pflichtfeld', code: 'invalid_input' },
    }))
    await expect(call('POST', '/api/bad', { body: {} })).rejects.toMatchObject({
      status: 400,
      msg: 'survey_id: Pflichtfeld',
    })
    expect(editorSession.token).not.toBeNull()
  })

  it('reports no answer as status 0 and keeps the session', async () => {
    logIn()
    server.offline = true
    await expect(call('GET', '/api/data')).rejects.toMatchObject({ status: 0 })
    expect(editorSession.token).not.toBeNull()
    expect(visited).toEqual([])
  })
})

describe('api: 401 refreshes and retries once (docs/product/states.md)', () => {
  it('an expired token is refreshed, the call retried, and the rotated pair stored', async () => {
    const first = logIn()
    server.expire(first.token)
    expect(await call('GET', '/api/data')).toMatchObject({ ok: true })
    expect(server.refreshCalls()).toBe(1)
    expect(editorSession.token).not.toBe(first.token)
    expect(editorSession.refresh_token).not.toBe(first.refresh_token)
    expect(storage.entries.get('token')).toBe(editorSession.token)
    expect(storage.entries.get('refresh_token')).toBe(editorSession.refresh_token)
    expect(server.log.at(-1)).toBe(`GET /api/data ${editorSession.token}`)
  })

  it('concurrent 401s share one refresh, so the server never sees a refresh token twice', async () => {
    const first = logIn()
    server.expire(first.token)
    const answers = await Promise.all([
      call('GET', '/api/data'),
      call('GET', '/api/data'),
      call('POST', '/api/data', { body: { a: 1 } }),
    ])
    expect(answers).toHaveLength(3)
    expect(server.refreshCalls()).toBe(1)
    expect(server.familyRevoked()).toBe(false)
  })

  it('a 401 arriving after another call already refreshed retries with the new token, without a second refresh', async () => {
    const first = logIn()
    server.expire(first.token)
    let releaseSlow: () => void = () => {}
    server.extra.set('/api/slow', (bearer) =>
      bearer === first.token
        ? { status: 401, body: { msg: 'Token has expired', code: 'token_expired' } }
        : { status: 200, body: { ok: true } },
    )
    let held = false
    // Only the first send is held back, until the other call's refresh is done.
    const slowFetch: typeof fetch = async (input, init) => {
      if (!held) {
        held = true
        await new Promise<void>((resolve) => (releaseSlow = resolve))
      }
      return server.fetch(input, init)
    }
    const slow = api('GET', '/api/slow', { fetch: slowFetch })
    await call('GET', '/api/data')
    releaseSlow()
    expect(await slow).toEqual({ ok: true })
    expect(server.refreshCalls()).toBe(1)
  })

  it('a call started while a refresh runs waits for it and carries the new token', async () => {
    const first = logIn()
    server.expire(first.token)
    const failing = call('GET', '/api/data')
    await vi.waitFor(() => expect(server.refreshCalls()).toBe(1))
    await call('GET', '/api/data')
    await failing
    expect(server.log.filter((line) => line.endsWith(first.token))).toHaveLength(1)
  })

  it('uses a pair another tab already rotated instead of spending the old refresh token again', async () => {
    const first = logIn()
    server.expire(first.token)
    const otherTab = server.login()
    storage.setItem('token', otherTab.token)
    storage.setItem('refresh_token', otherTab.refresh_token)
    expect(await call('GET', '/api/data')).toMatchObject({ ok: true })
    expect(server.refreshCalls()).toBe(0)
    expect(editorSession.token).toBe(otherTab.token)
  })

  it('a failed refresh (401) logs out, says why and goes to /login', async () => {
    const first = logIn()
    server.expire(first.token)
    server.refreshAnswer = { status: 401, msg: 'Token has been revoked', code: 'token_revoked' }
    const error = await call('GET', '/api/data').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SessionRedirectError)
    expect(editorSession.token).toBeNull()
    expect(storage.entries.has('token')).toBe(false)
    expect(globalError.text).toBe(de.session.loggedOut)
    expect(visited).toEqual(['/login'])
  })

  it('without a refresh token it logs out without calling /api/refresh', async () => {
    const first = logIn()
    editorSession.refresh_token = null
    storage.removeItem('refresh_token')
    server.expire(first.token)
    await expect(call('GET', '/api/data')).rejects.toBeInstanceOf(SessionRedirectError)
    expect(server.refreshCalls()).toBe(0)
    expect(visited).toEqual(['/login'])
  })

  it('a refresh without answer keeps the session and reports status 0', async () => {
    const first = logIn()
    server.expire(first.token)
    server.refreshAnswer = 'no-answer'
    await expect(call('GET', '/api/data')).rejects.toMatchObject({ status: 0 })
    expect(editorSession.refresh_token).toBe(first.refresh_token)
    expect(visited).toEqual([])
  })

  it('a refresh answered 503 (the server sheds load) keeps the session, raises server_busy and fails the call with the 503', async () => {
    const first = logIn()
    server.expire(first.token)
    server.refreshAnswer = { status: 503, msg: de.live.errors.serverBusy, code: 'server_busy' }
    const error = await call('GET', '/api/data').catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(SessionRedirectError)
    expect(error).toMatchObject({ status: 503, msg: de.live.errors.serverBusy })
    expect(isServerBusy(error)).toBe(true)
    expect(editorSession.refresh_token).toBe(first.refresh_token)
    expect(storage.entries.get('refresh_token')).toBe(first.refresh_token)
    expect(globalError.text).not.toBe(de.session.loggedOut)
    expect(visited).toEqual([])
    expect(serverBusy.server_busy).toBe(true)
  })

  it('a retry that is still 401 logs out', async () => {
    logIn()
    server.extra.set('/api/always401', () => ({
      status: 401,
      body: { msg: 'Token has been revoked', code: 'token_revoked' },
    }))
    await expect(call('GET', '/api/always401')).rejects.toBeInstanceOf(SessionRedirectError)
    expect(server.refreshCalls()).toBe(1)
    expect(server.log.filter((line) => line.startsWith('GET /api/always401'))).toHaveLength(2)
    expect(visited).toEqual(['/login'])
  })
})

describe('api: fresh token, 403 and disabled accounts', () => {
  it("'Fresh token required' stores page and call as login_refresh_route and goes to /login_refresh", async () => {
    logIn()
    // As after 15 minutes: the session holds a refreshed, not fresh, access token.
    Object.assign(editorSession, server.refreshedPair())
    const body = { old_password: 'alt-geheim', new_password: 'neu-geheim' }
    const error = await call('PUT', '/api/account/password', { body }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SessionRedirectError)
    expect((error as SessionRedirectError).redirectedTo).toBe('/login_refresh')
    expect(server.refreshCalls()).toBe(0)
    expect(visited).toEqual(['/login_refresh'])
    expect(readLoginRefreshRoute()).toEqual({
      path: '/account?tab=1',
      request: { method: 'PUT', path: '/api/account/password', body },
    })
    // Passwords stay in memory: the stored route has no body.
    expect(storage.entries.get('login_refresh_route')).not.toContain('geheim')
    expect(editorSession.token).not.toBeNull()
  })

  it('an expired token on a fresh-token call is refreshed first; the retry then leads to /login_refresh', async () => {
    const first = logIn()
    server.expire(first.token)
    await expect(call('PUT', '/api/account/password', { body: {} })).rejects.toBeInstanceOf(SessionRedirectError)
    expect(server.refreshCalls()).toBe(1)
    expect(visited).toEqual(['/login_refresh'])
  })

  it('the excel export goes to /login_refresh when its retry fails with any 401', async () => {
    logIn()
    server.extra.set('/api/excel_export_x', () => ({ status: 401, body: { msg: 'x', code: 'token_revoked' } }))
    // The fake's own excel route asks for a fresh token; this one answers another 401.
    const fetch: typeof globalThis.fetch = (input, init) =>
      server.fetch(String(input).replace('/api/excel_export', '/api/excel_export_x'), init)
    await expect(api('GET', '/api/excel_export', { query: { survey_id: 's1' }, fetch })).rejects.toBeInstanceOf(
      SessionRedirectError,
    )
    expect(visited).toEqual(['/login_refresh'])
    expect(readLoginRefreshRoute()?.request).toEqual({
      method: 'GET',
      path: '/api/excel_export',
      query: { survey_id: 's1' },
    })
  })

  it.each([
    ['forbidden', 'Keine Berechtigung für diese Aktion in diesem Dialog.'],
    ['editor_token_required', 'Keine Berechtigung: Diese Anmeldung gilt nur für den Live-Dialog.'],
  ])('a 403 %s fails the call and keeps the session (no logout, no refresh)', async (code, msg) => {
    const pair = logIn()
    server.extra.set('/api/forbidden', () => ({ status: 403, body: { msg, code } }))
    const error = await call('GET', '/api/forbidden').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(SessionRedirectError)
    expect(error).toMatchObject({ status: 403, code, msg })
    expect(editorSession.token).toBe(pair.token)
    expect(globalError.text).toBeNull()
    expect(server.refreshCalls()).toBe(0)
    expect(visited).toEqual([])
  })

  it.each([401, 403])("'Account is disabled.' (%i) logs out without a refresh", async (status) => {
    logIn()
    server.extra.set('/api/disabled', () => ({
      status,
      body: { msg: 'Account is disabled.', code: 'account_disabled' },
    }))
    await expect(call('GET', '/api/disabled')).rejects.toBeInstanceOf(SessionRedirectError)
    expect(server.refreshCalls()).toBe(0)
    expect(visited).toEqual(['/login'])
  })

  it('decides by code alone: fresh_token_required with any msg goes to /login_refresh without a refresh', async () => {
    logIn()
    server.extra.set('/api/fresh', () => ({
      status: 401,
      body: { msg: 'Bitte erneut anmelden.', code: 'fresh_token_required' },
    }))
    const error = await call('GET', '/api/fresh').catch((e: unknown) => e)
    expect((error as SessionRedirectError).redirectedTo).toBe('/login_refresh')
    expect((error as SessionRedirectError).code).toBe('fresh_token_required')
    expect(server.refreshCalls()).toBe(0)
    expect(visited).toEqual(['/login_refresh'])
  })

  it("a 401 whose msg reads 'Fresh token required' but whose code says expired is refreshed and retried", async () => {
    logIn()
    let calls = 0
    server.extra.set('/api/text', () =>
      ++calls === 1
        ? { status: 401, body: { msg: 'Fresh token required', code: 'token_expired' } }
        : { status: 200, body: { ok: true } },
    )
    await expect(call('GET', '/api/text')).resolves.toEqual({ ok: true })
    expect(server.refreshCalls()).toBe(1)
    expect(visited).toEqual([])
  })

  it('account_disabled with any msg logs out without a refresh', async () => {
    logIn()
    server.extra.set('/api/off', () => ({ status: 401, body: { msg: 'Konto gesperrt.', code: 'account_disabled' } }))
    await expect(call('GET', '/api/off')).rejects.toMatchObject({ redirectedTo: '/login', code: 'account_disabled' })
    expect(server.refreshCalls()).toBe(0)
    expect(visited).toEqual(['/login'])
  })

  it('a password change answer replaces the session tokens (the server ended the old session)', async () => {
    const first = logIn()
    await call('PUT', '/api/account/password', { body: {} })
    expect(editorSession.token).not.toBe(first.token)
    expect(storage.entries.get('refresh_token')).toBe(editorSession.refresh_token)
  })

  it('keeps ApiError as the base class, so features need no special case', async () => {
    logIn()
    server.extra.set('/api/forbidden', () => ({ status: 403, body: { msg: 'nein', code: 'forbidden' } }))
    await expect(call('GET', '/api/forbidden')).rejects.toBeInstanceOf(ApiError)
  })
})
