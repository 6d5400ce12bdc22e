import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_SECONDS } from '../../server/auth/tokens'
import { EDITOR_PASSWORD, insertEditor } from '../support/anEditor'
import { api, sessionOf } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('token refresh, freshness and logout on %s', (kind) => {
  let t: TestApp
  let clock = Date.now()
  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => clock })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A new editor's password login. */
  const loginFresh = async () => sessionOf(t.app, await insertEditor(t.database.db))
  const refresh = (refreshToken: string) => api(t.app, refreshToken).post('/api/refresh')
  const verify = (token: string) => api(t.app, token).post('/api/verify-token')
  const changePassword = (token: string) =>
    api(t.app, token).put('/api/account/password', { old_password: EDITOR_PASSWORD, new_password: 'ganz-neu-123' })

  it('rotates the refresh token: new access and refresh tokens, both usable', async () => {
    const session = await loginFresh()
    const res = await refresh(session.refresh_token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['refresh_token', 'token'])
    expect(body.refresh_token).not.toBe(session.refresh_token)
    expect((await verify(body.token)).statusCode).toBe(200)
    expect((await refresh(body.refresh_token)).statusCode).toBe(200)
  })

  it('revokes the whole family when an already rotated refresh token comes back', async () => {
    const session = await loginFresh()
    const rotated = (await refresh(session.refresh_token)).json()
    const reuse = await refresh(session.refresh_token)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json()).toEqual({ msg: 'Token has been revoked', code: 'token_revoked' })
    const newest = await refresh(rotated.refresh_token)
    expect(newest.statusCode).toBe(401)
    expect(newest.json()).toEqual({ msg: 'Token has been revoked', code: 'token_revoked' })
  })

  it('gives only one of two concurrent refreshes with the same token new tokens', async () => {
    const session = await loginFresh()
    const results = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)])
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1)
  })

  it('answers an access token at the refresh call with the flask-jwt-extended text', async () => {
    const session = await loginFresh()
    const res = await refresh(session.token)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ msg: 'Only refresh tokens are allowed', code: 'wrong_token_type' })
  })

  it('issues refreshed access tokens that are not fresh', async () => {
    const session = await loginFresh()
    const { token } = (await refresh(session.refresh_token)).json()
    const res = await changePassword(token)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ msg: 'Fresh token required', code: 'fresh_token_required' })
  })

  it('lets a fresh token change the password and ends the other sessions', async () => {
    const session = await loginFresh()
    const res = await changePassword(session.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true })
    expect((await refresh(session.refresh_token)).statusCode).toBe(401)
    expect((await refresh(res.json().refresh_token)).statusCode).toBe(200)
  })

  it('revokes the access token and, when given, the refresh family at logout', async () => {
    const session = await loginFresh()
    const out = await api(t.app, session.token).post('/api/logout', { refresh_token: session.refresh_token })
    expect(out.statusCode).toBe(200)
    const after = await verify(session.token)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ msg: 'Token has been revoked', code: 'token_revoked' })
    expect((await refresh(session.refresh_token)).json()).toEqual({
      msg: 'Token has been revoked',
      code: 'token_revoked',
    })
  })

  it('logs out without a body too', async () => {
    const session = await loginFresh()
    expect((await api(t.app, session.token).post('/api/logout')).statusCode).toBe(200)
    expect((await verify(session.token)).statusCode).toBe(401)
  })

  it('answers 401 "Token has expired" once the access token is 15 minutes old', async () => {
    const session = await loginFresh()
    expect((await verify(session.token)).statusCode).toBe(200)
    clock += ACCESS_TOKEN_SECONDS * 1000
    const expired = await verify(session.token)
    expect(expired.statusCode).toBe(401)
    expect(expired.json()).toEqual({ msg: 'Token has expired', code: 'token_expired' })
    expect((await refresh(session.refresh_token)).statusCode).toBe(200)
  })

  it('answers a missing header and a non-JWT with flask-jwt-extended texts', async () => {
    const missing = await api(t.app).post('/api/refresh')
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({ msg: 'Missing Authorization Header', code: 'missing_token' })
    const garbage = await refresh('kein.jwt')
    expect(garbage.statusCode).toBe(422)
    expect(garbage.json()).toEqual({ msg: 'Not enough segments', code: 'malformed_token' })
  })
})
