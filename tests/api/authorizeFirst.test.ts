import type { Access, Capability, Endpoint } from '@engine/api/Endpoint'
import { endpoints } from '@engine/api/endpoints'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Role, can } from '../../server/auth/permissions'
import { users } from '../../server/db/schema'
import { addMember } from '../support/addMember'
import { api, authHeaders } from '../support/fixtures'
import { encodeJwtForTest } from '../support/forgedTokens'
import { insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { injectAny } from '../support/injectAny'

/**
 * docs/api/auth.md "Order of checks", walked over every route the app registers (fastify's
 * onRoute, not a list kept by hand): who calls is checked before the body, and the caller's role
 * in the named dialog or multichat before the body too. So a forged or missing token gets the
 * token contract's 401/422 and never a 400 about the body or a 404 about an id; a member
 * without the right gets 403 whatever the body holds; a stranger gets 404, never 400.
 */

type Headers = Record<string, string>

interface Ids {
  survey: string
  multichat: string
  trigger: string
}

/** The route's path with the given ids; other parameters get a made-up value. */
function urlFor(path: string, ids: Ids): string {
  const values: Record<string, string> = {
    id: ids.survey,
    survey_id: ids.survey,
    dialog_manager_id: ids.multichat,
    triggerId: ids.trigger,
    questionId: 'q1',
  }
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => values[name] ?? 'unbekannt')
}

/**
 * A request whose body (or query) is wrong in every field except the ids that name the dialog or
 * multichat: a validating handler would answer 400.
 */
function invalidRequest(route: Endpoint, ids: Ids): Omit<InjectOptions, 'method'> {
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE'
  const scope = { survey_id: ids.survey, item: ids.survey, dialog_manager_id: Number(ids.multichat) }
  return sendsBody
    ? { url: urlFor(route.path, ids), payload: { ...scope, action: 42, change: 'kaputt', kaputt: [null] } }
    : { url: `${urlFor(route.path, ids)}?survey_id=${ids.survey}&expected_version=kaputt&finished=kaputt` }
}

const ROLES_BY_RIGHTS: Role[] = ['Analysieren', 'Trainieren', 'Bearbeiten + Trainieren', 'Voller Zugriff']

/** A member role that lacks the capability, if any role does (`view` every member has). */
const lacking = (capability: Capability) => ROLES_BY_RIGHTS.find((role) => !can(role, capability))

const scoped = (access: Access): access is Extract<Access, { kind: 'survey' | 'multichat' }> =>
  access.kind === 'survey' || access.kind === 'multichat'

describe.each(databaseKinds())('identity and role before the body, on every route of the app on %s', (kind) => {
  let t: TestApp
  const routes: string[] = []
  const byKey = new Map(endpoints.map((e) => [`${e.method} ${e.path}`, e]))
  const headers = new Map<string, Headers>()
  let ids: Ids
  const unknown: Ids = { survey: 'gibt_es_nicht', multichat: '999999', trigger: 'gibt-es-nicht' }
  let otherSurvey = ''

  /** The app's own routes under /api, as fastify registered them. */
  const appRoutes = () =>
    [...new Set(routes)].map((key) => {
      const endpoint = byKey.get(key)
      if (!endpoint) throw new Error(`${key} is missing in engine/api/endpoints.ts`)
      return endpoint
    })

  async function answers(route: Endpoint, request: Omit<InjectOptions, 'method'>, as: Headers) {
    const res = await injectAny(t.app, { ...request, method: route.method, headers: as } as InjectOptions)
    return { status: res.statusCode, code: res.statusCode >= 400 ? (res.json().code as string) : '', body: res.body }
  }

  beforeAll(async () => {
    t = await startTestApp(kind, {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && route.url.startsWith('/api')) routes.push(`${method} ${route.url}`)
      },
    })
    const db = t.database.db
    const owner = await insertUser(db, 'besitz@example.org')
    const post = async (url: string, payload: object) => {
      const res = await api(t.app, owner.id).post(url, payload)
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300)
      return res.json()
    }
    const s = (await post('/api/surveys', { survey_name: 'Reihenfolge' })).survey_id as string
    const s2 = (await post('/api/surveys', { survey_name: 'Reihenfolge 2' })).survey_id as string
    otherSurvey = (await post('/api/surveys', { survey_name: 'Anderer Dialog' })).survey_id as string
    for (const survey of [s, s2])
      await post('/api/update_survey_blocks', {
        survey_id: survey,
        action: 'create',
        unique_question_id: 'q1',
        changed_values: { type: 'open', context: 'Frage' },
      })
    for (const role of ROLES_BY_RIGHTS) {
      const user = await insertUser(db, `${role.replace(/\W+/g, '')}@example.org`)
      for (const survey of [s, s2]) await addMember(db, survey, user, role)
      headers.set(role, authHeaders(user.id))
    }
    const dm = (await post('/api/dialogmanagers', { name: 'Reihenfolge', survey_ids: [s, s2] })).dialog_manager_id
    const trigger = await post('/api/create_trigger', {
      id: 't1',
      dialog_manager_id: dm,
      survey_id: s,
      unique_question_id: 'q1',
      trigger: `moveTo;${s2};q1`,
      init_survey: false,
    })
    ids = { survey: s, multichat: String(dm), trigger: trigger.trigger.id }

    const now = Math.floor(Date.now() / 1000)
    const forged = encodeJwtForTest({ sub: String(owner.id), type: 'access', jti: 'x', exp: now + 60 }, 'fremd')
    headers.set('forged', authHeaders(forged))
    headers.set('none', {})
    headers.set('stranger', authHeaders((await insertUser(db, 'fremd@example.org')).id))
    const disabled = await insertUser(db, 'gesperrt@example.org')
    await addMember(db, s, disabled, 'Voller Zugriff')
    await db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id))
    headers.set('disabled', authHeaders(disabled.id))
    // A respondent of another dialog: a valid live identity without this dialog or game in its scope.
    const live = await api(t.app).post('/api/register_live', { survey_id: otherSurvey })
    headers.set('live elsewhere', authHeaders(live.json().token_live))
  })
  afterAll(async () => {
    await t?.close()
  })

  it('walks the routes the app registered, each of them in the contract table', () => {
    const walked = appRoutes()
    expect(walked.length).toBeGreaterThan(60)
    expect(walked.filter((e) => scoped(e.access)).length).toBeGreaterThan(40)
  })

  it.each([
    ['a forged token', 'forged', [422], 'invalid_token'],
    ['no token', 'none', [401], 'missing_token'],
  ] as const)(
    'with %s and an invalid body every guarded route answers the token contract, not 400 or 404',
    async (_name, who, statuses, code) => {
      const problems: string[] = []
      for (const route of appRoutes().filter((e) => e.access.kind !== 'public')) {
        for (const named of [ids, unknown]) {
          const got = await answers(route, invalidRequest(route, named), headers.get(who) as Headers)
          if (!(statuses as readonly number[]).includes(got.status) || got.code !== code)
            problems.push(`${route.method} ${route.path} (${named === ids ? 'real ids' : 'unknown ids'}): ${got.body}`)
        }
      }
      expect(problems).toEqual([])
    },
  )

  /** Issue #19, finding 10: the request a probe sends first. No body at all, or an empty one of each type. */
  const EMPTY_BODIES: { name: string; payload?: string; headers: Headers }[] = [
    { name: 'no body', headers: {} },
    { name: 'an empty JSON body', payload: '', headers: { 'content-type': 'application/json' } },
    { name: 'the JSON object {}', payload: '{}', headers: { 'content-type': 'application/json' } },
    { name: 'an empty form', payload: '', headers: { 'content-type': 'multipart/form-data; boundary=leer' } },
  ]

  it.each(EMPTY_BODIES)(
    'with no token and $name every guarded route answers 401 missing_token, never a 400 about a field',
    async ({ payload, headers: sent }) => {
      const problems: string[] = []
      const guarded = appRoutes().filter((e) => e.access.kind !== 'public')
      for (const route of guarded) {
        const request: Omit<InjectOptions, 'method'> =
          payload === undefined ? { url: urlFor(route.path, ids) } : { url: urlFor(route.path, ids), payload }
        const got = await answers(route, request, sent)
        if (got.status !== 401 || got.code !== 'missing_token')
          problems.push(`${route.method} ${route.path}: ${got.status} ${got.body}`)
      }
      expect(problems).toEqual([])
      // Every call of the contract but the public ones: the 68 the probe counted, and those added since.
      expect(guarded.length).toBeGreaterThanOrEqual(68)
    },
  )

  it('a disabled account gets 403 account_disabled on every editor route, whatever the body', async () => {
    const problems: string[] = []
    const editorRoutes = appRoutes().filter(
      (e) =>
        e.access.kind === 'survey' || e.access.kind === 'multichat' || (e.access.kind === 'editor' && !e.access.orLive),
    )
    for (const route of editorRoutes) {
      const got = await answers(route, invalidRequest(route, ids), headers.get('disabled') as Headers)
      if (got.status !== 403 || got.code !== 'account_disabled')
        problems.push(`${route.method} ${route.path}: ${got.body}`)
    }
    expect(problems).toEqual([])
  })

  it('a member whose role lacks the capability gets 403 forbidden, whatever the body', async () => {
    const problems: string[] = []
    let checked = 0
    for (const route of appRoutes()) {
      const { access } = route
      if (!scoped(access)) continue
      const role = lacking(access.capability)
      if (!role) continue
      checked++
      const got = await answers(route, invalidRequest(route, ids), headers.get(role) as Headers)
      if (got.status !== 403 || got.code !== 'forbidden')
        problems.push(`${route.method} ${route.path} as ${role}: ${got.status} ${got.body}`)
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(30)
  })

  it('a stranger gets 404 for the dialog or multichat, never a 400 about the body', async () => {
    const problems: string[] = []
    for (const route of appRoutes().filter((e) => scoped(e.access))) {
      const got = await answers(route, invalidRequest(route, ids), headers.get('stranger') as Headers)
      if (got.status !== 404) problems.push(`${route.method} ${route.path}: ${got.status} ${got.body}`)
    }
    expect(problems).toEqual([])
  })

  it('a respondent of another dialog gets 403 on the live calls, whatever the body', async () => {
    const problems: string[] = []
    const live = appRoutes().filter((e) => e.access.kind === 'live')
    expect(live.length).toBeGreaterThanOrEqual(5)
    for (const route of live) {
      const got = await answers(route, invalidRequest(route, ids), headers.get('live elsewhere') as Headers)
      if (got.status !== 403 || got.code !== 'forbidden') problems.push(`${route.method} ${route.path}: ${got.body}`)
    }
    expect(problems).toEqual([])
  })
})
