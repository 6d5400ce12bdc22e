import { describe, expect, it, vi } from 'vitest'
import { de } from '../../i18n/de'
import { postForMessage } from './postForMessage'

const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  )

describe('postForMessage (forgotten password, login link, e-mail validation)', () => {
  it('shows a 429 of the rate limit as such, with when to try again', async () => {
    const fetch = answering(429, { msg: 'Zu viele Anfragen.', code: 'too_many_requests' }, { 'retry-after': '61' })
    expect(await postForMessage('/api/request_password_reset', { username: 'a@example.org' }, { fetch })).toEqual({
      ok: false,
      message: `${de.auth.tooManyRequests} ${de.auth.retryAfter(61)}`,
    })
  })

  it('shows the server message of other failures and the neutral answer of a success', async () => {
    const bad = answering(400, { msg: "Feld 'username' fehlt", code: 'invalid_input' })
    expect(await postForMessage('/api/request_magic_link', {}, { fetch: bad })).toEqual({
      ok: false,
      message: "Feld 'username' fehlt",
    })
    const sent = answering(200, { success: true, msg: 'Falls zu dieser Adresse ein Konto besteht, …' })
    expect(await postForMessage('/api/request_magic_link', { username: 'a@example.org' }, { fetch: sent })).toEqual({
      ok: true,
      msg: 'Falls zu dieser Adresse ein Konto besteht, …',
    })
  })
})
