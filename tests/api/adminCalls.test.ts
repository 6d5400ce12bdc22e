import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCommand } from '../../scripts/admin/adminCommand'
import { DEMO_USER, demoAdminWarning } from '../../server/db/seed'
import { findUserByUsername, setAdmin } from '../../server/repositories/users'
import { createMailer } from '../../server/services/mail/createMailer'
import { api } from '../support/fixtures'
import { insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const ADMIN_CALLS = ['/api/admin/outbox', '/api/admin/users']

/**
 * Issue #19, finding 3 (docs/reliability/security.md#findings-3-4-11): the admin calls need the admin right
 * of the account, whatever address the request comes from; the seeded demo account of a fresh
 * installation has it, `npm run admin` gives and takes it.
 */
describe.each(databaseKinds())('admin calls (outbox, users) on %s', (kind) => {
  let t: TestApp
  let editorId = 0
  let demoId = 0
  let dataDir = ''
  beforeAll(async () => {
    // The real outbox mailer, writing .eml files where the route reads them.
    dataDir = mkdtempSync(join(tmpdir(), 'outbox-test-'))
    t = await startTestApp(kind, { dataDir, mailer: createMailer({ dataDir, from: 'dialoge@example.org' }) })
    editorId = (await insertUser(t.database.db, 'outbox-editor@example.org')).id
    demoId = (await findUserByUsername(t.database.db, DEMO_USER.username))?.id ?? 0
  })
  afterAll(async () => {
    await t?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const call = (
    url: string,
    userId: number | null,
    remoteAddress = '203.0.113.7',
    extra: Record<string, string> = {},
  ) => api(t.app, userId, { remoteAddress }).get(url, extra)

  it('lists the mails written to the outbox for an admin, from any address', async () => {
    const sent = await api(t.app).post('/api/request_magic_link', { username: 'outbox-editor@example.org' })
    expect(sent.statusCode).toBe(200)
    // The link and its mail are made after the answer (docs/api/auth.md).
    await t.jobs.settled()
    const res = await call('/api/admin/outbox', demoId)
    expect(res.statusCode).toBe(200)
    expect(res.json().mails.map((m: { to: string }) => m.to)).toContain('outbox-editor@example.org')
  })

  it('lists every account with its own dialogs and no secrets for an admin', async () => {
    const res = await call('/api/admin/users', demoId, '2001:db8::5')
    expect(res.statusCode).toBe(200)
    const list = res.json().users as { username: string; dialogs: number; disabled: boolean }[]
    // Two example dialogs and the eight of the seeded games (docs/games.md).
    expect(list.find((u) => u.username === DEMO_USER.username)?.dialogs).toBe(10)
    expect(list.find((u) => u.username === 'outbox-editor@example.org')).toMatchObject({ dialogs: 0, disabled: false })
    expect(res.body).not.toMatch(/password|hash|scrypt/i)
  })

  it('refuses an editor without the right with 403 even from the machine itself or a forged X-Forwarded-For', async () => {
    for (const url of ADMIN_CALLS) {
      for (const [address, headers] of [
        ['127.0.0.1', {}],
        ['::1', {}],
        ['::ffff:127.0.0.1', {}],
        ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
      ] as const) {
        const res = await call(url, editorId, address, headers)
        expect(res.statusCode, `${url} from ${address}`).toBe(403)
        expect(res.json().code).toBe('admin_required')
        expect(res.body).not.toContain('outbox-editor@example.org')
      }
      expect((await call(url, null, '127.0.0.1')).statusCode).toBe(401)
    }
  })

  it('tells the app who is an admin in the token check', async () => {
    const check = (userId: number) => api(t.app, userId).post('/api/verify-token')
    expect((await check(demoId)).json()).toMatchObject({ valid: true, admin: true })
    expect((await check(editorId)).json()).toMatchObject({ valid: true, admin: false })
  })

  it('warns at start while the demo admin still has the public demo password, not once its right is gone', async () => {
    expect(await demoAdminWarning(t.database.db)).toContain(DEMO_USER.username)
    await setAdmin(t.database.db, DEMO_USER.username, false)
    expect(await demoAdminWarning(t.database.db)).toBeUndefined()
    await setAdmin(t.database.db, DEMO_USER.username, true)
  })

  it('npm run admin gives and takes the right, and the next call sees it', async () => {
    const db = t.database.db
    expect(await adminCommand(db, ['Outbox-Editor@example.org'])).toMatchObject({ code: 0 })
    for (const url of ADMIN_CALLS) expect((await call(url, editorId)).statusCode, url).toBe(200)
    expect((await adminCommand(db, ['--list'])).message.split('\n')).toEqual([
      DEMO_USER.username,
      'outbox-editor@example.org',
    ])
    expect(await adminCommand(db, ['--revoke', 'outbox-editor@example.org'])).toMatchObject({ code: 0 })
    for (const url of ADMIN_CALLS) expect((await call(url, editorId)).statusCode, url).toBe(403)
    expect(await adminCommand(db, ['nobody@example.org'])).toMatchObject({ code: 1 })
    expect(await adminCommand(db, [])).toMatchObject({ code: 2 })
    expect(await adminCommand(db, ['--revoke'])).toMatchObject({ code: 2 })
    expect(await adminCommand(db, ['a@example.org', 'b@example.org'])).toMatchObject({ code: 2 })
  })
})
