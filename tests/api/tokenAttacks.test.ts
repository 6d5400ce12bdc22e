import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { type Database, openDatabase } from '../../server/db/database'
import { MemoryMailer } from '../../server/services/Mailer'
import { insertEditor } from '../support/anEditor'
import { TEST_SECRET } from '../support/editorToken'
import { api, sessionOf } from '../support/fixtures'
import { encodeJwtForTest } from '../support/forgedTokens'
import { NO_LOAD_SHEDDING } from '../support/testApp'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * Issue #10 "Tokens": forged tokens are refused whatever they claim, and a revocation is a row in
 * the database, so it outlives the server process (the app is closed and opened again on the
 * same embedded data folder, as a restart does).
 */
describe('token attacks and revocation across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'token-restart-'))
  let database: Database | undefined
  afterAll(async () => {
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  async function start() {
    database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') })
    const app = await buildApp({
      database,
      mailer: new MemoryMailer(),
      dataDir,
      jwtSecret: TEST_SECRET,
      overload: NO_LOAD_SHEDDING,
    })
    return { app, db: database.db }
  }
  async function stop(app: Awaited<ReturnType<typeof start>>['app']) {
    await app.close()
    await database?.close()
    database = undefined
  }

  it('refuses alg none, other algorithms and tokens signed with a foreign key; revocations survive a restart', async () => {
    const first = await start()
    const user = await insertEditor(first.db)
    const login = () => sessionOf(first.app, user)
    const verify = (app: typeof first.app, token: string) => api(app, token).post('/api/verify-token')

    // A real token's claims under forged headers or keys.
    const session = await login()
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >
    const forged = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      `${b64({ alg: 'None', typ: 'JWT' })}.${b64(claims)}.`,
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}.${session.token.split('.')[2]}`,
      `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}.${session.token.split('.')[2]}`,
      encodeJwtForTest(claims, 'a-foreign-key-that-is-long-enough-0123456'),
    ]
    for (const token of forged) {
      for (const url of ['/api/verify-token', '/api/surveys', '/api/refresh']) {
        const res = await api(first.app, token).call(url === '/api/surveys' ? 'GET' : 'POST', url)
        expect(res.statusCode, `${url} ${token.slice(0, 30)}`).toBe(422)
        expect(res.json().msg).toMatch(/alg value is not allowed|Signature verification failed/)
      }
    }
    expect((await verify(first.app, session.token)).statusCode).toBe(200)

    // Base64url without padding, in the one spelling the server writes: a signature with `=`
    // appended, or whose last character differs only in bits the decoder drops, is refused.
    const [head, body, signature = ''] = session.token.split('.')
    const last = signature.at(-1) ?? ''
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    // 32 signature bytes end in 4 meaningful bits and 2 the decoder drops: the next character differs only there.
    const sameBits = alphabet[alphabet.indexOf(last) ^ 1] ?? ''
    for (const respelled of [
      `${head}.${body}.${signature}=`,
      `${head}.${body}.${signature}==`,
      `${head}=.${body}.${signature}`,
      `${head}.${body}=.${signature}`,
      `${head}.${body}.${signature.slice(0, -1)}${sameBits}`,
    ]) {
      const res = await verify(first.app, respelled)
      expect(res.statusCode, respelled.slice(-8)).toBe(422)
      expect(res.json().code).toBe('invalid_token')
    }
    expect((await verify(first.app, session.token)).statusCode).toBe(200)

    // Logout revokes the access token and the refresh family; a reused refresh token its family.
    const out = await api(first.app, session.token).post('/api/logout', { refresh_token: session.refresh_token })
    expect(out.statusCode).toBe(200)
    const other = await login()
    const rotated = (await api(first.app, other.refresh_token).post('/api/refresh')).json() as {
      refresh_token: string
    }
    expect((await api(first.app, other.refresh_token).post('/api/refresh')).statusCode).toBe(401)
    await stop(first.app)

    const second = await start()
    expect((await verify(second.app, session.token)).json()).toEqual({
      msg: 'Token has been revoked',
      code: 'token_revoked',
    })
    for (const token of [session.refresh_token, rotated.refresh_token]) {
      const res = await api(second.app, token).post('/api/refresh')
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ msg: 'Token has been revoked', code: 'token_revoked' })
    }
    await stop(second.app)
  }, 120_000)
})
