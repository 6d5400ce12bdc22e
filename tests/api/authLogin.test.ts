import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITOR_PASSWORD, insertEditor } from '../support/anEditor'
import { login } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const TOO_MANY = 'Zu viele Versuche. Bitte versuchen Sie es später erneut.'
const EXPIRED = 'Ihr Passwort ist abgelaufen. Bitte setzen Sie Ihr Passwort zurück.'
const DAY = 24 * 60 * 60 * 1000

describe.each(databaseKinds())('login protection on %s', (kind) => {
  let t: TestApp
  let clock = Date.now()
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock, passwordMaxAgeDays: 90 })
  })
  afterAll(async () => {
    await t?.close()
  })

  const loginFrom = (username: string, password: string, ip = '10.0.0.1') =>
    login(t.app, { username, password }, { remoteAddress: ip })

  it('locks an account after 5 failures with 429 and Retry-After, even for the right password', async () => {
    const user = await insertEditor(t.database.db)
    for (let i = 0; i < 5; i++) expect((await loginFrom(user.username, 'falsch', '10.0.1.1')).statusCode).toBe(401)
    const locked = await loginFrom(user.username, EDITOR_PASSWORD, '10.0.1.2')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({ msg: TOO_MANY, code: 'too_many_attempts' })
    const retryAfter = Number(locked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  })

  it('lifts the lock once the 15 minutes have passed', async () => {
    const user = await insertEditor(t.database.db)
    for (let i = 0; i < 5; i++) await loginFrom(user.username, 'falsch', '10.0.2.1')
    expect((await loginFrom(user.username, EDITOR_PASSWORD, '10.0.2.1')).statusCode).toBe(429)
    clock += 15 * 60 * 1000 + 1000
    expect((await loginFrom(user.username, EDITOR_PASSWORD, '10.0.2.1')).statusCode).toBe(200)
  })

  it("does not reset another account's counter when someone else logs in", async () => {
    const victim = await insertEditor(t.database.db)
    const other = await insertEditor(t.database.db)
    for (let i = 0; i < 4; i++) await loginFrom(victim.username, 'falsch', '10.0.3.1')
    expect((await loginFrom(other.username, EDITOR_PASSWORD, '10.0.3.1')).statusCode).toBe(200)
    expect((await loginFrom(victim.username, 'falsch', '10.0.3.1')).statusCode).toBe(401)
    expect((await loginFrom(victim.username, EDITOR_PASSWORD, '10.0.3.1')).statusCode).toBe(429)
  })

  it('locks an IP after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++)
      expect((await loginFrom(`niemand${i}@example.org`, 'falsch', '10.0.4.1')).statusCode).toBe(401)
    const user = await insertEditor(t.database.db)
    const res = await loginFrom(user.username, EDITOR_PASSWORD, '10.0.4.1')
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    expect((await loginFrom(user.username, EDITOR_PASSWORD, '10.0.4.2')).statusCode).toBe(200)
  })

  it('answers 418 for an expired password only after the right password was given', async () => {
    const user = await insertEditor(t.database.db)
    clock += 91 * DAY
    const wrong = await loginFrom(user.username, 'falsch', '10.0.5.1')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ msg: 'Invalid credentials', code: 'invalid_credentials' })
    const right = await loginFrom(user.username, EDITOR_PASSWORD, '10.0.5.1')
    expect(right.statusCode).toBe(418)
    expect(right.json()).toEqual({ msg: EXPIRED, code: 'password_expired' })
  })
})
