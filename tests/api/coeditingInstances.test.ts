import type { AddressInfo } from 'node:net'
import type { ChangesEvent } from '@engine/api/coediting'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { type Database, openDatabase } from '../../server/db/database'
import { addMember } from '../support/addMember'
import { TEST_SECRET } from '../support/editorToken'
import { api, authHeaders } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type CoeditingReader, isReader, openCoediting } from '../support/coeditingStream'
import { type TestApp, startTestApp, NO_LOAD_SHEDDING } from '../support/testApp'

const coediting = { pingMs: 150, presenceTtlMs: 600 }
const listeners = `select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN coedit'`

/**
 * docs/design/coediting.md "Several app servers": two app servers on one PostgreSQL database; what
 * happens on one reaches the streams of the other through LISTEN/NOTIFY.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('co-editing across two app servers on postgres', () => {
  let t: TestApp
  let second: { app: FastifyInstance; database: Database } | undefined
  const base: string[] = []
  let owner = 0
  let colleague = 0
  let colleagueMail = ''
  const open: CoeditingReader[] = []
  let edits = 0

  const countListeners = async () =>
    ((await t.database.db.execute(sql.raw(listeners))) as unknown as { rows: { n: number }[] }).rows[0]?.n

  beforeAll(async () => {
    t = await startTestApp('postgres', { coediting })
    const database = await openDatabase({ kind: 'postgres', url: t.database.url ?? '' })
    const overload = NO_LOAD_SHEDDING
    const app = await buildApp({ database, jwtSecret: TEST_SECRET, overload, rateLimits: false, coediting })
    second = { app, database }
    for (const instance of [t.app, app]) {
      await instance.listen({ port: 0, host: '127.0.0.1' })
      base.push(`http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`)
    }
    owner = (await insertUser(t.database.db, 'olga@example.org', { firstName: 'Olga' })).id
    const b = await insertUser(t.database.db, 'paul@example.org')
    colleague = b.id
    colleagueMail = b.username
  })
  afterAll(async () => {
    for (const reader of open) reader.close()
    if (second) {
      await second.app.close()
      await second.database.close()
    }
    await t?.close()
  })

  async function dialog(): Promise<string> {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner, surveyName: 'Zwei' })
    const b = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, colleague) })
    await addMember(t.database.db, surveyId, b!, 'Voller Zugriff')
    return surveyId
  }
  async function stream(server: number, path: string, userId: number): Promise<CoeditingReader> {
    const res = await openCoediting(base[server] ?? '', path, authHeaders(userId))
    if (!isReader(res)) throw new Error(`refused: ${res.status} ${JSON.stringify(res.body)}`)
    open.push(res)
    await res.next('hello')
    return res
  }
  async function edit(surveyId: string, userId: number): Promise<number> {
    const res = await api(t.app, userId).post(`/api/surveys/${surveyId}/changes`, {
      change_id: `two-${++edits}`,
      change: { kind: 'config', key: 'survey_name', before: 'Zwei', after: `Zwei ${edits}` },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().version
  }

  it('each app server listens on its own connection', async () => {
    expect(await countListeners()).toBe(2)
  })

  it('an edit on server 1 appears once on a stream of server 2', async () => {
    const s = await dialog()
    const b = await stream(1, `/api/surveys/${s}/live`, colleague)
    const v1 = await edit(s, owner)
    const v2 = await edit(s, owner)
    await b.next('changes')
    await b.next('changes')
    await b.next('ping')
    await b.next('ping')
    expect(b.received.filter((e) => e.type === 'changes').map((e) => (e.data as ChangesEvent).version)).toEqual([
      v1,
      v2,
    ])
  })

  it('presence crosses servers: join, an update sent to the other server, leave', async () => {
    const s = await dialog()
    const a = await stream(0, `/api/surveys/${s}/live`, owner)
    const b = await stream(1, `/api/surveys/${s}/live`, colleague)
    const bId = b.received.find((e) => e.type === 'hello')?.data as { connection_id: string }
    // Each stream hears the others, never its own user's entries.
    await expect.poll(() => lastEditors(a).map((e) => e.user_id)).toEqual([colleague])
    await expect.poll(() => lastEditors(b).map((e) => e.user_id)).toEqual([owner])
    // The colleague's presence call lands on server 1; server 2 holds the stream and applies it.
    const res = await api(t.app, colleague).post(`/api/surveys/${s}/presence`, {
      connection_id: bId.connection_id,
      selected: 'q7',
      typing: null,
    })
    expect(res.statusCode).toBe(204)
    await expect.poll(() => lastEditors(a).find((e) => e.user_id === colleague)?.selected).toBe('q7')
    b.close()
    await expect.poll(() => lastEditors(a).map((e) => e.user_id)).toEqual([])
  })

  it('an entry another server stops announcing expires after the presence lifetime', async () => {
    const s = await dialog()
    const a = await stream(0, `/api/surveys/${s}/live`, owner)
    const ghost = {
      from: 'a-server-that-died',
      notice: {
        kind: 'presence',
        scope: `survey:${s}`,
        entry: {
          connection_id: 'ghost',
          user_id: colleague,
          name: 'paul',
          color: '#000',
          selected: null,
          typing: null,
        },
      },
    }
    await t.database.db.execute(sql`select pg_notify('coedit', ${JSON.stringify(ghost)})`)
    await expect.poll(() => lastEditors(a).map((e) => e.connection_id)).toContain('ghost')
    const seen = Date.now()
    await expect.poll(() => lastEditors(a).map((e) => e.connection_id), { timeout: 3000 }).not.toContain('ghost')
    expect(Date.now() - seen).toBeGreaterThanOrEqual(coediting.presenceTtlMs - 200)
  })

  it('removing a member on server 1 closes their stream on server 2', async () => {
    const s = await dialog()
    const b = await stream(1, `/api/surveys/${s}/live`, colleague)
    const res = await api(t.app, owner).post('/api/delete_sharing_user', { survey_id: s, name: colleagueMail })
    expect(res.statusCode, res.body).toBe(200)
    expect((await b.next('closed')).data.code).toBe('forbidden')
    await b.ended
  })

  it('a dropped LISTEN connection is opened again and the stream reads what it missed', async () => {
    const s = await dialog()
    const b = await stream(1, `/api/surveys/${s}/live`, colleague)
    await t.database.db.execute(
      sql.raw(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN coedit'`,
      ),
    )
    const v = await edit(s, owner)
    expect((await b.next('changes', 15_000)).data.version).toBe(v)
    await expect.poll(countListeners, { timeout: 15_000 }).toBe(2)
  })

  it('closing an app server ends its streams and its LISTEN connection', async () => {
    const s = await dialog()
    const b = await stream(1, `/api/surveys/${s}/live`, colleague)
    await second?.app.close()
    await b.ended
    await expect.poll(countListeners).toBe(1)
  })
})

const lastEditors = (reader: CoeditingReader) => reader.editors()
