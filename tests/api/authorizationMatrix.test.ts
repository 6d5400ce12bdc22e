import type { Capability, Endpoint } from '@engine/api/Endpoint'
import { endpoints } from '@engine/api/endpoints'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Role, can } from '../../server/auth/permissions'
import { createTokenIssuer } from '../../server/auth/tokens'
import { addMember } from '../support/addMember'
import { TEST_SECRET } from '../support/editorToken'
import { api, authHeaders } from '../support/fixtures'
import { insertUser } from '../support/insertSurvey'
import { PNG, file, form } from '../support/multipart'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'
import { injectAny } from '../support/injectAny'

/**
 * Who calls: the four assignable roles and the owner, and everyone who must be refused.
 * 'refreshed' is the Voller Zugriff member with a refreshed (not fresh) token.
 */
type Identity = 'none' | 'expired' | 'live' | 'stranger' | 'refreshed' | Role
const identities: Identity[] = [
  'none',
  'expired',
  'live',
  'stranger',
  'Analysieren',
  'Trainieren',
  'Bearbeiten + Trainieren',
  'Voller Zugriff',
  'refreshed',
  'Besitzer',
]

interface Fixture {
  s: string
  s2: string
  dm: number
  media: string
}

let changeIds = 0

type Request = (f: Fixture) => Omit<InjectOptions, 'method'>

/**
 * A request each dialog- or multichat-scoped endpoint would accept from someone allowed: the ones
 * that need more than their path (a body, another id, a query) are listed; for the rest it is
 * their path with the fixture's dialog or multichat (byPath), so a new plain call needs no line here.
 */
const requests: Record<string, Request> = {
  'POST /api/surveys/:id/presence': (f) => ({
    url: `/api/surveys/${f.s}/presence`,
    payload: { connection_id: 'matrix', selected: 'q1', typing: null },
  }),
  'POST /api/multichat/:dialog_manager_id/presence': (f) => ({
    url: `/api/multichat/${f.dm}/presence`,
    payload: { connection_id: 'matrix', selected: null, typing: null },
  }),
  'GET /api/surveys/:id/versions/:version': (f) => ({ url: `/api/surveys/${f.s}/versions/0` }),
  'PUT /api/surveys/:id/versions/:version/name': (f) => ({
    url: `/api/surveys/${f.s}/versions/0/name`,
    payload: { name: 'Anfang' },
  }),
  'DELETE /api/surveys/:id/versions/:version/name': (f) => ({ url: `/api/surveys/${f.s}/versions/0/name` }),
  'GET /api/surveys/:id/jobs/:job_id': (f) => ({ url: `/api/surveys/${f.s}/jobs/1` }),
  'POST /api/dialog': (f) => ({ url: '/api/dialog', payload: { survey_id: f.s } }),
  'POST /api/assess_chat': (f) => ({ url: '/api/assess_chat', payload: { survey_id: f.s, state: null } }),
  'POST /api/get_survey_data_configurator': (f) => ({
    url: '/api/get_survey_data_configurator',
    payload: { survey_id: f.s },
  }),
  'GET /api/surveys/:id/trainingdata_jumps/:questionId': (f) => ({ url: `/api/surveys/${f.s}/trainingdata_jumps/q1` }),
  'POST /api/update_survey_blocks': (f) => ({
    url: '/api/update_survey_blocks',
    payload: { survey_id: f.s, action: 'update', unique_question_id: 'q1', changed_values: { context: 'Neu' } },
  }),
  'POST /api/update_survey_settings': (f) => ({
    url: '/api/update_survey_settings',
    payload: { survey_id: f.s, action: 'config', changed_values: { speed: 0.7 } },
  }),
  'POST /api/surveys/:id/changes': (f) => ({
    url: `/api/surveys/${f.s}/changes`,
    payload: {
      change_id: `matrix-${++changeIds}`,
      change: { kind: 'block.field', block: 'q1', key: 'context', before: null, after: 'Neu' },
    },
  }),
  'POST /api/surveys/:id/structure': (f) => ({ url: `/api/surveys/${f.s}/structure`, payload: { connections: [] } }),
  'POST /api/surveys/:id/positions': (f) => ({
    url: `/api/surveys/${f.s}/positions`,
    payload: { positions: { q1: { x: 1, y: 2 } } },
  }),
  'POST /api/surveys/:id/gpt_exit_conditions': (f) => ({
    url: `/api/surveys/${f.s}/gpt_exit_conditions`,
    payload: condition(f),
  }),
  'PUT /api/surveys/:id/gpt_exit_conditions/:conditionId': (f) => ({
    url: `/api/surveys/${f.s}/gpt_exit_conditions/c1`,
    payload: condition(f),
  }),
  'DELETE /api/surveys/:id/gpt_exit_conditions/:conditionId': (f) => ({
    url: `/api/surveys/${f.s}/gpt_exit_conditions/c1`,
  }),
  'POST /api/switch_activate_link': (f) => ({ url: '/api/switch_activate_link', payload: { item: f.s } }),
  'POST /api/get_dialog_permissions': (f) => ({ url: '/api/get_dialog_permissions', payload: { survey_id: f.s } }),
  'POST /api/invite_user': (f) => ({
    url: '/api/invite_user',
    payload: { survey_id: f.s, name: 'neu@example.org', new_role: 'Trainieren' },
  }),
  'POST /api/resend_invite': (f) => ({
    url: '/api/resend_invite',
    payload: { survey_id: f.s, name: 'neu@example.org' },
  }),
  'POST /api/change_permission_user': (f) => ({
    url: '/api/change_permission_user',
    payload: { survey_id: f.s, name: 'neu@example.org', new_role: 'Analysieren' },
  }),
  'POST /api/delete_sharing_user': (f) => ({
    url: '/api/delete_sharing_user',
    payload: { survey_id: f.s, name: 'neu@example.org' },
  }),
  'POST /api/create_trigger': (f) => ({
    url: '/api/create_trigger',
    payload: {
      id: 't1',
      dialog_manager_id: f.dm,
      survey_id: f.s,
      unique_question_id: 'q1',
      trigger: `moveTo;${f.s2};q1`,
      init_survey: false,
    },
  }),
  'DELETE /api/delete_trigger/:triggerId': () => ({ url: '/api/delete_trigger/t1' }),
  'POST /api/dialogmanagers/:dialog_manager_id/surveys': (f) => ({
    url: `/api/dialogmanagers/${f.dm}/surveys`,
    payload: { survey_id: f.s2 },
  }),
  'DELETE /api/dialogmanagers/:dialog_manager_id/surveys/:survey_id': (f) => ({
    url: `/api/dialogmanagers/${f.dm}/surveys/${f.s2}`,
  }),
  'POST /api/dialogmanagers/:dialog_manager_id/lead': (f) => ({
    url: `/api/dialogmanagers/${f.dm}/lead`,
    payload: { survey_id: f.s },
  }),
  'PUT /api/dialogmanagers/:dialog_manager_id/name': (f) => ({
    url: `/api/dialogmanagers/${f.dm}/name`,
    payload: { name: 'Matrix umbenannt' },
  }),
  'POST /api/dialogmanager/:dialog_manager_id/signal': (f) => ({
    url: `/api/dialogmanager/${f.dm}/signal`,
    payload: { trigger: `waitAPI;${f.s};q1` },
  }),
  'POST /api/dialogmanager/simulate_path': (f) => ({
    url: '/api/dialogmanager/simulate_path',
    payload: { dialog_manager_id: f.dm, target_unique_question_id: 'q1' },
  }),
  'POST /api/multichat/:dialog_manager_id/test_chat': (f) => ({
    url: `/api/multichat/${f.dm}/test_chat`,
    payload: { world: null },
  }),
  'POST /api/surveys/:survey_id/media': (f) => ({
    url: `/api/surveys/${f.s}/media`,
    ...form([{ name: 'type', value: 'logo' }, file(PNG)]),
  }),
  'DELETE /api/surveys/:survey_id/media/:filename_db': (f) => ({ url: `/api/surveys/${f.s}/media/${f.media}` }),
  'GET /api/excel_export': (f) => ({ url: `/api/excel_export?survey_id=${f.s}` }),
  'GET /api/analyse/:survey_id/blocks/:questionId/answers': (f) => ({
    url: `/api/analyse/${f.s}/blocks/q1/answers?q=a`,
  }),
  'GET /api/analyse/:survey_id/transcripts': (f) => ({ url: `/api/analyse/${f.s}/transcripts?finished=true` }),
  // No conversation: the allowed answer is the transcript's own 404, which the matrix tells from a refusal by its code.
  'GET /api/analyse/:survey_id/transcripts/:respondent_id': (f) => ({ url: `/api/analyse/${f.s}/transcripts/1` }),
  'GET /api/analyse/:survey_id/paths': (f) => ({ url: `/api/analyse/${f.s}/paths?from=2026-01-01&tz=UTC` }),
  'GET /api/analyse_multichat/:dialog_manager_id/paths': (f) => ({
    url: `/api/analyse_multichat/${f.dm}/paths?from=2026-01-01&tz=UTC`,
  }),
  'GET /api/surveys/:id/training/:questionId/answers': (f) => ({ url: `/api/surveys/${f.s}/training/q1/answers` }),
  'POST /api/surveys/:id/training/:questionId/answers/:respondent_id/label': (f) => ({
    url: `/api/surveys/${f.s}/training/q1/answers/1/label`,
    payload: { handle: 'ja' },
  }),
  // No answer of respondent 1: the allowed answer is the call's own 404 (answer_not_found).
  'PUT /api/surveys/:id/training/:questionId/answers/:respondent_id/pick': (f) => ({
    url: `/api/surveys/${f.s}/training/q1/answers/1/pick`,
    payload: { handle: 'ja', rejected: true },
  }),
  'GET /api/surveys/:id/training/:questionId/routes': (f) => ({ url: `/api/surveys/${f.s}/training/q1/routes` }),
  'POST /api/surveys/:id/training/:questionId/examples': (f) => ({
    url: `/api/surveys/${f.s}/training/q1/examples`,
    payload: { examples: [{ handle: 'ja', text: 'klar' }] },
  }),
  'PUT /api/surveys/:id/training/:questionId/examples/:exampleId': (f) => ({
    url: `/api/surveys/${f.s}/training/q1/examples/1`,
    payload: { handle: 'ja', text: 'gern' },
  }),
  'POST /api/surveys/:id/training/:questionId/examples/delete': (f) => ({
    url: `/api/surveys/${f.s}/training/q1/examples/delete`,
    payload: { ids: [1] },
  }),
  'POST /api/surveys/:id/training/:questionId/examples/import': (f) => ({
    url: `/api/surveys/${f.s}/training/q1/examples/import`,
    payload: { text: 'ja;klar' },
  }),
  'GET /api/surveys/:id/training/:questionId/quality': (f) => ({ url: `/api/surveys/${f.s}/training/q1/quality` }),
  'GET /api/surveys/:id/training/:questionId/learning_curve': (f) => ({
    url: `/api/surveys/${f.s}/training/q1/learning_curve`,
  }),
  'POST /api/surveys/:id/training/:questionId/suggestions': (f) => ({
    url: `/api/surveys/${f.s}/training/q1/suggestions`,
    payload: { mode: 'label' },
  }),
  'POST /api/surveys/:id/training/retrain': (f) => ({ url: `/api/surveys/${f.s}/training/retrain`, payload: {} }),
}

const condition = (f: Fixture) => ({
  id: 'c1',
  survey_id: f.s,
  unique_question_id: null,
  condition: 'Die Person hat ihren Wohnort genannt',
  examples: [],
})
const key = (e: Endpoint) => `${e.method} ${e.path}`

/** The fixture's value of each path parameter that names the dialog or the multichat. */
const PATH_IDS: Record<string, (f: Fixture) => string | number> = {
  id: (f) => f.s,
  survey_id: (f) => f.s,
  dialog_manager_id: (f) => f.dm,
}

/** The endpoint's own path with the fixture's ids, for a call without a body whose parameters are all ids. */
function byPath(e: Endpoint): Request | undefined {
  const params = [...e.path.matchAll(/:(\w+)/g)].map(([, name]) => name as string)
  if (e.body || !params.every((name) => PATH_IDS[name])) return undefined
  return (f) => ({ url: e.path.replace(/:(\w+)/g, (_, name: string) => String(PATH_IDS[name]?.(f))) })
}

const requestOf = (e: Endpoint): Request | undefined => requests[key(e)] ?? byPath(e)
const scoped = endpoints.filter((e) => e.access.kind === 'survey' || e.access.kind === 'multichat')
// Deleting the multichat and then the dialog go last: afterwards nothing else could be checked.
const deletions = ['DELETE /api/dialogmanagers/:dialog_manager_id', 'DELETE /api/surveys/:id']
const ordered = [
  ...scoped.filter((e) => !deletions.includes(key(e))),
  ...deletions.flatMap((k) => scoped.filter((e) => key(e) === k)),
]
const NOT_FOUND = ['survey_not_found', 'dialog_manager_not_found']

function expected(
  identity: Identity,
  access: { capability: Capability; fresh?: boolean },
): 'allowed' | 401 | 403 | 404 {
  if (identity === 'none' || identity === 'expired') return 401
  // docs/design/conventions.md: a call that needs a fresh token refuses a refreshed one before looking at roles.
  if (identity === 'refreshed') return access.fresh ? 401 : expected('Voller Zugriff', access)
  if (identity === 'live') return 403
  if (identity === 'stranger') return 404
  return can(identity, access.capability) ? 'allowed' : 403
}

describe.each(databaseKinds())('authorization of every dialog-scoped call on %s', (kind) => {
  let t: TestApp
  let f: Fixture
  const headers = new Map<Identity, Record<string, string>>()

  beforeAll(async () => {
    t = await startTestApp(kind)
    const db = t.database.db
    const owner = await insertUser(db, 'besitz@example.org')
    const asOwner = api(t.app, owner.id)
    const s = (await asOwner.post('/api/surveys', { survey_name: 'Matrix' })).json().survey_id
    const s2 = (await asOwner.post('/api/surveys', { survey_name: 'Matrix 2' })).json().survey_id
    for (const survey of [s, s2]) {
      const block = { unique_question_id: 'q1', survey_id: survey, order: 0, type: 'open', context: 'Frage' }
      expect(
        (
          await asOwner.post('/api/update_survey_blocks', {
            survey_id: survey,
            action: 'create',
            unique_question_id: 'q1',
            order: 0,
            changed_values: block,
          })
        ).statusCode,
      ).toBe(200)
    }
    const roles: Role[] = ['Analysieren', 'Trainieren', 'Bearbeiten + Trainieren', 'Voller Zugriff']
    for (const role of roles) {
      const user = await insertUser(db, `${role.replace(/\W+/g, '')}@example.org`)
      for (const survey of [s, s2]) await addMember(db, survey, user, role)
      headers.set(role, authHeaders(user.id))
      if (role === 'Voller Zugriff')
        headers.set(
          'refreshed',
          authHeaders(createTokenIssuer(TEST_SECRET, Date.now).issue(user.id, { fresh: false }).token),
        )
    }
    headers.set('Besitzer', authHeaders(owner.id))
    headers.set('stranger', authHeaders((await insertUser(db, 'fremd@example.org')).id))
    headers.set(
      'expired',
      authHeaders(
        createTokenIssuer(TEST_SECRET, () => Date.now() - 20 * 60_000).issue(owner.id, { fresh: true }).token,
      ),
    )
    headers.set('live', authHeaders((await api(t.app).post('/api/register_live', { survey_id: s })).json().token_live))
    headers.set('none', {})
    const dm = (await asOwner.post('/api/dialogmanagers', { name: 'Matrix', survey_ids: [s, s2] })).json()
      .dialog_manager_id
    const logo = form([{ name: 'type', value: 'logo' }, file(PNG)])
    const upload = await api(t.app, owner.id).post(`/api/surveys/${s}/media`, logo.payload, logo.headers)
    const uploaded = await api(t.app).post('/api/get_media_list', { survey_id: s })
    expect(upload.statusCode).toBeLessThan(300)
    f = { s, s2, dm, media: uploaded.json().media_files[0].filename_db }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('has a request for every dialog- and multichat-scoped endpoint of the contract', () => {
    expect(scoped.filter((e) => !requestOf(e)).map(key)).toEqual([])
  })

  it.each(ordered.map((e) => [key(e), e] as const))(
    '%s answers each identity as its role allows',
    async (_name, endpoint) => {
      const access = endpoint.access as { capability: Capability; fresh?: boolean }
      const outcomes: string[] = []
      for (const identity of identities) {
        const request = (requestOf(endpoint) as Request)(f) as InjectOptions
        const res = await injectAny(t.app, {
          ...request,
          method: endpoint.method,
          headers: { ...request.headers, ...headers.get(identity) },
        } as InjectOptions)
        const want = expected(identity, access)
        // A stranger may get any 404 (the trigger "does not exist" for them); members only the dialog's.
        const refusedAsMissing =
          res.statusCode === 404 && (identity === 'stranger' || NOT_FOUND.includes(res.json().code))
        const got =
          res.statusCode === 401 || res.statusCode === 403
            ? res.statusCode
            : refusedAsMissing
              ? 404
              : res.statusCode >= 500
                ? 500
                : 'allowed'
        if (got !== want)
          outcomes.push(`${identity}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`)
      }
      expect(outcomes).toEqual([])
    },
  )
})
