import { endpoints } from '@engine/api/endpoints'
import { MAX_JSON_DEPTH } from '@engine/api/wellFormedText'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenIssuer, encodeJwtForTest } from '../support/forgedTokens'
import { TEST_SECRET } from '../support/editorToken'
import { api, authHeaders, loginWith } from '../support/fixtures'
import { insertUser } from '../support/insertSurvey'
import { PNG } from '../support/multipart'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { injectAny } from '../support/injectAny'

/** A text with one UTF-16 surrogate that has no partner (PostgreSQL refuses it in text and jsonb). */
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 8 }))
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`)

/** Numbers at the edges of the 32-bit integer columns, the safe integers and doubles. */
const boundaryNumber = fc.constantFrom(
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -1,
  0,
  0.5,
  1e308,
  -1e308,
  5e-324,
)

/** Strings that have broken other systems: injections, control characters, odd unicode, sizes, numbers as text. */
const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE surveys; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uFFFF',
    '\uD800',
    '\uDFFF',
    'a\uDC00\uD800b',
    '😀'.slice(0, 1),
    '😀'.repeat(50),
    'ß'.repeat(1000),
    '${jndi:ldap://x}',
    '{{7*7}}',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    '1e308',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '__proto__',
    'constructor',
  ),
  loneSurrogate,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.nat({ max: 5 }).map((k) => 'x'.repeat(10 ** k)),
)
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  boundaryNumber,
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
  fc.dictionary(loneSurrogate, nasty, { minKeys: 1, maxKeys: 2 }),
)

/**
 * A JSON text nested `depth` levels below one field (built as text: JSON.stringify would
 * overflow the stack on the deepest). Depths around MAX_JSON_DEPTH and far beyond it.
 */
interface RawJson {
  raw: string
}
const isRaw = (body: unknown): body is RawJson =>
  typeof body === 'object' && body !== null && typeof (body as Partial<RawJson>).raw === 'string'
function deepBody(fields: string[]): fc.Arbitrary<RawJson> {
  return fc
    .record({
      field: fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('x'),
      depth: fc.constantFrom(MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 1_000, 100_000),
      open: fc.constantFrom('[', '{"a":'),
    })
    .map(({ field, depth, open }) => {
      const close = open === '[' ? ']' : '}'
      return { raw: `{"survey_id":"SURVEY","${field}":${open.repeat(depth)}1${close.repeat(depth)}}` }
    })
}

/** Fields that name the fixture's dialog get its id often, so requests get past the 404 and reach the handler. */
const ID_FIELDS = new Set(['survey_id', 'item', 'id'])

/** A body shaped like the endpoint's (its field names, garbage values), deeply nested, or plain garbage. */
function bodyFor(fields: string[]): fc.Arbitrary<unknown> {
  const fieldValue = (field: string) => (ID_FIELDS.has(field) ? fc.oneof(fc.constant('SURVEY'), value) : value)
  const shaped =
    fields.length > 0
      ? fc
          .subarray(fields, { maxLength: fields.length })
          .chain((names) => fc.record(Object.fromEntries(names.map((name) => [name, fieldValue(name)]))))
      : fc.constant({})
  return fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 1, arbitrary: deepBody(fields) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

/** A query with the endpoint's parameter names (GET calls read their input there), sometimes naming the fixture's dialog. */
function queryFor(fields: string[]): fc.Arbitrary<Record<string, string>> {
  return fields.length > 0
    ? fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.constant('SURVEY'), nasty, boundaryNumber.map(String)), {
        maxKeys: fields.length,
      })
    : fc.constant({})
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three
 * bytes it would have in UTF-8's superset WTF-8: what a hostile client can put into a URL.
 */
function encodeHostile(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0)
    if (unit.length === 2 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(unit)
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('')
  })
}

/** A query string of the values as sent, lone surrogates included. */
const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, v]) => `${encodeHostile(k)}=${encodeHostile(v)}`)
    .join('&')

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
      'training_rejected_picks',
      'members',
      'media_files',
      'dialog_managers',
      'dialog_manager_surveys',
      'triggers',
      'survey_events',
      'survey_event_parts',
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
    // One statement (the fuzz loop runs it after every request): each table's row count, and a
    // digest of the dialogs' settings and blocks.
    const counts = tables.map((name) => `(select count(*)::int from ${name}) as ${name}`).join(', ')
    const result = await t.database.db.execute(
      sql.raw(
        `select ${counts}, (select md5(coalesce(string_agg(s.settings::text || s.version, ',' order by s.id), '')) from surveys s) as surveys_digest, (select md5(coalesce(string_agg(b.data::text || b.order, ',' order by b.survey_id, b.unique_question_id), '')) from blocks b) as blocks_digest`,
      ),
    )
    return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0])
  }

  beforeAll(async () => {
    t = await startTestApp(kind)
    const owner = await insertUser(t.database.db, 'fuzz@example.org')
    ownerId = owner.id
    auth.set('editor', authHeaders(owner.id))
    surveyId = (await api(t.app, owner.id).post('/api/surveys', { survey_name: 'Fuzz' })).json().survey_id
    auth.set(
      'live',
      authHeaders((await api(t.app).post('/api/register_live', { survey_id: surveyId })).json().token_live),
    )
    auth.set('none', {})
    auth.set('garbage', authHeaders('a.b.c'))
    auth.set(
      'forged',
      authHeaders(
        encodeJwtForTest(
          { sub: String(owner.id), type: 'access', kind: 'editor', jti: 'x', exp: 4e9 },
          'not-the-secret',
        ),
      ),
    )
    auth.set(
      'expired',
      authHeaders(createTokenIssuer(TEST_SECRET, () => Date.now() - 3_600_000).issue(owner.id, { fresh: true }).token),
    )
  })
  afterAll(async () => {
    await t?.close()
  })

  it(
    'never answers 5xx and never stores anything from a refused request',
    async () => {
      const pathValue = fc.oneof(
        fc.constant('SURVEY'),
        fc.constantFrom('q1', '1', '0', '-1', '999999999999', '2147483648', '9007199254740993', '1e308'),
        nasty,
      )
      const request = fc
        .record({
          endpoint: fc.constantFrom(...endpoints),
          params: fc.array(pathValue, { minLength: 4, maxLength: 4 }),
          // The editor reaches the handlers; the other identities are refused before the body is read.
          auth: fc.oneof(
            { weight: 4, arbitrary: fc.constant<Auth>('editor') },
            { weight: 1, arbitrary: fc.constant<Auth>('live') },
            { weight: 1, arbitrary: fc.constantFrom<Auth>('none', 'garbage', 'forged', 'expired') },
          ),
          seed: fc.nat(),
        })
        .chain((r) => bodyFor(fieldsOf(r.endpoint.body)).map((body) => ({ ...r, body })))
        .chain((r) => queryFor(fieldsOf(r.endpoint.query)).map((query) => ({ ...r, query })))

      let before = await fingerprint()
      await fc.assert(
        fc.asyncProperty(request, async ({ endpoint, params, auth: who, body, query }) => {
          let i = 0
          const url = endpoint.path.replace(/:[A-Za-z_]+/g, () =>
            encodeHostile(String(params[i++]).replace('SURVEY', surveyId)),
          )
          const search = queryString(
            Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v.replace('SURVEY', surveyId)])),
          )
          const options: InjectOptions = {
            method: endpoint.method,
            url: search ? `${url}?${search}` : url,
            headers: auth.get(who),
          }
          if (body !== undefined && endpoint.method !== 'GET')
            options.payload = (isRaw(body) ? body.raw : JSON.stringify(body)).replaceAll('"SURVEY"', `"${surveyId}"`)
          if (options.payload !== undefined)
            options.headers = { ...options.headers, 'content-type': 'application/json' }
          // A co-editing stream that opens is closed at once (injectAny): its refusals are what is fuzzed.
          const res = await injectAny(t.app, options)
          expect(res.statusCode, `${endpoint.method} ${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500)
          const after = await fingerprint()
          if (res.statusCode >= 400)
            expect(after, `${endpoint.method} ${url} ${res.statusCode} changed stored data`).toBe(before)
          before = after
        }),
        { numRuns: RUNS },
      )
      const health = await api(t.app).get('/api/health')
      expect(health.statusCode).toBe(200)
    },
    Math.max(300_000, RUNS * 150),
  )

  /**
   * Valid requests of the editor calls that store text and numbers: the mutation property below
   * changes one value (or adds one key) of each, so the rest of the request passes validation and
   * the hostile part reaches the handler and the database.
   */
  interface Seed {
    method: 'GET' | 'POST'
    url: string
    body?: Record<string, unknown>
    query?: Record<string, unknown>
  }
  const seeds: Seed[] = [
    { method: 'POST', url: '/api/surveys', body: { survey_name: 'Neu', language: 'de' } },
    {
      method: 'POST',
      url: '/api/update_survey_settings',
      body: { survey_id: 'SURVEY', action: 'fixmessages', changed_values: { welcome_message: 'Hallo' } },
    },
    {
      method: 'POST',
      url: '/api/update_survey_settings',
      body: { survey_id: 'SURVEY', action: 'config', changed_values: { survey_name: 'Umbenannt' } },
    },
    {
      method: 'POST',
      url: '/api/update_survey_blocks',
      body: {
        survey_id: 'SURVEY',
        action: 'create',
        order: 1,
        changed_values: { type: 'open', context: 'Frage', nachfrage: 'Warum?' },
      },
    },
    {
      method: 'POST',
      url: '/api/surveys/SURVEY/gpt_exit_conditions',
      body: { unique_question_id: null, condition: 'Alter genannt', examples: ['alt', 'jung'] },
    },
    {
      method: 'POST',
      url: '/api/surveys/SURVEY/changes',
      body: {
        change_id: 'UNIQUE',
        change: { kind: 'fixedMessage', key: 'ending_message', before: '', after: 'Tschüss' },
      },
    },
    {
      method: 'POST',
      url: '/api/surveys/SURVEY/changes',
      body: {
        change_id: 'UNIQUE',
        change: { kind: 'config', key: 'survey_name', before: 'Fuzz', after: 'Fuzz 2' },
      },
    },
    { method: 'POST', url: '/api/surveys/SURVEY/positions', body: { positions: { q1: { x: 10, y: 20 } } } },
    { method: 'GET', url: '/api/surveys/SURVEY/events', query: { after: 0, after_version: 0 } },
    { method: 'POST', url: '/api/login', body: { username: 'fuzz@example.org', password: 'falsch' } },
  ]

  /** Every leaf (text, number, boolean, null) of a value, by path. */
  function leaves(node: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (typeof node !== 'object' || node === null) return [path]
    return Object.entries(node).flatMap(([key, child]) =>
      leaves(child, [...path, Array.isArray(node) ? Number(key) : key]),
    )
  }
  function replaced(node: unknown, path: (string | number)[], by: unknown): unknown {
    if (path.length === 0) return by
    const [head, ...rest] = path as [string | number, ...(string | number)[]]
    const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string | number, unknown>
    copy[head] = replaced(copy[head], rest, by)
    return copy
  }

  /** The hostile value a mutation puts in: the classes of docs/reliability.md's hostile-input row. */
  const DEEP = '"__DEEP__"'
  const hostile = fc.oneof(
    loneSurrogate,
    fc.constantFrom('\u0000', 'a\u0000b', '😀'.slice(1)),
    boundaryNumber,
    boundaryNumber.map(String),
    fc.constant('__DEEP__'),
  )

  it(
    'one hostile value in an otherwise valid editor request answers below 500 and stores nothing when refused',
    async () => {
      let unique = 0
      // A dialog of its own with one block, and a token of its own: the fuzzed calls above may
      // have deleted the shared dialog or logged the shared tokens out.
      const dialog = await freshDialog('Fuzz')
      const mutation = fc.record({
        seed: fc.constantFrom(...seeds),
        pick: fc.nat(),
        by: hostile,
        depth: fc.constantFrom(MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 100_000),
        addKey: fc.boolean(),
      })
      let before = await fingerprint()
      await fc.assert(
        fc.asyncProperty(mutation, async ({ seed, pick, by, depth, addKey }) => {
          const input = (seed.body ?? seed.query) as Record<string, unknown>
          const paths = leaves(input)
          const path = paths[pick % paths.length] ?? []
          // Either one leaf is replaced, or an object gets one more key with the hostile value (an
          // array does not: a key like "2147483647" would make it two billion entries long).
          const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], input)
          const mutated = (
            addKey && typeof by === 'string' && !Array.isArray(parent)
              ? replaced(input, [...path.slice(0, -1), by], 'x')
              : replaced(input, path, by)
          ) as Record<string, unknown>
          const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`
          const url = seed.url.replace('SURVEY', dialog)
          const options: InjectOptions = { method: seed.method, url, headers: authHeaders(ownerId) }
          if (seed.query)
            options.url = `${url}?${queryString(Object.fromEntries(Object.entries(mutated).map(([k, v]) => [k, String(v)])))}`
          else {
            options.payload = JSON.stringify(mutated)
              .replaceAll('"SURVEY"', `"${dialog}"`)
              .replaceAll('"UNIQUE"', `"fuzz-${unique++}"`)
              .replace(DEEP, deep)
            options.headers = { ...options.headers, 'content-type': 'application/json' }
          }
          // Direct inject: the mutated request is built as InjectOptions, as the property above builds it for injectAny.
          const res = await t.app.inject(options)
          const sent = `${seed.method} ${options.url} ${String(options.payload ?? '').slice(0, 200)}`
          expect(res.statusCode, `${sent} -> ${res.body.slice(0, 200)}`).toBeLessThan(500)
          const after = await fingerprint()
          if (res.statusCode >= 400) expect(after, `${sent} ${res.statusCode} changed stored data`).toBe(before)
          before = after
        }),
        { numRuns: Math.ceil(RUNS / 5) },
      )
    },
    Math.max(120_000, RUNS * 40),
  )

  /** A new dialog with one block `q1`, for a test that needs one the fuzzed calls cannot have deleted. */
  async function freshDialog(name: string): Promise<string> {
    const created = await api(t.app, ownerId).post('/api/surveys', { survey_name: name })
    expect(created.statusCode, created.body).toBe(201)
    const id: string = created.json().survey_id
    const block = await api(t.app, ownerId).post('/api/update_survey_blocks', {
      survey_id: id,
      action: 'create',
      unique_question_id: 'q1',
      changed_values: { type: 'open', context: 'Frage' },
    })
    expect(block.statusCode, block.body).toBe(200)
    return id
  }

  /** multipart/form-data with the file name as sent: plain, or RFC 5987's filename* with raw bytes. */
  function uploadForm(filename: string, encoded: boolean, type: string) {
    const boundary = '----fuzz' + Math.random().toString(16).slice(2)
    const name = encoded ? `filename*=UTF-8''${filename}` : `filename="${filename}"`
    return {
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${name}\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    }
  }

  it(
    'an upload with a hostile file name or form field answers below 500 and stores nothing when refused',
    async () => {
      const filename = fc.oneof(
        fc.record({
          encoded: fc.constant(false),
          name: fc.oneof(nasty, fc.constantFrom('a\u0000.png', 'a"b.png', 'a\\b.png', 'a\u0001.png')),
        }),
        fc.record({
          encoded: fc.constant(true),
          name: fc.constantFrom(
            'a%00.png',
            'a%ED%A0%80.png',
            'a%FF.png',
            'a%C3.png',
            '%E2%80%AE.png',
            'a%0D%0Ab.png',
            '%',
          ),
        }),
      )
      const request = fc.record({ file: filename, type: fc.oneof(fc.constant('logo'), nasty) })
      const dialog = await freshDialog('Hochladen')
      let before = await fingerprint()
      await fc.assert(
        fc.asyncProperty(request, async ({ file: { name, encoded }, type }) => {
          const body = uploadForm(name, encoded, type)
          const res = await api(t.app, ownerId).post(`/api/surveys/${dialog}/media`, body.payload, body.headers)
          const sent = `upload ${JSON.stringify(name).slice(0, 100)} type ${JSON.stringify(type).slice(0, 50)}`
          expect(res.statusCode, `${sent} -> ${res.body.slice(0, 200)}`).toBeLessThan(500)
          const after = await fingerprint()
          if (res.statusCode >= 400) expect(after, `${sent} ${res.statusCode} changed stored data`).toBe(before)
          before = after
        }),
        { numRuns: Math.ceil(RUNS / 15) },
      )
    },
    Math.max(60_000, RUNS * 20),
  )

  it('a NUL character in any path parameter or query answers 400, never 500 (PostgreSQL cannot hold U+0000)', async () => {
    // Who calls is checked first (docs/api/auth.md "Order of checks"): each call gets a valid
    // identity of its kind, since the fuzzed calls may have logged the shared tokens out.
    // A dialog of its own: the fuzzed calls may have deleted the shared one (an accepted DELETE).
    const created = await api(t.app, ownerId).post('/api/surveys', { survey_name: 'Nullzeichen' })
    expect(created.statusCode, created.body).toBe(201)
    const ownSurveyId: string = created.json().survey_id
    const identity = async (endpoint: (typeof endpoints)[number]) => {
      if (endpoint.access.kind !== 'live') return ownerId
      const registered = await api(t.app).post('/api/register_live', { survey_id: ownSurveyId })
      expect(registered.statusCode, registered.body).toBe(200)
      return registered.json().token_live as string
    }
    for (const endpoint of endpoints.filter((e) => e.path.includes(':') || e.query)) {
      const url = endpoint.path.replace(/:[A-Za-z_]+/g, '%00') + (endpoint.query ? '?survey_id=%00' : '')
      const res = await api(t.app, await identity(endpoint)).call(endpoint.method, url)
      expect(res.statusCode, `${endpoint.method} ${url}`).toBe(400)
      expect(res.json().msg).toMatch(/Nullzeichen/)
    }
  })

  it('answers a body over the limit with 413 and a message', async () => {
    const res = await loginWith(t.app, JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x' }), {
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().msg).toBe('Die Anfrage ist zu groß.')
  })
})
