import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminRight } from './adminRight'
import { clearEditorSession, editorSession, emptyEditorSession } from './editorSession'
import { fakeStorage } from './fakeStorage'
import { verifyEditorToken } from './verifyEditorToken'

const identity = {
  valid: true,
  user_id: 7,
  username: 'anna@example.org',
  firstName: 'Anna',
  lastName: null,
  admin: false,
}
const answer =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage())
  Object.assign(editorSession, { ...emptyEditorSession(), username: 'anna@example.org', token: 'a.b.c' })
})
afterEach(() => vi.unstubAllGlobals())

describe('verifyEditorToken', () => {
  it("is valid for the server's identity answer and takes the names from it", async () => {
    expect(await verifyEditorToken({ fetch: answer(200, identity) })).toBe('valid')
    expect(editorSession.firstName).toBe('Anna')
  })

  it("takes the admin right from the server's answer, and forgets it at logout", async () => {
    expect(await verifyEditorToken({ fetch: answer(200, { ...identity, admin: true }) })).toBe('valid')
    expect(adminRight.admin).toBe(true)
    expect(await verifyEditorToken({ fetch: answer(200, identity) })).toBe('valid')
    expect(adminRight.admin).toBe(false)
    adminRight.admin = true
    clearEditorSession()
    expect(adminRight.admin).toBe(false)
  })

  it('is invalid only when the server refuses the token', async () => {
    expect(
      await verifyEditorToken({ fetch: answer(422, { msg: 'Not enough segments', code: 'malformed_token' }) }),
    ).toBe('invalid')
  })

  it('knows nothing when no answer came or its body could not be read (a page unloading mid-request)', async () => {
    expect(await verifyEditorToken({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) })).toBe(
      'unreachable',
    )
    const aborted: typeof fetch = async () =>
      ({
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: new Headers(),
        json: () => Promise.reject(new DOMException('aborted', 'AbortError')),
      }) as unknown as Response
    expect(await verifyEditorToken({ fetch: aborted })).toBe('unreachable')
  })
})
