// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { ShellLayout } from '../../ui/ShellLayout'
import { HISTORY_KEY } from '../../chat/chatHistory'
import { closeLiveBanner } from '../../chat/liveStatus'
import { fakeFetch, jsonResponse, type RecordedCall } from '../../session/testing/fakeFetch'
import { multichatStreamRoutes } from './routes'
import { aBotEntry, aContact, aLockedChat, anInfo, anOpenChat, aTurn } from '../../chat/testing/aMultichat'

const info = anInfo([aContact('lead', 'Kommissarin Berg'), aContact('zeuge', 'Herr Vogel')])
const registration = { success: true, username_live: 'live-1', token_live: 'T1', refresh_token_live: 'R1', user_id: 1 }

function serve(respond: (call: RecordedCall) => Response | undefined = () => undefined) {
  const fake = fakeFetch((call) => {
    const custom = respond(call)
    if (custom) return custom
    if (call.url.endsWith('/api/multichat/3') || call.url.endsWith('/api/multichat/7')) return jsonResponse(200, info)
    if (call.url === '/api/register_live_list') return jsonResponse(200, registration)
    return jsonResponse(200, aTurn([anOpenChat('lead', 'l1', 'Wo waren Sie gestern Abend?'), aLockedChat('zeuge')]))
  })
  vi.stubGlobal('fetch', fake.fetch)
  return fake
}

function open(path: string) {
  const exit = { path: '/exit/:variant', element: <p>Ausgang</p> }
  const router = createMemoryRouter([{ element: <ShellLayout />, children: [...multichatStreamRoutes, exit] }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  closeLiveBanner()
  vi.unstubAllGlobals()
})

describe('live multichat pages', () => {
  it('/flow is the game of multichat 3 with its own title, favicon and social tags', async () => {
    const { calls } = serve()
    open('/flow')
    await within(await screen.findByRole('region', { name: 'Kommissarin Berg' })).findByText(
      'Wo waren Sie gestern Abend?',
    )
    expect(document.title).toBe(de.shell.flow.title)
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon-tatort.svg')
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(de.shell.flow.title)
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/multichat/3',
      'POST /api/register_live_list',
      'POST /api/multichat/3/chat',
    ])
    expect(localStorage.getItem('token_live@multichat_3')).toBe('T1')
  })

  it('/aufderflucht is multichat 4 with its own head', async () => {
    const { calls } = serve((call) =>
      call.url.endsWith('/api/multichat/4') ? jsonResponse(200, { ...info, dialog_manager_id: 4 }) : undefined,
    )
    open('/aufderflucht')
    await screen.findByRole('region', { name: 'Kommissarin Berg' })
    expect(document.title).toBe(de.shell.aufderflucht.title)
    expect(calls[0]?.url).toBe('/api/multichat/4')
  })

  it('/multi_live/{id} resumes with the stored identity and the local history', async () => {
    localStorage.setItem('token_live@multichat_7', 'OLD')
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify({
        lead: [aBotEntry('Guten Abend.', 1_000), aBotEntry('Wo waren Sie gestern Abend?', 2_000, 'l1')],
      }),
    )
    const { calls } = serve()
    open('/multi_live/7')
    const lead = await screen.findByRole('region', { name: 'Kommissarin Berg' })
    await within(lead).findByText('Guten Abend.')
    expect(within(lead).getAllByText('Wo waren Sie gestern Abend?')).toHaveLength(1)
    expect(calls.map((c) => `${c.url} ${c.authorization ?? ''}`)).toEqual([
      '/api/multichat/7 ',
      '/api/multichat/7/chat Bearer OLD',
    ])
  })

  it('a server_busy or other failure shows the live error banner', async () => {
    serve((call) =>
      call.url === '/api/multichat/3/chat' ? jsonResponse(500, { msg: 'kaputt', code: 'internal_error' }) : undefined,
    )
    open('/flow')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(de.live.errors.default)
    expect(alert.textContent).toContain('kaputt')
  })

  it("deletes the player's data after asking: the server erases the game, the identity and history go, the exit page follows", async () => {
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify({ lead: [aBotEntry('Guten Abend.', 1_000)], fremd: [aBotEntry('Anderer Dialog', 1_000)] }),
    )
    const { calls } = serve((call) =>
      call.url === '/api/multichat/3/delete' ? jsonResponse(200, { msg: 'success' }) : undefined,
    )
    open('/flow')
    await screen.findByRole('region', { name: 'Kommissarin Berg' })
    screen.getByRole('button', { name: de.multichatLive.erase }).click()
    const dialog = await screen.findByRole('alertdialog')
    within(dialog).getByRole('button', { name: de.multichatLive.eraseConfirm.confirm }).click()
    await screen.findByText('Ausgang')
    expect(
      calls.filter((c) => c.url === '/api/multichat/3/delete').map((c) => `${c.method} ${c.authorization}`),
    ).toEqual(['POST Bearer T1'])
    expect(localStorage.getItem('token_live@multichat_3')).toBeNull()
    expect(Object.keys(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '{}'))).toEqual(['fremd'])
  })

  it('an unknown game says once that the link leads nowhere, without "try again later"', async () => {
    serve((call) =>
      call.url.endsWith('/api/multichat/9')
        ? jsonResponse(404, { msg: 'Dialogmanager nicht gefunden.', code: 'dialog_manager_not_found' })
        : undefined,
    )
    open('/multi_live/9')
    await waitFor(() => expect(screen.getByText(de.live.errors.notFound)).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(/Dialogmanager/)).toBeNull()
  })

  it('a game that fails to load for another reason says so and offers to try again', async () => {
    serve((call) =>
      call.url.endsWith('/api/multichat/9') ? jsonResponse(500, { msg: 'Kaputt', code: 'internal_error' }) : undefined,
    )
    open('/multi_live/9')
    await waitFor(() => expect(screen.getByText(de.multichatLive.loadFailed)).toBeTruthy())
    expect(screen.getByRole('alert').textContent).toContain(de.live.errors.default)
    expect(screen.getByRole('button', { name: de.live.errors.reload })).toBeTruthy()
  })
})
