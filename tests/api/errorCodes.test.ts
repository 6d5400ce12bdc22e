import type { Endpoint } from '@engine/api/Endpoint'
import { endpoints } from '@engine/api/endpoints'
import { ERROR_CODES, type ErrorCode, apiErrorSchema } from '@engine/api/errorCodes'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenIssuer } from '../../server/auth/tokens'
import { TEST_SECRET } from '../support/editorToken'
import { api, authHeaders } from '../support/fixtures'
import { encodeJwtForTest } from '../support/forgedTokens'
import { insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { injectAny } from '../support/injectAny'

/**
 * Walks the whole contract (engine/api/endpoints.ts) and provokes, for every endpoint, the
 * error paths that need no knowledge of the call: a missing, forged, expired or wrong kind of
 * token, a body that is not JSON or not JSON at all, an empty body, ids that do not exist. Every
 * answer must be exactly `{msg, code}` with a code of engine/api/errorCodes.ts under one of its
 * statuses, and the code must be the one the provocation calls for. Who calls is checked before
 * anything else (docs/api/auth.md "Order of checks"), so a token problem is answered with its
 * token code alone: never invalid_input about the body, never a not-found code about an id.
 */

type Headers = Record<string, string>

const key = (e: Endpoint) => `${e.method} ${e.path}`
const needsToken = (e: Endpoint) => e.access.kind !== 'public'
/**
 * Calls that take only an editor's token (a live token there is refused as
 * editor_token_required); logout ends live identities too.
 */
const editorCall = (e: Endpoint) =>
  ['editor', 'survey', 'multichat'].includes(e.access.kind) && e.path !== '/api/logout'
const sendsBody = (e: Endpoint) => e.method !== 'GET' && e.method !== 'DELETE'
const UNKNOWN = '999999'
const paramNames = (e: Endpoint) => [...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string)
const urlOf = (e: Endpoint) => e.path.replace(/:[A-Za-z_]+/g, UNKNOWN)
/** Whether the made-up ids already fail the path's schema (a media file name has a format). */
const idsMalformed = (e: Endpoint) =>
  e.params !== undefined && !e.params.safeParse(Object.fromEntries(paramNames(e).map((n) => [n, UNKNOWN]))).success
const notFoundCodes = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((c) => c.endsWith('not_found'))

interface Answer {
  status: number
  code: ErrorCode
}

describe.each(databaseKinds())('every error answer of every endpoint carries a listed code on %s', (kind) => {
  let t: TestApp
  const tokens = new Map<string, Headers>()
  /** A new access token per request: the logout call revokes the one it gets. */
  let owner: () => Headers = () => ({})

  /** One request; a success or a body that is not exactly `{msg, code}` is a failure of the test. */
  async function refused(endpoint: Endpoint, request: Omit<InjectOptions, 'method'>): Promise<Answer | string> {
    const res = await injectAny(t.app, { ...request, method: endpoint.method } as InjectOptions)
    const what = `${key(endpoint)}: ${res.statusCode} ${res.body.slice(0, 160)}`
    if (res.statusCode < 400) return `${what} (no error)`
    const body = apiErrorSchema.strict().safeParse(res.json())
    if (!body.success) return `${what} (not {msg, code} with a listed code)`
    const statuses: readonly number[] = ERROR_CODES[body.data.code].status
    if (!statuses.includes(res.statusCode)) return `${what} (status not listed for ${body.data.code})`
    return { status: res.statusCode, code: body.data.code }
  }

  /** Runs one provocation against endpoints and checks each code against what it calls for. */
  async function provoke(
    selected: readonly Endpoint[],
    request: (e: Endpoint) => Omit<InjectOptions, 'method'>,
    allowed: (e: Endpoint) => readonly ErrorCode[],
  ): Promise<{ problems: string[]; seen: Set<ErrorCode> }> {
    const problems: string[] = []
    const seen = new Set<ErrorCode>()
    for (const endpoint of selected) {
      const answer = await refused(endpoint, request(endpoint))
      if (typeof answer === 'string') problems.push(answer)
      else if (!allowed(endpoint).includes(answer.code))
        problems.push(`${key(endpoint)}: ${answer.status} ${answer.code}, expected ${allowed(endpoint).join(' or ')}`)
      else seen.add(answer.code)
    }
    return { problems, seen }
  }

  /** The token code and nothing else: identity comes before the input and the ids. */
  const tokenCode = (code: ErrorCode) => (): ErrorCode[] => [code]
  /** A live call is asked by a live respondent (an editor's token there is refused before the body is read). */
  const caller = (e: Endpoint) => (e.access.kind === 'live' ? (tokens.get('live') as Headers) : owner())
  const withEmptyBody = (headers: Headers) => (e: Endpoint) => ({
    url: urlOf(e),
    headers,
    ...(sendsBody(e) ? { payload: {} } : {}),
  })

  beforeAll(async () => {
    t = await startTestApp(kind)
    const user = await insertUser(t.database.db, 'codes@example.org')
    const issuer = createTokenIssuer(TEST_SECRET, Date.now)
    const created = await api(t.app, user.id).post('/api/surveys', { survey_name: 'Fehlercodes' })
    const live = await api(t.app).post('/api/register_live', { survey_id: created.json().survey_id })
    expect(created.statusCode).toBe(201)
    expect(live.statusCode).toBe(200)
    const now = Math.floor(Date.now() / 1000)
    const forged = encodeJwtForTest({ sub: String(user.id), type: 'access', jti: 'x', exp: now + 60 }, 'fremd')
    const expired = createTokenIssuer(TEST_SECRET, () => Date.now() - 20 * 60_000).issue(user.id, { fresh: true })
    owner = () => authHeaders(user.id)
    tokens.set('forged', authHeaders(forged))
    tokens.set('garbage', authHeaders('kein-jwt'))
    tokens.set('no-bearer', { authorization: 'Basic abc' })
    tokens.set('expired', authHeaders(expired.token))
    tokens.set('refresh', authHeaders(issuer.issue(user.id, { fresh: true }).refresh_token))
    tokens.set('live', authHeaders(live.json().token_live))
  })
  afterAll(async () => {
    await t?.close()
  })

  const guarded = endpoints.filter((e) => needsToken(e) && e.access.kind !== 'refresh')

  it('no token: missing_token', async () => {
    const { problems, seen } = await provoke(guarded, withEmptyBody({}), tokenCode('missing_token'))
    expect(problems).toEqual([])
    expect(seen).toContain('missing_token')
  })

  it('a header that is not Bearer: invalid_auth_header', async () => {
    const headers = () => tokens.get('no-bearer') as Headers
    const { problems } = await provoke(guarded, (e) => withEmptyBody(headers())(e), tokenCode('invalid_auth_header'))
    expect(problems).toEqual([])
  })

  it.each([
    ['forged', 'invalid_token'],
    ['garbage', 'malformed_token'],
    ['expired', 'token_expired'],
    ['refresh', 'wrong_token_type'],
  ] as const)('a %s token: %s', async (token, code) => {
    const { problems, seen } = await provoke(
      guarded,
      (e) => withEmptyBody(tokens.get(token) as Headers)(e),
      tokenCode(code),
    )
    expect(problems).toEqual([])
    expect(seen).toContain(code)
  })

  it('an access token where the refresh token belongs: wrong_token_type', async () => {
    const refreshCalls = endpoints.filter((e) => e.access.kind === 'refresh')
    expect(refreshCalls.length).toBeGreaterThan(0)
    const { problems } = await provoke(refreshCalls, (e) => withEmptyBody(owner())(e), tokenCode('wrong_token_type'))
    expect(problems).toEqual([])
  })

  it("a live respondent's token on an editor call: editor_token_required", async () => {
    const { problems, seen } = await provoke(
      endpoints.filter(editorCall),
      (e) => withEmptyBody(tokens.get('live') as Headers)(e),
      tokenCode('editor_token_required'),
    )
    expect(problems).toEqual([])
    expect(seen).toContain('editor_token_required')
  })

  it('an empty body: invalid_input', async () => {
    // Calls whose body may be empty (logout) have nothing to refuse.
    const withBody = endpoints.filter((e) => e.body && sendsBody(e) && !e.body.safeParse({}).success)
    const { problems } = await provoke(
      withBody,
      (e) => ({ url: urlOf(e), headers: caller(e), payload: {} }),
      // An upload reads a form, not JSON; a call may look up the made-up id in its path first.
      (e) => [
        'invalid_input',
        ...(e.path.endsWith('/media') ? (['unsupported_media_type'] as const) : []),
        ...(e.params ? notFoundCodes : []),
      ],
    )
    expect(problems).toEqual([])
  })

  it('a body that is not JSON: invalid_json; one that is not JSON at all: unsupported_media_type', async () => {
    const withBody = endpoints.filter((e) => e.body && sendsBody(e))
    const broken = await provoke(
      withBody,
      (e) => ({
        url: urlOf(e),
        headers: { ...caller(e), 'content-type': 'application/json' },
        payload: '{"kaputt',
      }),
      () => ['invalid_json'],
    )
    const plain = await provoke(
      withBody,
      // Fastify reads text/plain as a string (then invalid_input); XML it has no parser for.
      (e) => ({ url: urlOf(e), headers: { ...caller(e), 'content-type': 'application/xml' }, payload: '<x/>' }),
      () => ['unsupported_media_type'],
    )
    expect([...broken.problems, ...plain.problems]).toEqual([])
  })

  it('ids that do not exist: a not-found code (or invalid_input where the input is incomplete)', async () => {
    const withIds = endpoints.filter((e) => e.params && needsToken(e))
    const { problems, seen } = await provoke(
      withIds,
      (e) => withEmptyBody(caller(e))(e),
      (e) => (e.body || e.query || idsMalformed(e) ? [...notFoundCodes, 'invalid_input'] : notFoundCodes),
    )
    expect(problems).toEqual([])
    expect(seen).toContain('survey_not_found')
  })

  it('a path the API does not have: not_found', async () => {
    const res = await api(t.app).get('/api/gibt_es_nicht')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ msg: 'Nicht gefunden.', code: 'not_found' })
  })
})

describe('the error-code check of the API test app', () => {
  it('fails a suite whose app answers an error without a listed code or under a status the code does not list', async () => {
    const t = await startTestApp(databaseKinds()[0] ?? 'pglite')
    t.app.get('/api/ohne_code', (_request, reply) => reply.status(400).send({ msg: 'x' }))
    t.app.get('/api/falscher_status', (_request, reply) => reply.status(409).send({ msg: 'x', code: 'invalid_input' }))
    await api(t.app).get('/api/ohne_code')
    await api(t.app).get('/api/falscher_status')
    await api(t.app).get('/api/gibt_es_nicht')
    await expect(t.close()).rejects.toThrow(/ohne_code.*not listed[\s\S]*falscher_status.*listed for 400/)
  })
})
