import type { ErrorCode } from '@engine/api/errorCodes'

/**
 * A fake of the server's token rules (docs/api/auth.md) for the client's unit tests: access
 * tokens expire or are not fresh, refresh tokens rotate, and using a spent refresh token revokes
 * the whole family, as the real server does. Every answer waits a tick, so calls really overlap.
 */
export interface FakeAuthServer {
  fetch: typeof fetch
  /** A fresh login, as POST /api/login would answer. */
  login(): { token: string; refresh_token: string }
  /** A pair as /api/refresh issues it (not fresh), rotating the family. */
  refreshedPair(): { token: string; refresh_token: string }
  expire(token: string): void
  /** Every request as `METHOD path bearer`. */
  log: string[]
  refreshCalls(): number
  familyRevoked(): boolean
  /** Overrides the answer of POST /api/refresh (a status, msg and code, or 'no-answer'). */
  refreshAnswer: { status: number; msg: string; code: ErrorCode } | 'no-answer' | null
  /** Routes added by a test: path -> answer. */
  extra: Map<string, (bearer: string | null) => { status: number; body: unknown }>
  offline: boolean
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: `Status ${status}`,
    headers: { 'content-type': 'application/json' },
  })

export function fakeAuthServer(): FakeAuthServer {
  let counter = 0
  const access = new Map<string, { fresh: boolean; expired: boolean }>()
  let currentRefresh: string | null = null
  let revoked = false
  let refreshCalls = 0

  const issue = (fresh: boolean) => {
    counter += 1
    const token = `access-${counter}`
    const refresh_token = `refresh-${counter}`
    access.set(token, { fresh, expired: false })
    currentRefresh = refresh_token
    return { token, refresh_token }
  }

  /** The first error of an access-token check, or null when the token is good. */
  const checkAccess = (bearer: string | null, needsFresh: boolean) => {
    if (!bearer) return json(401, { msg: 'Missing Authorization Header', code: 'missing_token' })
    const state = access.get(bearer)
    if (!state) return json(422, { msg: 'Not enough segments', code: 'malformed_token' })
    if (state.expired) return json(401, { msg: 'Token has expired', code: 'token_expired' })
    if (needsFresh && !state.fresh) return json(401, { msg: 'Fresh token required', code: 'fresh_token_required' })
    return null
  }

  const server: FakeAuthServer = {
    log: [],
    refreshAnswer: null,
    extra: new Map(),
    offline: false,
    login: () => issue(true),
    refreshedPair: () => issue(false),
    expire: (token) => {
      const state = access.get(token)
      if (state) state.expired = true
    },
    refreshCalls: () => refreshCalls,
    familyRevoked: () => revoked,
    fetch: async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      const url = new URL(String(input), 'http://test')
      const bearer = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '') ?? null
      server.log.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search} ${bearer ?? '-'}`)
      if (server.offline) throw new TypeError('Failed to fetch')
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      switch (url.pathname) {
        case '/api/refresh': {
          refreshCalls += 1
          if (server.refreshAnswer === 'no-answer') throw new TypeError('Failed to fetch')
          if (server.refreshAnswer)
            return json(server.refreshAnswer.status, { msg: server.refreshAnswer.msg, code: server.refreshAnswer.code })
          if (revoked || !bearer) return json(401, { msg: 'Token has been revoked', code: 'token_revoked' })
          if (bearer !== currentRefresh) {
            revoked = true
            return json(401, { msg: 'Token has been revoked', code: 'token_revoked' })
          }
          return json(200, issue(false))
        }
        case '/api/data':
          return checkAccess(bearer, false) ?? json(200, { ok: true, query: url.search, body })
        case '/api/excel_export':
          return checkAccess(bearer, true) ?? json(200, { ok: true })
        case '/api/account/password':
          return (
            checkAccess(bearer, true) ??
            json(200, { success: true, msg: 'Ihr Passwort wurde geändert.', ...issue(true) })
          )
        default: {
          const route = server.extra.get(url.pathname)
          if (!route) return json(404, { msg: 'Nicht gefunden.', code: 'not_found' })
          const answer = route(bearer)
          return json(answer.status, answer.body)
        }
      }
    },
  }
  return server
}
