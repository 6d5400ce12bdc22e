import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { de } from '../i18n/de'
import { editorSession, emptyEditorSession } from './editorSession'
import { fakeStorage } from './fakeStorage'
import { globalError } from './globalError'
import { setNavigator } from './navigation'
import { signOut } from './signOut'
import { fakeAuthServer } from './testing/fakeAuthServer'

let visited: string[]
let restoreNavigator: () => void

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage())
  visited = []
  restoreNavigator = setNavigator({ go: (path) => void visited.push(path), currentPath: () => '/dashboard' })
})

afterEach(() => {
  restoreNavigator()
  vi.unstubAllGlobals()
})

describe('signOut', () => {
  it('ends the refresh family on the server, then logs out locally and goes to /login', async () => {
    const server = fakeAuthServer()
    let sent: unknown
    server.extra.set('/api/logout', () => ({ status: 200, body: { success: true, msg: 'Sie wurden abgemeldet.' } }))
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (String(input) === '/api/logout') sent = JSON.parse(String(init?.body))
      return server.fetch(input, init)
    }
    Object.assign(editorSession, emptyEditorSession(), { username: 'a@b.de', ...server.login() })
    await signOut(fetch)
    expect(sent).toEqual({ refresh_token: 'refresh-1' })
    expect(editorSession.token).toBeNull()
    expect(globalError.text).toBe(de.session.loggedOut)
    expect(visited).toEqual(['/login'])
  })

  it('logs out locally even when the server does not answer', async () => {
    const server = fakeAuthServer()
    server.offline = true
    Object.assign(editorSession, emptyEditorSession(), { username: 'a@b.de', ...server.login() })
    await signOut(server.fetch)
    expect(editorSession.token).toBeNull()
    expect(visited).toEqual(['/login'])
  })
})
