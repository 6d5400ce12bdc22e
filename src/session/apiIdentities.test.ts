import { proxy } from 'valtio'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, type Respondent } from './api'
import { editorSession, emptyEditorSession } from './editorSession'
import { fakeStorage } from './fakeStorage'
import { emptyLiveSession, type LiveSession, respondentIdentity } from './liveSession'
import { setNavigator } from './navigation'
import { pendingRefresh, refreshTokens } from './refreshTokens'
import { clearServerBusy } from './serverBusy'
import { fakeFetch, jsonResponse, type RecordedCall } from './testing/fakeFetch'

/**
 * Two token families on one server, as docs/api/auth.md rotates them: the editor's E1 and the
 * respondent's L1 are expired; /api/refresh turns ER1 into E2/ER2 and LR1 into L2/LR2, once each.
 */
function twoFamilies() {
  const rotations: Record<string, { token: string; refresh_token: string }> = {
    'Bearer ER1': { token: 'E2', refresh_token: 'ER2' },
    'Bearer LR1': { token: 'L2', refresh_token: 'LR2' },
    'Bearer MR1': { token: 'M2', refresh_token: 'MR2' },
  }
  const respond = async (call: RecordedCall): Promise<Response> => {
    // Every answer waits a tick, so concurrent calls really overlap.
    await new Promise((resolve) => setTimeout(resolve, 1))
    if (call.url === '/api/refresh') {
      const pair = call.authorization ? rotations[call.authorization] : undefined
      if (!pair) return jsonResponse(401, { msg: 'Token has been revoked', code: 'token_revoked' })
      delete rotations[call.authorization!]
      return jsonResponse(200, pair)
    }
    if (!call.authorization) return jsonResponse(401, { msg: 'Missing Authorization Header', code: 'missing_token' })
    if (['Bearer E2', 'Bearer L2', 'Bearer M2'].includes(call.authorization))
      return jsonResponse(200, { ok: true, as: call.authorization })
    return jsonResponse(401, { msg: 'Token has expired', code: 'token_expired' })
  }
  const { fetch, calls } = fakeFetch(respond)
  const refreshes = () => calls.filter((c) => c.url === '/api/refresh').map((c) => c.authorization)
  return { fetch, calls, refreshes }
}

function aRespondent(tokens: Partial<LiveSession> = { token_live: 'L1', refresh_token_live: 'LR1' }): Respondent {
  const storage = fakeStorage()
  return { session: proxy({ ...emptyLiveSession(), ...tokens }), storage: () => storage, busy: { server_busy: false } }
}

let visited: string[]
let restoreNavigator: () => void

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage())
  Object.assign(editorSession, {
    ...emptyEditorSession(),
    username: 'anna@example.org',
    token: 'E1',
    refresh_token: 'ER1',
  })
  visited = []
  restoreNavigator = setNavigator({ go: (path) => void visited.push(path), currentPath: () => '/dashboard' })
})

afterEach(() => {
  clearServerBusy()
  restoreNavigator()
  vi.unstubAllGlobals()
})

describe("api's identity option (`as`)", () => {
  it("sends the editor's token by default, the respondent's own as respondent, and none as public", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, {}))
    const respondent = aRespondent({ token_live: 'L9', refresh_token_live: 'LR9' })
    await api('GET', '/api/data', { fetch })
    await api('POST', '/api/chat', { as: 'respondent', respondent, body: {}, fetch })
    await api('POST', '/api/login', { as: 'public', body: {}, fetch })
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer E1', 'Bearer L9', undefined])
  })

  it('a public 401 is an answer (a wrong password): no refresh, no logout, the editor session stays', async () => {
    const { fetch, calls } = fakeFetch(() =>
      jsonResponse(401, { msg: 'Invalid credentials', code: 'invalid_credentials' }),
    )
    await expect(api('POST', '/api/login', { as: 'public', body: {}, fetch })).rejects.toMatchObject({
      status: 401,
      msg: 'Invalid credentials',
    })
    expect(calls.map((c) => c.url)).toEqual(['/api/login'])
    expect(visited).toEqual([])
    expect(editorSession.token).toBe('E1')
  })
})

describe('one single-flight token refresh per identity', () => {
  it('two concurrent 401s of the editor share one refresh', async () => {
    const { fetch, refreshes } = twoFamilies()
    const answers = await Promise.all([api('GET', '/api/data', { fetch }), api('GET', '/api/data', { fetch })])
    expect(answers).toEqual([
      { ok: true, as: 'Bearer E2' },
      { ok: true, as: 'Bearer E2' },
    ])
    expect(refreshes()).toEqual(['Bearer ER1'])
    expect([editorSession.token, editorSession.refresh_token]).toEqual(['E2', 'ER2'])
  })

  it('two concurrent 401s of a respondent share one refresh', async () => {
    const { fetch, refreshes } = twoFamilies()
    const respondent = aRespondent()
    const post = () => api('POST', '/api/chat', { as: 'respondent', respondent, body: {}, fetch })
    const answers = await Promise.all([post(), post()])
    expect(answers).toEqual([
      { ok: true, as: 'Bearer L2' },
      { ok: true, as: 'Bearer L2' },
    ])
    expect(refreshes()).toEqual(['Bearer LR1'])
    expect(respondent.storage().getItem('refresh_token_live')).toBe('LR2')
  })

  it('each identity refreshes its own pair: the editor, the live respondent and a game in one page', async () => {
    const { fetch, refreshes } = twoFamilies()
    const live = aRespondent()
    const game = aRespondent({ token_live: 'M1', refresh_token_live: 'MR1' })
    const answers = await Promise.all([
      api('GET', '/api/data', { fetch }),
      api('POST', '/api/chat', { as: 'respondent', respondent: live, body: {}, fetch }),
      api('POST', '/api/multichat/3/chat', { as: 'respondent', respondent: game, body: {}, fetch }),
      api('GET', '/api/data', { fetch }),
      api('POST', '/api/chat', { as: 'respondent', respondent: live, body: {}, fetch }),
    ])
    expect(answers.map((a) => (a as { as: string }).as)).toEqual([
      'Bearer E2',
      'Bearer L2',
      'Bearer M2',
      'Bearer E2',
      'Bearer L2',
    ])
    expect(refreshes().sort()).toEqual(['Bearer ER1', 'Bearer LR1', 'Bearer MR1'])
    expect([live.session.token_live, game.session.token_live, editorSession.token]).toEqual(['L2', 'M2', 'E2'])
  })

  it('refreshTokens answers the running refresh of that identity, and a later one starts anew', async () => {
    const { fetch, refreshes } = twoFamilies()
    const identity = respondentIdentity(aRespondent())
    const first = refreshTokens(identity, fetch)
    expect(refreshTokens(identity, fetch)).toBe(first)
    expect(pendingRefresh(identity)).toBe(first)
    await expect(first).resolves.toBe('renewed')
    expect(pendingRefresh(identity)).toBeNull()
    // LR2 is not known to the fake: a second refresh really goes out, and its refusal ends the identity.
    await expect(refreshTokens(identity, fetch)).resolves.toBe('ended')
    expect(refreshes()).toEqual(['Bearer LR1', 'Bearer LR2'])
  })
})
