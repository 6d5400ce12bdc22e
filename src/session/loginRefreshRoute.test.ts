import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from './api'
import { editorSession, emptyEditorSession } from './editorSession'
import { fakeStorage } from './fakeStorage'
import { readLoginRefreshRoute, storeLoginRefreshRoute, takeLoginRefreshRoute } from './loginRefreshRoute'
import { setNavigator } from './navigation'
import { resumeAfterLoginRefresh } from './resumeAfterLoginRefresh'
import { fakeAuthServer, type FakeAuthServer } from './testing/fakeAuthServer'

let storage: ReturnType<typeof fakeStorage>
let server: FakeAuthServer
let visited: string[]
let restoreNavigator: () => void

beforeEach(() => {
  storage = fakeStorage()
  vi.stubGlobal('localStorage', storage)
  server = fakeAuthServer()
  Object.assign(editorSession, emptyEditorSession(), { username: 'anna@example.org' })
  visited = []
  restoreNavigator = setNavigator({ go: (path) => void visited.push(path), currentPath: () => '/account' })
})

afterEach(() => {
  restoreNavigator()
  vi.unstubAllGlobals()
})

describe('login_refresh_route', () => {
  it('keeps page and call; the body only in memory', () => {
    // A text no random key can contain (the stored entry has a random base-36 key).
    const secret = 'Geheimes Passwort!'
    storeLoginRefreshRoute('/analyse/5', { method: 'POST', path: '/api/x', body: { secret }, query: { a: '1' } })
    expect(readLoginRefreshRoute()).toEqual({
      path: '/analyse/5',
      request: { method: 'POST', path: '/api/x', body: { secret }, query: { a: '1' } },
    })
    expect(storage.entries.get('login_refresh_route')).not.toContain(secret)
  })

  it('after a reload a call with body is not retried, but the page is still restored', async () => {
    storeLoginRefreshRoute('/account', { method: 'PUT', path: '/api/account/password', body: { old_password: 'a' } })
    const stored = storage.entries.get('login_refresh_route') ?? ''
    vi.resetModules()
    const fresh = await import('./loginRefreshRoute')
    const { editorSession: reloadedSession } = await import('./editorSession')
    reloadedSession.login_refresh_route = stored
    expect(fresh.readLoginRefreshRoute()).toEqual({ path: '/account', request: null })
  })

  it('a call without body survives a reload whole', () => {
    storeLoginRefreshRoute('/analyse/5', { method: 'GET', path: '/api/excel_export', query: { survey_id: 's' } })
    expect(readLoginRefreshRoute()?.request).toEqual({
      method: 'GET',
      path: '/api/excel_export',
      query: { survey_id: 's' },
    })
  })

  it('reads a plain stored path (as the old client kept it)', () => {
    editorSession.login_refresh_route = '/analyse/5'
    expect(readLoginRefreshRoute()).toEqual({ path: '/analyse/5', request: null })
  })

  it.each([null, '', 'kaputt', '{"x":1}'])('has no route for %j', (raw) => {
    editorSession.login_refresh_route = raw
    expect(readLoginRefreshRoute()).toBeNull()
  })

  it('is used once', () => {
    storeLoginRefreshRoute('/account', { method: 'GET', path: '/api/account' })
    expect(takeLoginRefreshRoute()?.path).toBe('/account')
    expect(readLoginRefreshRoute()).toBeNull()
    expect(storage.entries.has('login_refresh_route')).toBe(false)
  })
})

describe('resumeAfterLoginRefresh', () => {
  it('retries the stored call with the new fresh token and returns to the page (docs/product/states.md)', async () => {
    Object.assign(editorSession, server.refreshedPair())
    const body = { old_password: 'alt', new_password: 'neu-geheim' }
    await expect(api('PUT', '/api/account/password', { body, fetch: server.fetch })).rejects.toThrow()
    expect(visited).toEqual(['/login_refresh'])
    // The re-login on /login_refresh:
    Object.assign(editorSession, server.login())
    const resumed = await resumeAfterLoginRefresh(server.fetch)
    expect(resumed).toEqual({ path: '/account', retried: { ok: true, msg: 'Ihr Passwort wurde geändert.' } })
    expect(server.log.at(-1)).toMatch(/^PUT \/api\/account\/password access-/)
    expect(readLoginRefreshRoute()).toBeNull()
  })

  it("reports a failed retry with the server's msg", async () => {
    server.extra.set('/api/bad', () => ({
      status: 400,
      body: { msg: 'Das bisherige Passwort ist nicht richtig.', code: 'wrong_password' },
    }))
    Object.assign(editorSession, server.login())
    storeLoginRefreshRoute('/account', { method: 'PUT', path: '/api/bad', body: {} })
    expect(await resumeAfterLoginRefresh(server.fetch)).toEqual({
      path: '/account',
      retried: { ok: false, msg: 'Das bisherige Passwort ist nicht richtig.' },
    })
  })

  it('only returns to the page when there is no call to retry', async () => {
    editorSession.login_refresh_route = '/analyse/5'
    expect(await resumeAfterLoginRefresh(server.fetch)).toEqual({ path: '/analyse/5', retried: null })
    expect(server.log).toEqual([])
  })
})
