import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendMagicLinkMail } from '../../server/auth/magicLinkMail'
import { members } from '../../server/db/schema'
import { DEMO_USER } from '../../server/db/seed'
import { findUserByUsername } from '../../server/repositories/users'
import { insertSurvey } from '../support/insertSurvey'
import { insertEditor } from '../support/anEditor'
import { type TestApp, startTestApp } from '../support/testApp'
import { type Api, api, authHeaders, login, sessionOf } from '../support/fixtures'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('magic links, password reset and e-mail validation on %s', (kind) => {
  let t: TestApp
  let clock = Date.now()
  /** Calls without a login that wait for the mail they queued (request_magic_link and the like answer first). */
  let anyone: Api
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock })
    anyone = api(t.app, null, { settle: t.jobs })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The token of the newest mail to this address. */
  function linkTokenFor(email: string): string {
    const mail = [...t.mailer.sent].reverse().find((m) => m.to === email)
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    if (!token) throw new Error(`no link mailed to ${email}`)
    return token
  }

  it('logs an existing account in with a requested magic link, without a password', async () => {
    const user = await insertEditor(t.database.db)
    expect((await anyone.post('/api/request_magic_link', { username: user.username })).statusCode).toBe(200)
    const token = linkTokenFor(user.username)
    // Opening the link in a browser (the SPA page) does not use it up.
    await api(t.app).get(`/magic_link?token=${token}`)
    const res = await anyone.post('/api/magic_link', { magic_link: token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, user_id: user.id, username: user.username, firstName: 'Erika' })
    expect((await anyone.post('/api/verify-token', {}, authHeaders(res.json().token))).statusCode).toBe(200)
  })

  it('lets exactly one of two concurrent uses of a magic link succeed', async () => {
    const user = await insertEditor(t.database.db)
    await anyone.post('/api/request_magic_link', { username: user.username })
    const token = linkTokenFor(user.username)
    const results = await Promise.all([
      anyone.post('/api/magic_link', { magic_link: token }),
      anyone.post('/api/magic_link', { magic_link: token }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
  })

  it('rejects a magic link after its 15 minutes', async () => {
    const user = await insertEditor(t.database.db)
    await anyone.post('/api/request_magic_link', { username: user.username })
    const token = linkTokenFor(user.username)
    clock += 15 * 60 * 1000 + 1000
    const res = await anyone.post('/api/magic_link', { magic_link: token })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toMatch(/Ungültiger oder abgelaufener Link/)
  })

  it('answers requests for unknown addresses exactly like those for known ones, and mails nothing', async () => {
    for (const url of ['/api/request_magic_link', '/api/request_password_reset']) {
      const before = t.mailer.sent.length
      const known = await anyone.post(url, { username: DEMO_USER.username })
      const unknown = await anyone.post(url, { username: 'niemand@example.org' })
      expect(unknown.statusCode).toBe(known.statusCode)
      expect(unknown.json()).toEqual(known.json())
      expect(t.mailer.sent.length).toBe(before + 1)
    }
  })

  it('creates the account of an invited member and accepts the invitation', async () => {
    const owner = await findUserByUsername(t.database.db, DEMO_USER.username)
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner?.id ?? 0 })
    const email = 'neu.eingeladen@example.org'
    await t.database.db.insert(members).values({ surveyId, email, role: 'Trainieren', inviteAccepted: 0 })
    await sendMagicLinkMail(t.ctx, { email, surveyId, surveyName: 'Testdialog', inviterName: 'Demo Redaktion' })
    const token = linkTokenFor(email)
    expect(t.mailer.sent.at(-1)?.text).toContain(`http://localhost:3000/magic_link?token=${token}`)

    const opened = await anyone.post('/api/magic_link', { magic_link: token })
    expect(opened.json()).toEqual({ success: true, registration_required: true, username: email })

    const form = { username: email, firstName: ' Nora ', lastName: 'Neumann', magic_link: token }
    // issue #28: the names are required; a missing, blank or overlong one is 400 naming the field.
    for (const [bad, field] of [
      [{ firstName: null }, 'firstName'],
      [{ lastName: '   ' }, 'lastName'],
      [{ firstName: 'x'.repeat(101) }, 'firstName'],
      [{ lastName: 'Neu\u0000mann' }, 'lastName'],
    ] as const) {
      const refused = await anyone.post('/api/magic_link_registration', { ...form, ...bad, password: 'lang-genug-1' })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ code: 'invalid_input' })
      expect(refused.json().msg).toContain(`'${field}'`)
    }
    const short = await anyone.post('/api/magic_link_registration', { ...form, password: 'kurz' })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toEqual({ msg: 'Das Passwort muss mindestens 8 Zeichen lang sein.', code: 'weak_password' })

    const res = await anyone.post('/api/magic_link_registration', { ...form, password: 'lang-genug-1' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['msg', 'refresh_token', 'success', 'token', 'user_id'])
    const [membership] = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.surveyId, surveyId), eq(members.email, email)))
    expect(membership).toMatchObject({ userId: body.user_id, inviteAccepted: 1 })
    // The names live where account names live: the account, as GET /api/account and logins answer them.
    const account = await api(t.app, body.token).get('/api/account')
    expect(account.json()).toMatchObject({ firstName: 'Nora', lastName: 'Neumann' })

    expect((await login(t.app, { username: email, password: 'lang-genug-1' })).statusCode).toBe(200)
    expect((await anyone.post('/api/magic_link_registration', { ...form, password: 'lang-genug-1' })).statusCode).toBe(
      400,
    )
  })

  it('sets a new password from a reset link and ends the old sessions', async () => {
    const user = await insertEditor(t.database.db)
    const tokens = await sessionOf(t.app, user)
    await anyone.post('/api/request_password_reset', { username: user.username })
    const token = linkTokenFor(user.username)
    expect((await anyone.post('/api/reset_password', { token, password: 'kurz' })).statusCode).toBe(400)
    const res = await anyone.post('/api/reset_password', { token, password: 'neues-passwort' })
    expect(res.statusCode).toBe(200)
    expect((await anyone.post('/api/reset_password', { token, password: 'noch-eins-neu' })).statusCode).toBe(400)
    expect((await login(t.app, { username: user.username, password: 'neues-passwort' })).statusCode).toBe(200)
    expect((await login(t.app, user)).statusCode).toBe(401)
    expect((await anyone.post('/api/refresh', {}, authHeaders(tokens.refresh_token))).statusCode).toBe(401)
  })

  it('validates the e-mail address through a mailed link and shows it on the account', async () => {
    const user = await insertEditor(t.database.db)
    const { token: access } = await sessionOf(t.app, user)
    const headers = authHeaders(access)
    const account = () => api(t.app, access).get('/api/account')
    expect((await account()).json()).toEqual({
      username: user.username,
      firstName: 'Erika',
      lastName: 'Muster',
      email_validated: false,
      ui_language: 'de',
    })
    expect((await anyone.post('/api/request_email_validation', {}, headers)).statusCode).toBe(200)
    expect((await anyone.post('/api/email_validation', { token: linkTokenFor(user.username) })).statusCode).toBe(200)
    expect((await account()).json().email_validated).toBe(true)
  })

  it('changes first and last name of the account', async () => {
    const user = await insertEditor(t.database.db)
    const editor = api(t.app, (await sessionOf(t.app, user)).token)
    const res = await editor.put('/api/account', { firstName: 'Anna', lastName: '' })
    expect(res.statusCode).toBe(200)
    expect((await editor.get('/api/account')).json()).toMatchObject({
      firstName: 'Anna',
      lastName: null,
    })
    const bad = await editor.put('/api/account', { firstName: 3 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain("'firstName'")
    // As long as registration takes a name, no longer (it took 200 characters here).
    expect((await editor.put('/api/account', { lastName: 'x'.repeat(100) })).statusCode).toBe(200)
    const long = await editor.put('/api/account', { lastName: 'x'.repeat(101) })
    expect(long.statusCode).toBe(400)
    expect(long.json().msg).toContain("'lastName'")
  })
  it('keeps the UI language of the account, German until the editor chooses English, without touching the names', async () => {
    const user = await insertEditor(t.database.db)
    const editor = api(t.app, (await sessionOf(t.app, user)).token)
    const account = async () => (await editor.get('/api/account')).json()
    const put = (payload: object) => editor.put('/api/account', payload)
    expect((await account()).ui_language).toBe('de')
    expect((await put({ ui_language: 'en' })).statusCode).toBe(200)
    expect(await account()).toMatchObject({ ui_language: 'en', firstName: 'Erika', lastName: 'Muster' })
    // Saving the names keeps the language.
    expect((await put({ firstName: 'Anna', lastName: 'Muster' })).statusCode).toBe(200)
    expect(await account()).toMatchObject({ ui_language: 'en', firstName: 'Anna' })
    const unknown = await put({ ui_language: 'fr' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().msg).toContain("'ui_language'")
    expect((await put({})).statusCode).toBe(400)
    expect((await account()).ui_language).toBe('en')
  })
})
