import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../../server/services/mail/createMailer'
import { bearer } from '../support/editorToken'
import { insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('admin calls (outbox, users) on %s', (kind) => {
  let t: TestApp
  let editorId: number
  let dataDir = ''
  beforeAll(async () => {
    // The real outbox mailer, writing .eml files where the route reads them.
    dataDir = mkdtempSync(join(tmpdir(), 'outbox-test-'))
    t = await startTestApp(kind, { dataDir, mailer: createMailer({ dataDir, from: 'dialoge@example.org' }) })
    editorId = (await insertUser(t.database.db, 'outbox-editor@example.org')).id
  })
  afterAll(async () => {
    await t?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const outbox = (remoteAddress: string, headers: Record<string, string> = bearer(editorId)) =>
    t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers, remoteAddress })

  it('lists the mails written to the outbox for an editor on the machine itself', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/request_magic_link',
          payload: { username: 'outbox-editor@example.org' },
        })
      ).statusCode,
    ).toBe(200)
    // The link and its mail are made after the answer (docs/api/auth.md).
    await t.jobs.settled()
    const res = await outbox('127.0.0.1')
    expect(res.statusCode).toBe(200)
    expect(res.json().mails.map((m: { to: string }) => m.to)).toContain('outbox-editor@example.org')
  })

  const usersCall = (remoteAddress: string, headers: Record<string, string> = bearer(editorId)) =>
    t.app.inject({ method: 'GET', url: '/api/admin/users', headers, remoteAddress })

  it('lists every account with its own dialogs and no secrets, for an editor on the machine itself', async () => {
    const res = await usersCall('::1')
    expect(res.statusCode).toBe(200)
    const list = res.json().users as { username: string; dialogs: number; disabled: boolean }[]
    // Two example dialogs and the eight of the seeded games (docs/games.md).
    expect(list.find((u) => u.username === 'demo@example.org')?.dialogs).toBe(10)
    expect(list.find((u) => u.username === 'outbox-editor@example.org')).toMatchObject({ dialogs: 0, disabled: false })
    expect(res.body).not.toMatch(/password|hash|scrypt/i)
  })

  it("shows nobody's mail or account to a request from elsewhere, and nothing without a login", async () => {
    for (const call of [outbox, usersCall]) {
      const remote = await call('203.0.113.7')
      expect(remote.statusCode).toBe(404)
      expect(remote.body).not.toContain('outbox-editor@example.org')
      expect((await call('127.0.0.1', {})).statusCode).toBe(401)
    }
  })
})
