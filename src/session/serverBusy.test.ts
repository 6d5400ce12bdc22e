import { afterEach, describe, expect, it, vi } from 'vitest'
import { de } from '../i18n/de'
import { api } from './api'
import { ApiError } from './apiClient'
import { clearServerBusy, SERVER_BUSY_CLEAR_MS, serverBusy } from './serverBusy'

const answering = (status: number, msg: string) => async () =>
  new Response(JSON.stringify({ msg }), {
    status,
    headers: { 'content-type': 'application/json', 'retry-after': '10' },
  })

afterEach(() => {
  clearServerBusy()
  vi.useRealTimers()
})

describe('server_busy on the editor pages (docs/product/states.md)', () => {
  it('a 503 of a shedding server raises the busy banner, which closes itself after 6000 ms', async () => {
    vi.useFakeTimers()
    const failure = await api('GET', '/api/surveys', { fetch: answering(503, de.live.errors.serverBusy) }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 503, retryAfterSeconds: 10 })
    expect(serverBusy.server_busy).toBe(true)
    await vi.advanceTimersByTimeAsync(SERVER_BUSY_CLEAR_MS - 1)
    expect(serverBusy.server_busy).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(serverBusy.server_busy).toBe(false)
  })

  it('other failures are not mistaken for a busy server', async () => {
    await api('GET', '/api/surveys', { fetch: answering(500, 'Interner Serverfehler.') }).catch(() => undefined)
    expect(serverBusy.server_busy).toBe(false)
  })
})
