import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { api, authHeaders } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type CoeditingReader, isReader, openCoediting } from '../support/coeditingStream'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** docs/api/coediting.md: the multichat editor's stream, with the access of the other multichat calls. */
describe.each(databaseKinds())('co-editing stream of a multichat on %s', (kind) => {
  let t: TestApp
  let base = ''
  let owner: User
  let colleague: User
  const open: CoeditingReader[] = []

  beforeAll(async () => {
    t = await startTestApp(kind, { coediting: { pingMs: 200, presenceTtlMs: 600 } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    owner = await insertUser(t.database.db, 'mara@example.org', { firstName: 'Mara' })
    colleague = await insertUser(t.database.db, 'nils@example.org', { firstName: 'Nils', lastName: 'N.' })
  })
  afterAll(async () => {
    for (const reader of open) reader.close()
    await t?.close()
  })

  /** A multichat of two dialogs; the colleague is Voller Zugriff member of both, or only of the first. */
  async function multichat(colleagueIn: 'both' | 'first' = 'both') {
    const db = t.database.db
    const a = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Eins' })).surveyId
    const b = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Zwei' })).surveyId
    await addMember(db, a, colleague, 'Voller Zugriff')
    if (colleagueIn === 'both') await addMember(db, b, colleague, 'Voller Zugriff')
    const res = await api(t.app, owner.id).post('/api/dialogmanagers', { name: 'Multi', survey_ids: [a, b] })
    expect(res.statusCode, res.body).toBe(201)
    return { dm: res.json().dialog_manager_id as number, a, b }
  }
  async function stream(dm: number, user: User): Promise<CoeditingReader> {
    const res = await openCoediting(base, `/api/multichat/${dm}/live`, authHeaders(user.id))
    if (!isReader(res)) throw new Error(`refused: ${res.status} ${JSON.stringify(res.body)}`)
    open.push(res)
    return res
  }

  it('refuses before the stream opens: stranger 404, a member of only some dialogs 403', async () => {
    const { dm } = await multichat('first')
    const stranger = await insertUser(t.database.db, `fremd-${kind}@example.org`)
    const unseen = await openCoediting(base, `/api/multichat/${dm}/live`, authHeaders(stranger.id))
    expect([unseen.status, (unseen as { body: { code: string } }).body.code]).toEqual([404, 'dialog_manager_not_found'])
    const partial = await openCoediting(base, `/api/multichat/${dm}/live`, authHeaders(colleague.id))
    expect([partial.status, (partial as { body: { code: string } }).body.code]).toEqual([403, 'forbidden'])
    const presence = await api(t.app, colleague.id).post(`/api/multichat/${dm}/presence`, {
      connection_id: 'x',
      selected: null,
      typing: null,
    })
    expect(presence.statusCode).toBe(403)
  })

  it('hello without a version, presence of both editors, and a selection', async () => {
    const { dm } = await multichat()
    const m = await stream(dm, owner)
    expect((await m.next('hello')).data.version).toBeNull()
    const c = await stream(dm, colleague)
    const hello = await c.next('hello')
    await expect.poll(() => c.editors().map((e) => e.name)).toEqual(['Mara'])
    await expect.poll(() => m.editors().map((e) => e.name)).toEqual(['Nils N.'])
    const res = await api(t.app, colleague.id).post(`/api/multichat/${dm}/presence`, {
      connection_id: hello.data.connection_id,
      selected: 'lead',
      typing: null,
    })
    expect(res.statusCode).toBe(204)
    await expect.poll(() => m.editors().find((e) => e.user_id === colleague.id)?.selected).toBe('lead')
  })

  it('disconnecting a dialog is an outside dialogs event; deleting the multichat closes with not_found', async () => {
    const { dm, b } = await multichat()
    const m = await stream(dm, owner)
    await m.next('hello')
    const off = await api(t.app, owner.id).delete(`/api/dialogmanagers/${dm}/surveys/${b}`)
    expect(off.statusCode, off.body).toBe(200)
    expect((await m.next('outside')).data.what).toBe('dialogs')
    const gone = await api(t.app, owner.id).delete(`/api/dialogmanagers/${dm}`)
    expect(gone.statusCode, gone.body).toBe(200)
    expect((await m.next('closed')).data.code).toBe('not_found')
    await m.ended
  })

  it('removing a member from one of its dialogs closes their multichat stream with forbidden', async () => {
    const { dm, b } = await multichat()
    const c = await stream(dm, colleague)
    const m = await stream(dm, owner)
    await c.next('hello')
    await m.next('hello')
    const res = await api(t.app, owner.id).post('/api/delete_sharing_user', { survey_id: b, name: colleague.username })
    expect(res.statusCode, res.body).toBe(200)
    expect((await c.next('closed')).data.code).toBe('forbidden')
    await c.ended
    expect(m.received.some((e) => e.type === 'closed')).toBe(false)
  })
})
