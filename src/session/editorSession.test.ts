import type { LoginResponse } from '@engine/api/auth'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearEditorSession,
  editorSession,
  emptyEditorSession,
  readStoredEditorSession,
  restoreEditorSession,
  saveEditorSession,
  updateEditorIdentity,
} from './editorSession'
import { fakeStorage } from './fakeStorage'

function aLogin(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    success: true,
    token: 'access-1',
    refresh_token: 'refresh-1',
    user_id: 7,
    firstName: 'Demo',
    lastName: 'Redaktion',
    ...overrides,
  }
}

describe('editor session', () => {
  beforeEach(() => {
    Object.assign(editorSession, emptyEditorSession())
  })

  it('saves a login under the keys of docs/product/entities.md', () => {
    const storage = fakeStorage()
    saveEditorSession(aLogin(), 'demo@example.org', storage)
    expect(Object.fromEntries(storage.entries)).toEqual({
      username: 'demo@example.org',
      firstName: 'Demo',
      lastName: 'Redaktion',
      token: 'access-1',
      refresh_token: 'refresh-1',
      user_id: '7',
    })
    expect(editorSession.token).toBe('access-1')
    expect(editorSession.user_id).toBe(7)
  })

  it('leaves out names the server does not know', () => {
    const storage = fakeStorage({ firstName: 'Alt' })
    saveEditorSession(aLogin({ firstName: null, lastName: null }), 'a@b.de', storage)
    expect(storage.entries.has('firstName')).toBe(false)
    expect(editorSession.firstName).toBeNull()
  })

  it('a token check writes the names only: tokens rotated meanwhile (another tab) stay in storage', () => {
    const storage = fakeStorage()
    saveEditorSession(aLogin(), 'demo@example.org', storage)
    storage.setItem('token', 'access-2')
    storage.setItem('refresh_token', 'refresh-2')
    updateEditorIdentity({ username: 'demo@example.org', firstName: 'Erika', lastName: null, user_id: 7 }, storage)
    expect(Object.fromEntries(storage.entries)).toEqual({
      username: 'demo@example.org',
      firstName: 'Erika',
      token: 'access-2',
      refresh_token: 'refresh-2',
      user_id: '7',
    })
    expect(editorSession.firstName).toBe('Erika')
  })

  it('restores a saved session on start', () => {
    const storage = fakeStorage()
    saveEditorSession(aLogin(), 'demo@example.org', storage)
    Object.assign(editorSession, emptyEditorSession())
    expect(restoreEditorSession(storage)).toBe(true)
    expect({ ...editorSession }).toMatchObject({
      username: 'demo@example.org',
      token: 'access-1',
      user_id: 7,
      firstName: 'Demo',
    })
  })

  it('keeps the stored login_refresh_route', () => {
    const storage = fakeStorage({ token: 't', username: 'u', login_refresh_route: '/analyse/5' })
    expect(readStoredEditorSession(storage)?.login_refresh_route).toBe('/analyse/5')
  })

  it.each([
    ['no token', { username: 'u' }],
    ['no username', { token: 't' }],
    ["the token is the text 'null'", { token: 'null', username: 'u' }],
    ['an empty token', { token: '', username: 'u' }],
  ])('does not auto-login with %s (docs/product/states.md)', (_case, stored) => {
    expect(restoreEditorSession(fakeStorage(stored))).toBe(false)
    expect(editorSession.token).toBeNull()
  })

  it('treats a missing or broken user_id as unknown', () => {
    expect(readStoredEditorSession(fakeStorage({ token: 't', username: 'u' }))?.user_id).toBeNull()
    expect(readStoredEditorSession(fakeStorage({ token: 't', username: 'u', user_id: 'x' }))?.user_id).toBeNull()
  })

  it('clearing removes every session key and empties the store, but nothing else', () => {
    const storage = fakeStorage({ login_refresh_route: '/x', other: 'bleibt' })
    saveEditorSession(aLogin(), 'demo@example.org', storage)
    clearEditorSession(storage)
    expect(Object.fromEntries(storage.entries)).toEqual({ other: 'bleibt' })
    expect({ ...editorSession }).toEqual(emptyEditorSession())
  })
})
