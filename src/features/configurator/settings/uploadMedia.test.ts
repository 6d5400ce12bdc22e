import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionRedirectError } from '../../../session/api'
import { ApiError } from '../../../session/apiClient'
import { editorSession, emptyEditorSession } from '../../../session/editorSession'
import { fakeStorage } from '../../../session/fakeStorage'
import { setNavigator } from '../../../session/navigation'
import { fakeAuthServer, type FakeAuthServer } from '../../../session/testing/fakeAuthServer'
import { uploadMedia } from './uploadMedia'

const PATH = '/api/surveys/s1/media'
const stored = {
  survey_id: 's1',
  filename_db: `${'a'.repeat(32)}.png`,
  type: 'logo',
  location: `/api/media/${'a'.repeat(32)}.png`,
  misc: { mime: 'image/png', size: 3 },
}

let server: FakeAuthServer
let visited: string[]
let restoreNavigator: () => void
/** What the upload route received: bearer and form. */
let received: { bearer: string | null; type: unknown; file: unknown }[]

/** The fake auth server, with the upload route checking the token the way the real one does. */
function withUploadRoute(
  answer: () => { status: number; body: unknown } = () => ({ status: 201, body: { media_file: stored } }),
): typeof fetch {
  const valid = new Set<string>()
  server.extra.set(PATH, (bearer) =>
    bearer && valid.has(bearer) ? answer() : { status: 401, body: { msg: 'Token has expired', code: 'token_expired' } },
  )
  return async (input, init) => {
    if (String(input) === PATH && init?.body instanceof FormData) {
      const bearer = new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? null
      received.push({ bearer, type: init.body.get('type'), file: init.body.get('file') })
    }
    const response = await server.fetch(input, init)
    // Tokens the refresh issued are valid for the upload route.
    if (String(input) === '/api/refresh' && response.ok)
      valid.add(((await response.clone().json()) as { token: string }).token)
    return response
  }
}

beforeEach(() => {
  server = fakeAuthServer()
  vi.stubGlobal('localStorage', fakeStorage())
  received = []
  visited = []
  restoreNavigator = setNavigator({ go: (path) => void visited.push(path), currentPath: () => '/configurator/s1' })
  const tokens = server.login()
  Object.assign(editorSession, { ...emptyEditorSession(), username: 'anna@example.org', ...tokens })
})

afterEach(() => {
  restoreNavigator()
  vi.unstubAllGlobals()
})

describe('uploadMedia', () => {
  it('sends type and file as multipart with the bearer token, refreshing once on 401', async () => {
    const doFetch = withUploadRoute()
    const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' })
    const expired = editorSession.token
    await expect(uploadMedia('s1', 'logo', file, doFetch)).resolves.toEqual(stored)
    expect(server.refreshCalls()).toBe(1)
    expect(received.map((r) => r.bearer)).toEqual([expired, editorSession.token])
    expect(received[1]?.type).toBe('logo')
    expect(received[1]?.file).toBeInstanceOf(Blob)
  })

  it("throws an ApiError with the server's msg", async () => {
    const doFetch = withUploadRoute(() => ({
      status: 413,
      body: { msg: 'Die Datei ist zu groß (höchstens 10 MB).', code: 'file_too_large' },
    }))
    await expect(uploadMedia('s1', 'logo', new Blob(['x']), doFetch)).rejects.toMatchObject({
      status: 413,
      msg: 'Die Datei ist zu groß (höchstens 10 MB).',
    })
    expect(visited).toEqual([])
  })

  it('reports no answer as status 0', async () => {
    server.offline = true
    const error = await uploadMedia('s1', 'logo', new Blob(['x']), withUploadRoute()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(0)
  })

  it('keeps the session on a 403 of the role (only a disabled account logs out, as every editor call)', async () => {
    const doFetch = withUploadRoute(() => ({ status: 403, body: { msg: 'Keine Berechtigung.', code: 'forbidden' } }))
    await expect(uploadMedia('s1', 'logo', new Blob(['x']), doFetch)).rejects.toMatchObject({
      status: 403,
      msg: 'Keine Berechtigung.',
    })
    expect(visited).toEqual([])
    expect(editorSession.token).not.toBeNull()
  })

  it('logs out when the account is disabled', async () => {
    const doFetch = withUploadRoute(() => ({
      status: 403,
      body: { msg: 'Das Konto ist deaktiviert.', code: 'account_disabled' },
    }))
    await expect(uploadMedia('s1', 'logo', new Blob(['x']), doFetch)).rejects.toBeInstanceOf(SessionRedirectError)
    expect(visited).toEqual(['/login'])
    expect(editorSession.token).toBeNull()
  })
})
