import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { peekOneTimeToken } from '../../server/auth/oneTimeTokens'
import type { Mail, Mailer } from '../../server/services/Mailer'
import { insertEditor } from '../support/anEditor'
import { type Api, type Caller, api, login } from '../support/fixtures'
import { insertSurvey } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const LIMITED = { msg: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.', code: 'too_many_requests' }
const LIMITS = {
  mailPerAddress: 2,
  mailPerClient: 4,
  mailWindowSeconds: 600,
  invitationsPerEditor: 3,
  liveRegistrationsPerClient: 3,
  liveWindowSeconds: 300,
}

/** Each test sends from addresses of its own, so the counters of one test do not reach into the next. */
let clients = 0
const aClient = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, window: number) {
  expect(res.statusCode).toBe(429)
  expect(res.json()).toEqual(LIMITED)
  const retryAfter = Number(res.headers['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(window)
}

/** Issue #19.6: calls that send mail or create identities are limited per address and per client. */
describe.each(databaseKinds())('rate limits of mail and identity calls on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, { rateLimits: LIMITS })
  })
  afterAll(async () => {
    await t?.close()
  })

  const post = (url: string, payload: object, remoteAddress: string, who: Caller = null) =>
    api(t.app, who, { settle: t.jobs, remoteAddress }).post(url, payload)
  const mailsTo = (address: string) => t.mailer.sent.filter((m) => m.to === address).length

  it('mails one address at most the limit of times per window, from any number of clients, known or not', async () => {
    const user = await insertEditor(t.database.db)
    for (const address of [user.username, 'niemand.bekannt@example.org']) {
      for (const url of ['/api/request_password_reset', '/api/request_magic_link']) {
        expect((await post(url, { username: address }, aClient())).statusCode).toBe(200)
      }
      // Upper case and spaces are the same address.
      const third = await post('/api/request_password_reset', { username: ` ${address.toUpperCase()}` }, aClient())
      expectLimited(third, LIMITS.mailWindowSeconds)
    }
    expect(mailsTo(user.username)).toBe(2)
    // Another address is not held up by the limited one.
    const other = await insertEditor(t.database.db)
    expect((await post('/api/request_password_reset', { username: other.username }, aClient())).statusCode).toBe(200)
    expect(mailsTo(other.username)).toBe(1)
  })

  it('lets one client ask for mail at most the limit of times per window, whatever the addresses', async () => {
    const client = aClient()
    for (let i = 0; i < LIMITS.mailPerClient; i++) {
      expect(
        (await post('/api/request_magic_link', { username: `rotierend${i}@example.org` }, client)).statusCode,
      ).toBe(200)
    }
    expectLimited(
      await post('/api/request_password_reset', { username: 'noch.eine@example.org' }, client),
      LIMITS.mailWindowSeconds,
    )
    // Registration by link counts as an account call of the same client.
    expectLimited(
      await post(
        '/api/magic_link_registration',
        { username: 'x@example.org', password: 'lang-genug-1', magic_link: 'x' },
        client,
      ),
      LIMITS.mailWindowSeconds,
    )
    expect((await post('/api/request_magic_link', { username: 'z@example.org' }, aClient())).statusCode).toBe(200)
  })

  it('checks the token before the limit (401, never 429), then the address of the editor asking to validate it', async () => {
    const client = aClient()
    for (let i = 0; i < LIMITS.mailPerAddress + 2; i++) {
      const res = await post('/api/request_email_validation', {}, client)
      expect(res.statusCode).toBe(401)
    }
    const user = await insertEditor(t.database.db)
    const asUser = user.id
    // The validation link to the editor's own address shares the address's budget with the reset link.
    expect((await post('/api/request_password_reset', { username: user.username }, aClient())).statusCode).toBe(200)
    for (let i = 1; i < LIMITS.mailPerAddress; i++)
      expect((await post('/api/request_email_validation', {}, client, asUser)).statusCode).toBe(200)
    expectLimited(await post('/api/request_email_validation', {}, client, asUser), LIMITS.mailWindowSeconds)
    expect(mailsTo(user.username)).toBe(LIMITS.mailPerAddress)
  })

  it('limits resent invitations to one address', async () => {
    const owner = await insertEditor(t.database.db)
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    const client = aClient()
    const body = { survey_id: surveyId, name: 'eingeladen@example.org', new_role: 'Trainieren' }
    expect((await post('/api/invite_user', body, client, owner.id)).statusCode).toBe(201)
    expect((await post('/api/resend_invite', body, client, owner.id)).statusCode).toBe(200)
    expectLimited(await post('/api/resend_invite', body, client, owner.id), LIMITS.mailWindowSeconds)
    expect(mailsTo('eingeladen@example.org')).toBe(2)
  })

  it('limits the invitations one editor sends, whatever the addresses; another editor still invites', async () => {
    const owner = await insertEditor(t.database.db)
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    const invite = (who: number, n: number, survey = surveyId) =>
      post(
        '/api/invite_user',
        { survey_id: survey, name: `neu-${who}-${n}@example.org`, new_role: 'Trainieren' },
        aClient(),
        who,
      )
    for (let i = 0; i < LIMITS.invitationsPerEditor; i++) expect((await invite(owner.id, i)).statusCode).toBe(201)
    expectLimited(await invite(owner.id, LIMITS.invitationsPerEditor), LIMITS.mailWindowSeconds)
    expect(mailsTo(`neu-${owner.id}-${LIMITS.invitationsPerEditor}@example.org`)).toBe(0)
    const other = await insertEditor(t.database.db)
    const theirs = await insertSurvey(t.database.db, { ownerId: other.id })
    expect((await invite(other.id, 0, theirs.surveyId)).statusCode).toBe(201)
  })

  it('limits live registrations per client; other clients still register', async () => {
    const owner = await insertEditor(t.database.db)
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id })
    const client = aClient()
    for (let i = 0; i < LIMITS.liveRegistrationsPerClient; i++)
      expect((await post('/api/register_live', { survey_id: surveyId }, client)).statusCode).toBe(200)
    expectLimited(await post('/api/register_live', { survey_id: surveyId }, client), LIMITS.liveWindowSeconds)
    expectLimited(
      await post('/api/register_live_list', { survey_id_list: [surveyId] }, client),
      LIMITS.liveWindowSeconds,
    )
    expect((await post('/api/register_live_list', { survey_id_list: [surveyId] }, aClient())).statusCode).toBe(200)
  })
})

describe.each(databaseKinds())('password reset links on %s', (kind) => {
  let t: TestApp
  /** Calls without a login that wait for the mail they queued. */
  let anyone: Api
  beforeAll(async () => {
    t = await startTestApp(kind)
    anyone = api(t.app, null, { settle: t.jobs })
  })
  afterAll(async () => {
    await t?.close()
  })
  const newestLink = (address: string) =>
    /token=([A-Za-z0-9_-]+)/.exec([...t.mailer.sent].reverse().find((m) => m.to === address)?.text ?? '')?.[1] ?? ''

  it('keeps only the newest reset link valid', async () => {
    const user = await insertEditor(t.database.db)
    await anyone.post('/api/request_password_reset', { username: user.username })
    const first = newestLink(user.username)
    await anyone.post('/api/request_password_reset', { username: user.username })
    const second = newestLink(user.username)
    expect(second).not.toBe(first)

    const old = await anyone.post('/api/reset_password', { token: first, password: 'ganz-neu-123' })
    expect(old.statusCode).toBe(400)
    expect(old.json().code).toBe('invalid_link')
    expect((await login(t.app, user)).statusCode).toBe(200)
    expect((await anyone.post('/api/reset_password', { token: second, password: 'ganz-neu-123' })).statusCode).toBe(200)
  })

  it('of two links requested at the same moment exactly one works: the one stored last', async () => {
    const user = await insertEditor(t.database.db)
    await Promise.all([
      api(t.app).post('/api/request_password_reset', { username: user.username }),
      api(t.app).post('/api/request_password_reset', { username: user.username }),
    ])
    await t.jobs.settled()
    const links = t.mailer.sent
      .filter((m) => m.to === user.username)
      .map((m) => /token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1] ?? '')
    expect(links).toHaveLength(2)
    // The two jobs run at once: the link stored last ends the other, though its mail may have
    // gone out first (on PostgreSQL it does now and then).
    const usable = await Promise.all(
      links.map(async (link) => Boolean(await peekOneTimeToken(t.database.db, Date.now(), 'password_reset', link))),
    )
    expect(usable.filter(Boolean)).toHaveLength(1)
    const [ended, kept] = (usable[0] ? [links[1], links[0]] : links) as [string, string]
    expect((await anyone.post('/api/reset_password', { token: ended, password: 'ganz-neu-123' })).statusCode).toBe(400)
    expect((await anyone.post('/api/reset_password', { token: kept, password: 'ganz-neu-123' })).statusCode).toBe(200)
  })
})

/** A mailer that holds every mail until the test releases it. */
class HeldMailer implements Mailer {
  readonly delivered: Mail[] = []
  readonly held: (() => void)[] = []
  send(mail: Mail): Promise<void> {
    return new Promise((resolve) =>
      this.held.push(() => {
        this.delivered.push(mail)
        resolve()
      }),
    )
  }
  release(): void {
    for (const deliver of this.held.splice(0)) deliver()
  }
}

/** Issue #19.7: the link calls answer before, and independently of, the account lookup and the mail. */
describe.each(databaseKinds())('link requests answer alike for known and unknown addresses on %s', (kind) => {
  let t: TestApp
  const mailer = new HeldMailer()
  beforeAll(async () => {
    t = await startTestApp(kind, { mailer })
  })
  afterAll(async () => {
    mailer.release()
    await t?.close()
  })

  const request = (url: string, username: string) => api(t.app).post(url, { username })
  /** Everything a caller sees of an answer but the Date header. */
  const seen = (res: Awaited<ReturnType<typeof request>>) => {
    const { date: _date, ...headers } = res.headers
    return { status: res.statusCode, body: res.body, headers }
  }
  async function untilHeld(count: number) {
    while (mailer.held.length < count) await new Promise((resolve) => setTimeout(resolve, 5))
  }

  it.each(['/api/request_password_reset', '/api/request_magic_link'])(
    '%s answers a known address while its mail is still held, exactly as an unknown one',
    async (url) => {
      const user = await insertEditor(t.database.db)
      // The mailer holds the mail: a handler that awaited it would never answer.
      const known = await request(url, user.username)
      const unknown = await request(url, `unbekannt.${user.username}`)
      expect(seen(known)).toEqual(seen(unknown))
      expect(known.statusCode).toBe(200)
      await untilHeld(1)
      expect(mailer.delivered).toHaveLength(0)
      mailer.release()
      await t.jobs.settled()
      // The known address got its mail after all, the unknown one none.
      expect(mailer.delivered.map((m) => m.to)).toEqual([user.username])
      mailer.delivered.splice(0)
    },
  )
})
