import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireLive } from '../../server/auth/requireLive'
import { DEMO_USER } from '../../server/db/seed'
import { api, sessionOf } from '../support/fixtures'
import { insertSurvey } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('live respondent registration on %s', (kind) => {
  let t: TestApp
  let surveyA = ''
  let surveyB = ''
  let surveyC = ''
  beforeAll(async () => {
    t = await startTestApp(kind)
    // A live call as other areas write them, to test requireLive through HTTP (with the app's context,
    // so it checks the tokens the app issued).
    t.app.post<{ Params: { survey_id: string } }>('/test/live/:survey_id', async (request) => {
      const { respondent } = await requireLive(t.ctx, request, request.params.survey_id)
      return { respondent_id: respondent.id }
    })
    const ownerId = (await sessionOf(t.app, DEMO_USER)).user_id
    surveyA = (await insertSurvey(t.database.db, { ownerId, settings: { active: true } })).surveyId
    surveyB = (await insertSurvey(t.database.db, { ownerId, settings: { active: true } })).surveyId
    surveyC = (await insertSurvey(t.database.db, { ownerId, surveyName: 'Inaktiv' })).surveyId
  })
  afterAll(async () => {
    await t?.close()
  })

  const liveCall = (surveyId: string, token: string) => api(t.app, token).post(`/test/live/${surveyId}`)

  it('refuses a live access token at once when its refresh family was revoked for a reused refresh token', async () => {
    const first = (await api(t.app).post('/api/register_live', { survey_id: surveyA })).json()
    const rotated = (await api(t.app, first.refresh_token_live).post('/api/refresh')).json()
    expect((await liveCall(surveyA, first.token_live)).statusCode).toBe(200)
    expect((await liveCall(surveyA, rotated.token)).statusCode).toBe(200)
    // The first refresh token comes back: reuse, the family is revoked (docs/api/auth.md).
    expect((await api(t.app, first.refresh_token_live).post('/api/refresh')).statusCode).toBe(401)
    for (const token of [first.token_live, rotated.token]) {
      const res = await liveCall(surveyA, token)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'token_revoked' })
    }
  })

  it('registers an anonymous respondent for one dialog with the fields of docs/product/calls.md', async () => {
    const res = await api(t.app).post('/api/register_live', { survey_id: surveyA })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual([
      'refresh_token_live',
      'success',
      'token_live',
      'user_id',
      'username_live',
    ])
    expect(body.username_live).toMatch(/^live_[A-Za-z0-9_-]+$/)
    expect((await liveCall(surveyA, body.token_live)).json()).toEqual({ respondent_id: body.user_id })
  })

  it('gives every registration its own identity', async () => {
    const one = (await api(t.app).post('/api/register_live', { survey_id: surveyA })).json()
    const two = (await api(t.app).post('/api/register_live', { survey_id: surveyA })).json()
    expect(one.username_live).not.toBe(two.username_live)
    expect(one.user_id).not.toBe(two.user_id)
  })

  it('answers 404 for an unknown dialog and 400 naming the field for a bad body', async () => {
    const unknown = await api(t.app).post('/api/register_live', { survey_id: 'gibt-es-nicht' })
    expect(unknown.statusCode).toBe(404)
    expect(
      (await api(t.app).post('/api/register_live_list', { survey_id_list: [surveyA, 'gibt-es-nicht'] })).statusCode,
    ).toBe(404)
    const bad = await api(t.app).post('/api/register_live', { survey: surveyA })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain("'survey_id'")
  })

  it('stores nothing for a refused registration, and a respondent with its refresh family for one that passes', async () => {
    const counts = async () =>
      (
        (await t.database.db.execute(
          sql`select (select count(*) from live_respondents)::int as respondents, (select count(*) from refresh_families where respondent_id is not null)::int as families`,
        )) as unknown as { rows: { respondents: number; families: number }[] }
      ).rows[0]!
    const before = await counts()
    const refused = await api(t.app).post('/api/register_live_list', { survey_id_list: [surveyA, 'gibt-es-nicht'] })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().code).toBe('survey_not_found')
    expect(await counts()).toEqual(before)
    const registered = await api(t.app).post('/api/register_live_list', { survey_id_list: [surveyA, surveyB, surveyA] })
    expect(registered.statusCode).toBe(200)
    expect(await counts()).toEqual({ respondents: before.respondents + 1, families: before.families + 1 })
    // The family recorded is the one the refresh token names: it rotates.
    const refreshed = await api(t.app, registered.json().refresh_token_live).post('/api/refresh')
    expect(refreshed.statusCode).toBe(200)
    expect((await liveCall(surveyB, refreshed.json().token)).statusCode).toBe(200)
  })

  it('registers an inactive dialog too (the chat call reports it as ended)', async () => {
    expect((await api(t.app).post('/api/register_live', { survey_id: surveyC })).statusCode).toBe(200)
  })

  it('scopes a list registration to exactly its dialogs', async () => {
    const { token_live } = (
      await api(t.app).post('/api/register_live_list', { survey_id_list: [surveyA, surveyB] })
    ).json()
    expect((await liveCall(surveyA, token_live)).statusCode).toBe(200)
    expect((await liveCall(surveyB, token_live)).statusCode).toBe(200)
    const other = await liveCall(surveyC, token_live)
    expect(other.statusCode).toBe(403)
    expect(other.json()).toEqual({ msg: 'Keine Berechtigung für diesen Dialog.', code: 'forbidden' })
  })

  it('refuses live tokens on editor calls and editor tokens on live calls', async () => {
    const { token_live } = (await api(t.app).post('/api/register_live', { survey_id: surveyA })).json()
    const editorCall = await api(t.app, token_live).post('/api/verify-token')
    expect(editorCall.statusCode).toBe(403)
    expect(editorCall.json()).toEqual({
      msg: 'Keine Berechtigung: Diese Anmeldung gilt nur für den Live-Dialog.',
      code: 'editor_token_required',
    })
    const { token } = await sessionOf(t.app, DEMO_USER)
    const liveCallAsEditor = await liveCall(surveyA, token)
    expect(liveCallAsEditor.statusCode).toBe(403)
    expect(liveCallAsEditor.json()).toEqual({
      msg: 'Keine Berechtigung für diesen Dialog.',
      code: 'live_token_required',
    })
  })

  it('refreshes live tokens with the same call, keeping their scope and kind', async () => {
    const registered = (await api(t.app).post('/api/register_live', { survey_id: surveyA })).json()
    const res = await api(t.app, registered.refresh_token_live).post('/api/refresh')
    expect(res.statusCode).toBe(200)
    const { token } = res.json()
    expect((await liveCall(surveyA, token)).json()).toEqual({ respondent_id: registered.user_id })
    expect((await liveCall(surveyB, token)).statusCode).toBe(403)
    expect((await api(t.app, token).post('/api/verify-token')).statusCode).toBe(403)
    expect((await api(t.app, registered.refresh_token_live).post('/api/refresh')).statusCode).toBe(401)
  })

  it('stops a live token after logout', async () => {
    const { token_live } = (await api(t.app).post('/api/register_live', { survey_id: surveyA })).json()
    expect((await api(t.app, token_live).post('/api/logout')).statusCode).toBe(200)
    const res = await liveCall(surveyA, token_live)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ msg: 'Token has been revoked', code: 'token_revoked' })
  })
})
