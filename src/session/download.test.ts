import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionRedirectError } from './api'
import { downloadExcelExport, saveDownload } from './download'
import { editorSession, emptyEditorSession } from './editorSession'
import { fakeStorage } from './fakeStorage'
import { setNavigator } from './navigation'
import { type Download, fileNameOf } from './readDownload'
import { resumeAfterLoginRefresh } from './resumeAfterLoginRefresh'
import { fakeAuthServer, type FakeAuthServer } from './testing/fakeAuthServer'

const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04])
const DISPOSITION = `attachment; filename="Buero.xlsx"; filename*=UTF-8''B%C3%BCro.xlsx`

let server: FakeAuthServer
let visited: string[]
let restoreNavigator: () => void

/** The fake's token rules, with the export answering a file as the real server does. */
const fetch: typeof globalThis.fetch = async (input, init) => {
  const answer = await server.fetch(input, init)
  if (!answer.ok || !String(input).startsWith('/api/excel_export')) return answer
  return new Response(XLSX, { status: 200, headers: { 'content-disposition': DISPOSITION } })
}

function signIn(tokens: { token: string; refresh_token: string }) {
  Object.assign(editorSession, { ...emptyEditorSession(), username: 'anna@example.org', ...tokens })
}

beforeEach(() => {
  server = fakeAuthServer()
  vi.stubGlobal('localStorage', fakeStorage())
  Object.assign(editorSession, emptyEditorSession())
  visited = []
  restoreNavigator = setNavigator({ go: (path) => void visited.push(path), currentPath: () => '/analyse/s1' })
})

afterEach(() => {
  restoreNavigator()
  vi.unstubAllGlobals()
})

describe('the excel download with a fresh token (docs/product/states.md)', () => {
  it('goes to /login_refresh on 401 Fresh token required and continues the download after the re-login', async () => {
    server.login()
    signIn(server.refreshedPair())
    await expect(downloadExcelExport('s1', fetch)).rejects.toBeInstanceOf(SessionRedirectError)
    expect(visited).toEqual(['/login_refresh'])

    // The re-login on /login_refresh replaces the tokens and keeps the stored route.
    Object.assign(editorSession, server.login())
    const saved: Download[] = []
    const resumed = await resumeAfterLoginRefresh(fetch, (file) => void saved.push(file))
    expect(resumed).toEqual({ path: '/analyse/s1', retried: { ok: true, msg: null } })
    expect(saved.map((f) => f.fileName)).toEqual(['Büro.xlsx'])
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(XLSX)
    expect(server.log.filter((l) => l.startsWith('GET /api/excel_export'))).toHaveLength(2)
  })

  it('saves at once when the token is fresh', async () => {
    signIn(server.login())
    const click = vi.fn()
    const link = { click, remove: vi.fn(), style: {}, href: '', download: '' }
    const doc = { createElement: () => link, body: { append: vi.fn() } } as unknown as Document
    saveDownload({ kind: 'download', blob: new Blob([XLSX]), fileName: 'Büro.xlsx' }, doc)
    expect(click).toHaveBeenCalledOnce()
    expect(link.download).toBe('Büro.xlsx')
    expect(link.href).toMatch(/^blob:/)
  })
})

describe('the file name of a download', () => {
  it('prefers the exact UTF-8 name and falls back to the ASCII one', () => {
    expect(fileNameOf(DISPOSITION)).toBe('Büro.xlsx')
    expect(fileNameOf('attachment; filename="Buero.xlsx"')).toBe('Buero.xlsx')
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%A4%A.xlsx`)).toBe('a.xlsx')
    expect(fileNameOf(null)).toBe('Export.xlsx')
  })
})
