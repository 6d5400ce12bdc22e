import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../server/db/seed'
import { api, login, loginWith } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('login and token verification on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('reports the database it runs on', async () => {
    const res = await api(t.app).get('/api/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', db: kind })
  })

  it('logs the demo editor in with exactly the fields of docs/product/calls.md', async () => {
    const res = await login(t.app, DEMO_USER)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['firstName', 'lastName', 'refresh_token', 'success', 'token', 'user_id'])
    expect(body).toMatchObject({ success: true, firstName: 'Demo', lastName: 'Redaktion' })
    expect(body.token.split('.')).toHaveLength(3)
  })

  it('treats the e-mail address case-insensitively', async () => {
    const res = await login(t.app, { username: '  DEMO@Example.org ', password: DEMO_USER.password })
    expect(res.statusCode).toBe(200)
  })

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await login(t.app, { username: DEMO_USER.username, password: 'falsch' })
    const unknown = await login(t.app, { username: 'niemand@example.org', password: 'falsch' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ msg: 'Invalid credentials', code: 'invalid_credentials' })
    expect(unknown.statusCode).toBe(wrong.statusCode)
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('answers a bad body with 400 and a German message naming the field', async () => {
    const missing = await loginWith(t.app, { username: DEMO_USER.username })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().msg).toContain("'password'")
    const wrongType = await loginWith(t.app, { username: ['x'], password: 'x' })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().msg).toContain("'username'")
  })

  it('answers broken JSON with 400 and a message, never a 500', async () => {
    const res = await loginWith(t.app, '{"username": ', { headers: { 'content-type': 'application/json' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('Der Anfragekörper ist kein gültiges JSON.')
  })

  it('verifies a token it issued and names its owner', async () => {
    const { token } = (await login(t.app, DEMO_USER)).json()
    const res = await api(t.app, token).post('/api/verify-token')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ valid: true, username: DEMO_USER.username, firstName: 'Demo' })
  })

  it('rejects a missing or malformed token with flask-jwt-extended texts', async () => {
    const missing = await api(t.app).post('/api/verify-token')
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({ msg: 'Missing Authorization Header', code: 'missing_token' })
    const garbage = await api(t.app, 'null').post('/api/verify-token')
    expect(garbage.statusCode).toBe(422)
    expect(garbage.json()).toEqual({ msg: 'Not enough segments', code: 'malformed_token' })
  })

  it('does not accept a refresh token where an access token is needed', async () => {
    const { refresh_token } = (await login(t.app, DEMO_USER)).json()
    const res = await api(t.app, refresh_token).post('/api/verify-token')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ msg: 'Only non-refresh tokens are allowed', code: 'wrong_token_type' })
  })
})
