import { endpoints } from '@engine/api/endpoints'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenIssuer, encodeJwtForTest } from '../support/forgedTokens'
import { TEST_SECRET, bearer } from '../support/editorToken'
import { insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** Strings that have broken other systems: injections, control characters, odd unicode, sizes. */
const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE surveys; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uFFFF',
    '😀'.repeat(50),
    'ß'.repeat(1000),
    '${jndi:ldap://x}',
    '{{7*7}}',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.nat({ max: 5 }).map((k) => 'x'.repeat(10 ** k)),
)
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
)

/** A body shaped like the endpoint's (its field names, garbage values) or plain garbage. */
function bodyFor(fields: string[]): fc.Arbitrary<unknown> {
  const shaped =
    fields.length > 0 ? fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length }) : fc.constant({})
  return fc.oneof(shaped, fc.anything({ maxDepth: 2 }), fc.constant(undefined))
}

/** A query with the endpoint's parameter names (GET calls read their input there), sometimes naming the fixture's dialog. */
function queryFor(fields: string[]): fc.Arbitrary<Record<string, string>> {
  return fields.length > 0
    ? fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.constant('SURVEY'), nasty), { maxKeys: fields.length })
    : fc.constant({})
}

function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape
  return shape ? Object.keys(shape) : []
}

/** `npm test` runs 1,500 requests per database; `npm run reliability` 10,000 (FUZZ_RUNS). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500)

type Auth = 'none' | 'garbage' | 'forged' | 'expired' | 'live' | 'editor'

describe.each(databaseKinds())('hostile input against every endpoint on %s', (kind) => {
  let t: TestApp
  let surveyId: string
  let ownerId = 0
  const auth = new Map<Auth, Record<string, string>>()

  /** Everything a request could have changed (login failures are recorded on purpose). */
  async function fingerprint(): Promise<string> {
    const tables = [
      'users',
      'surveys',
      'blocks',
      'connections',
      'exit_conditions',
      'training_examples',
      'members',
      'media_files',
      'dialog_managers',
      'dialog_manager_surveys',
      'triggers',
      'survey_events',
      'live_respondents',
      'one_time_tokens',
      'refresh_families',
      'revoked_tokens',
      'api_signals',
      'conversations',
      'chat_messages',
      'answers',
      'classifier_models',
      'multichat_progress',
      'test_answers',
    ]
    const counts = await Promise.all(
      tables.map((name) => t.database.db.execute(sql.raw(`select count(*)::int as n from ${name}`))),
    )
    const content = await t.database.db.execute(
      sql`select md5(coalesce(string_agg(s.settings::text || s.version, ',' order by s.id), '')) as surveys, (select md5(coalesce(string_agg(b.data::text || b.order, ',' order by b.survey_id, b.unique_question_id), '')) from blocks b) as blocks from surveys s`,
    )
    const rows = (result: unknown) => (result as { rows: unknown[] }).rows[0]
    return JSON.stringify([counts.map(rows), rows(content)])
  }

  beforeAll(async () => {
    t = await startTestApp(kind)
    const owner = await insertUser(t.database.db, 'fuzz@example.org')
    ownerId = owner.id
    auth.set('editor', bearer(owner.id))
    surveyId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload: { survey_name: 'Fuzz' },
        headers: bearer(owner.id),
      })
    ).json().survey_id
    auth.set('live', {
      authorization: `Bearer ${(await t.app.inject({ method: 'POST', url: '/api/register_live', payload: { survey_id: surveyId } })).json().token_live}`,
    })
    auth.set('none', {})
    auth.set('garbage', { authorization: 'Bearer a.b.c' })
    auth.set('forged', {
      authorization: `Bearer ${encodeJwtForTest({ sub: String(owner.id), type: 'access', kind: 'editor', jti: 'x', exp: 4e9 }, 'not-the-secret')}`,
    })
    auth.set('expired', {
      authorization: `Bearer ${createTokenIssuer(TEST_SECRET, () => Date.now() - 3_600_000).issue(owner.id, { fresh: true }).token}`,
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it(
    'never answers 5xx and never stores anything from a refused request',
    async () => {
      const pathValue = fc.oneof(fc.constant('SURVEY'), fc.constantFrom('q1', '1', '0', '-1', '999999999999'), nasty)
      const request = fc
        .record({
          endpoint: fc.constantFrom(...endpoints),
          params: fc.array(pathValue, { minLength: 4, maxLength: 4 }),
          auth: fc.constantFrom<Auth>('none', 'garbage', 'forged', 'expired', 'live', 'editor'),
          seed: fc.nat(),
        })
        .chain((r) => bodyFor(fieldsOf(r.endpoint.body)).map((body) => ({ ...r, body })))
        .chain((r) => queryFor(fieldsOf(r.endpoint.query)).map((query) => ({ ...r, query })))

      let before = await fingerprint()
      await fc.assert(
        fc.asyncProperty(request, async ({ endpoint, params, auth: who, body, query }) => {
          let i = 0
          const url = endpoint.path.replace(/:[A-Za-z_]+/g, () =>
            encodeURIComponent(String(params[i++]).replace('SURVEY', surveyId)),
          )
          const options: InjectOptions = { method: endpoint.method, url, headers: auth.get(who) }
          if (Object.keys(query).length > 0)
            options.query = Object.fromEntries(
              Object.entries(query).map(([k, v]) => [k, v.replace('SURVEY', surveyId)]),
            )
          if (body !== undefined && endpoint.method !== 'GET') options.payload = JSON.stringify(body)
          if (options.payload !== undefined)
            options.headers = { ...options.headers, 'content-type': 'application/json' }
          const res = await t.app.inject(options)
          expect(res.statusCode, `${endpoint.method} ${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500)
          const after = await fingerprint()
          if (res.statusCode >= 400)
            expect(after, `${endpoint.method} ${url} ${res.statusCode} changed stored data`).toBe(before)
          before = after
        }),
        { numRuns: RUNS },
      )
      const health = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(200)
    },
    Math.max(300_000, RUNS * 150),
  )

  it('a NUL character in any path parameter or query answers 400, never 500 (PostgreSQL cannot hold U+0000)', async () => {
    // Who calls is checked first (docs/api/auth.md "Order of checks"): each call gets a valid
    // identity of its kind, since the fuzzed calls may have logged the shared tokens out.
    // A dialog of its own: the fuzzed calls may have deleted the shared one (an accepted DELETE).
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: { survey_name: 'Nullzeichen' },
      headers: bearer(ownerId),
    })
    expect(created.statusCode, created.body).toBe(201)
    const ownSurveyId: string = created.json().survey_id
    const identity = async (endpoint: (typeof endpoints)[number]) => {
      if (endpoint.access.kind !== 'live') return bearer(ownerId)
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/register_live',
        payload: { survey_id: ownSurveyId },
      })
      expect(registered.statusCode, registered.body).toBe(200)
      return { authorization: `Bearer ${registered.json().token_live}` }
    }
    for (const endpoint of endpoints.filter((e) => e.path.includes(':') || e.query)) {
      const url = endpoint.path.replace(/:[A-Za-z_]+/g, '%00') + (endpoint.query ? '?survey_id=%00' : '')
      const res = await t.app.inject({ method: endpoint.method, url, headers: await identity(endpoint) })
      expect(res.statusCode, `${endpoint.method} ${url}`).toBe(400)
      expect(res.json().msg).toMatch(/Nullzeichen/)
    }
  })

  it('answers a body over the limit with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().msg).toBe('Die Anfrage ist zu groß.')
  })
})
