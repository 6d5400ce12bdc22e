import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { EDITOR_PASSWORD, insertEditor } from '../support/anEditor'
import { type Api, api, authHeaders, sessionOf } from '../support/fixtures'
import { insertSurvey } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const REVOKED = { msg: 'Token has been revoked', code: 'token_revoked' }

/**
 * Issue #19.2: a password change or reset, and disabling an account, ends every access token and
 * refresh family issued before it. The clock stands still, so every token here is issued in the
 * same second as the change: `iat` alone could not tell the old tokens from the new session.
 */
describe.each(databaseKinds())('tokens after a password change, reset or disabling on %s', (kind) => {
  let t: TestApp
  const clock = Date.now()
  /** Calls without a login of their own that wait for the mail they queued. */
  let anyone: Api
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock })
    anyone = api(t.app, null, { settle: t.jobs })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** An editor who owns a dialog, so a valid token may invite members and export. */
  async function anOwner() {
    const user = await insertEditor(t.database.db)
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: user.id })
    return { user, surveyId }
  }
  let invited = 0
  const invite = (token: string, surveyId: string) =>
    anyone.post(
      '/api/invite_user',
      { survey_id: surveyId, name: `neu${++invited}@example.org`, new_role: 'Voller Zugriff' },
      authHeaders(token),
    )
  const exportOf = (token: string, surveyId: string) => api(t.app, token).get(`/api/excel_export?survey_id=${surveyId}`)
  const refresh = (refreshToken: string) => anyone.post('/api/refresh', {}, authHeaders(refreshToken))

  async function expectRevoked(session: { token: string; refresh_token: string }, surveyId: string) {
    for (const res of [await invite(session.token, surveyId), await exportOf(session.token, surveyId)]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(REVOKED)
    }
    const refreshed = await refresh(session.refresh_token)
    expect(refreshed.statusCode).toBe(401)
    expect(refreshed.json()).toEqual(REVOKED)
  }
  async function expectWorks(token: string, surveyId: string) {
    expect((await invite(token, surveyId)).statusCode).toBe(201)
    expect((await exportOf(token, surveyId)).statusCode).toBe(200)
  }

  it('a token taken before a password reset can neither invite nor export; a login with the new password can', async () => {
    const { user, surveyId } = await anOwner()
    const stolen = await sessionOf(t.app, user)
    await expectWorks(stolen.token, surveyId)
    await anyone.post('/api/request_password_reset', { username: user.username })
    const link = /token=([A-Za-z0-9_-]+)/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1] ?? ''
    expect((await anyone.post('/api/reset_password', { token: link, password: 'ganz-neu-123' })).statusCode).toBe(200)

    await expectRevoked(stolen, surveyId)
    await expectWorks((await sessionOf(t.app, { username: user.username, password: 'ganz-neu-123' })).token, surveyId)
  })

  it('a password change ends the older tokens of the same second, and the session it hands out works', async () => {
    const { user, surveyId } = await anOwner()
    const [mine, stolen] = [await sessionOf(t.app, user), await sessionOf(t.app, user)]
    const changed = await api(t.app, mine.token).put('/api/account/password', {
      old_password: EDITOR_PASSWORD,
      new_password: 'ganz-neu-123',
    })
    expect(changed.statusCode).toBe(200)
    const handedOut = changed.json() as { token: string; refresh_token: string }

    await expectRevoked(stolen, surveyId)
    await expectRevoked(mine, surveyId)
    await expectWorks(handedOut.token, surveyId)
    // Its refresh token goes on working too, and so do the tokens the refresh issues.
    const refreshed = await refresh(handedOut.refresh_token)
    expect(refreshed.statusCode).toBe(200)
    expect((await anyone.post('/api/verify-token', {}, authHeaders(refreshed.json().token))).statusCode).toBe(200)
  })

  it('disabling an account ends its tokens for good, also once it is enabled again', async () => {
    const { user, surveyId } = await anOwner()
    const before = await sessionOf(t.app, user)
    const setDisabled = (disabled: boolean) =>
      t.database.db.update(users).set({ disabled }).where(eq(users.id, user.id))
    // An operator disables the account with SQL: no call of the app is involved.
    await setDisabled(true)
    const whileDisabled = await invite(before.token, surveyId)
    expect(whileDisabled.statusCode).toBe(403)
    expect(whileDisabled.json()).toEqual({ msg: 'Account is disabled.', code: 'account_disabled' })

    await setDisabled(false)
    await expectRevoked(before, surveyId)
    await expectWorks((await sessionOf(t.app, user)).token, surveyId)
  })

  it('leaves the tokens of other accounts and unrelated account edits alone', async () => {
    const { user, surveyId } = await anOwner()
    const other = await anOwner()
    const [mine, others] = [await sessionOf(t.app, user), await sessionOf(t.app, other.user)]
    const renamed = await api(t.app, mine.token).put('/api/account', { firstName: 'Anna' })
    expect(renamed.statusCode).toBe(200)
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, other.user.id))
    await expectWorks(mine.token, surveyId)
    expect((await refresh(mine.refresh_token)).statusCode).toBe(200)
    expect((await invite(others.token, other.surveyId)).statusCode).toBe(403)
  })
})
