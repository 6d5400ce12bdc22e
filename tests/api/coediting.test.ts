import type { AddressInfo } from 'node:net'
import type { ChangesEvent } from '@engine/api/coediting'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTokenIssuer } from '../../server/auth/tokens'
import { surveyEvents, surveys } from '../../server/db/schema'
import { addMember } from '../support/addMember'
import { TEST_SECRET, editorToken } from '../support/editorToken'
import { api, authHeaders } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type CoeditingReader, isReader, openCoediting } from '../support/coeditingStream'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** docs/api/coediting.md: the co-editing stream of a dialog, read over a real socket as the app reads it. */
describe.each(databaseKinds())('co-editing stream on %s', (kind) => {
  let t: TestApp
  let base = ''
  let owner = 0
  let colleague = 0
  let colleagueMail = ''
  const open: CoeditingReader[] = []
  let edits = 0

  beforeAll(async () => {
    t = await startTestApp(kind, { coediting: { pingMs: 150, presenceTtlMs: 500 } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    owner = (await insertUser(t.database.db, 'anna@example.org', { firstName: 'Anna', lastName: 'Alt' })).id
    const b = await insertUser(t.database.db, 'bert.b@example.org')
    colleague = b.id
    colleagueMail = b.username
  })
  afterAll(async () => {
    for (const reader of open) reader.close()
    await t?.close()
  })

  /** A dialog of the owner with the colleague as Bearbeiten + Trainieren member. */
  async function dialog(): Promise<string> {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner, surveyName: 'Live' })
    const b = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, colleague) })
    await addMember(t.database.db, surveyId, b!, 'Bearbeiten + Trainieren')
    return surveyId
  }

  async function stream(path: string, userId: number): Promise<CoeditingReader> {
    const res = await openCoediting(base, path, authHeaders(userId))
    if (!isReader(res)) throw new Error(`refused: ${res.status} ${JSON.stringify(res.body)}`)
    open.push(res)
    return res
  }

  /** One saved edit through POST /changes (renames the dialog). */
  async function edit(surveyId: string, userId: number): Promise<number> {
    const res = await api(t.app, userId).post(`/api/surveys/${surveyId}/changes`, {
      change_id: `edit-${++edits}`,
      change: { kind: 'config', key: 'survey_name', before: 'Live', after: `Live ${edits}` },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().version
  }

  it('refuses before the stream opens, as JSON {msg, code}: no token 401, non-member 404, bad version 400', async () => {
    const s = await dialog()
    const stranger = (await insertUser(t.database.db, `fremd-${kind}@example.org`)).id
    const none = await openCoediting(base, `/api/surveys/${s}/live`, {})
    expect([none.status, (none as { body: unknown }).body]).toEqual([
      401,
      { msg: 'Missing Authorization Header', code: 'missing_token' },
    ])
    const notMember = await openCoediting(base, `/api/surveys/${s}/live`, authHeaders(stranger))
    expect([notMember.status, (notMember as { body: { code: string } }).body.code]).toEqual([404, 'survey_not_found'])
    const missing = await openCoediting(base, `/api/surveys/nichtda12345/live`, authHeaders(owner))
    expect(missing.status).toBe(404)
    const bad = await openCoediting(base, `/api/surveys/${s}/live?after_version=-1`, authHeaders(owner))
    expect([bad.status, (bad as { body: { code: string } }).body.code]).toEqual([400, 'invalid_input'])
    const live = await api(t.app).post('/api/register_live', { survey_id: s })
    const respondent = await openCoediting(base, `/api/surveys/${s}/live`, authHeaders(live.json().token_live))
    expect([respondent.status, (respondent as { body: { code: string } }).body.code]).toEqual([
      403,
      'editor_token_required',
    ])
  })

  it('sends hello with the version, then every logged edit after after_version in order', async () => {
    const s = await dialog()
    for (let i = 0; i < 3; i++) await edit(s, owner)
    const a = await stream(`/api/surveys/${s}/live?after_version=1`, owner)
    expect(a.status).toBe(200)
    expect(a.headers.get('content-type')).toContain('text/event-stream')
    expect(a.headers.get('cache-control')).toBe('no-store')
    expect(a.headers.get('x-accel-buffering')).toBe('no')
    const hello = await a.next('hello')
    expect(hello.data.version).toBe(3)
    const second = await a.next('changes')
    const third = await a.next('changes')
    expect([second.data.version, third.data.version]).toEqual([2, 3])
    expect(second.data).toMatchObject({ change_id: 'edit-2', actor_id: owner })
    expect(second.data.changes[0]).toMatchObject({ kind: 'config', key: 'survey_name' })
    expect(a.received[0]?.type).toBe('hello')
  })

  it("a colleague's edit appears on the stream exactly once, in version order", async () => {
    const s = await dialog()
    await edit(s, owner)
    const a = await stream(`/api/surveys/${s}/live`, owner)
    expect((await a.next('hello')).data.version).toBe(1)
    const v2 = await edit(s, colleague)
    const v3 = await edit(s, colleague)
    await a.next('changes')
    await a.next('changes')
    // A ping after them: anything sent twice would have come by now.
    await a.next('ping')
    await a.next('ping')
    const versions = a.received.filter((e) => e.type === 'changes').map((e) => (e.data as ChangesEvent).version)
    expect(versions).toEqual([v2, v3])
    expect(a.received.find((e) => e.type === 'changes')?.data).toMatchObject({ actor_id: colleague })
  })

  it('answers reload when the gap is too large, not logged, or the version unknown, and ends the stream', async () => {
    const s = await dialog()
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      surveyId: s,
      seq: i + 1,
      actorId: owner,
      version: i + 1,
      changes: [],
      createdAt: new Date(),
    }))
    await t.database.db.insert(surveyEvents).values(rows)
    await t.database.db
      .update(surveys)
      .set({ version: 1001 })
      .where(sql`${surveys.surveyId} = ${s}`)
    const many = await stream(`/api/surveys/${s}/live?after_version=0`, owner)
    expect((await many.next('reload')).data.reason).toBe('too_many')
    await many.ended
    expect(many.received.filter((e) => e.type === 'changes')).toEqual([])
    const few = await stream(`/api/surveys/${s}/live?after_version=1000`, owner)
    expect((await few.next('changes')).data.version).toBe(1001)

    const unlogged = await dialog()
    await t.database.db
      .update(surveys)
      .set({ version: 4 })
      .where(sql`${surveys.surveyId} = ${unlogged}`)
    const gap = await stream(`/api/surveys/${unlogged}/live?after_version=1`, owner)
    expect((await gap.next('reload')).data.reason).toBe('not_logged')
    const ahead = await stream(`/api/surveys/${unlogged}/live?after_version=9`, owner)
    expect((await ahead.next('reload')).data.reason).toBe('unknown_version')
  })

  it('presence: join, update, leave, with names and stable colours, each stream hearing the others', async () => {
    const s = await dialog()
    const a = await stream(`/api/surveys/${s}/live`, owner)
    const hello = await a.next('hello')
    expect(hello.data.editors).toEqual([])
    const b = await stream(`/api/surveys/${s}/live`, colleague)
    const bHello = await b.next('hello')
    // The colleague's join reaches the owner as a delta with only the new entry.
    const joined = (await a.next('presence')).data
    expect(joined.joined.map((e) => [e.connection_id, e.user_id, e.name])).toEqual([
      [bHello.data.connection_id, colleague, 'bert.b'],
    ])
    expect([joined.changed, joined.left]).toEqual([[], []])
    await expect
      .poll(() => b.editors().map((e) => [e.connection_id, e.name]))
      .toEqual([[hello.data.connection_id, 'Anna Alt']])
    expect(a.editors()[0]?.color).not.toBe(b.editors()[0]?.color)
    const update = await api(t.app, colleague).post(`/api/surveys/${s}/presence`, {
      connection_id: bHello.data.connection_id,
      selected: 'q1',
      typing: { block: 'q1', key: 'context' },
    })
    expect(update.statusCode).toBe(204)
    const moved = (await a.next('presence')).data
    expect(moved.changed).toMatchObject([
      { user_id: colleague, selected: 'q1', typing: { block: 'q1', key: 'context' } },
    ])
    expect([moved.joined, moved.left]).toEqual([[], []])
    // Someone else cannot move the colleague's entry.
    await api(t.app, owner).post(`/api/surveys/${s}/presence`, {
      connection_id: bHello.data.connection_id,
      selected: null,
      typing: null,
    })
    b.close()
    const left = (await a.next('presence')).data
    expect(left).toEqual({ joined: [], changed: [], left: [bHello.data.connection_id] })
    expect(a.editors()).toEqual([])
    expect(a.received.filter((e) => e.type === 'presence')).toHaveLength(3)
  })

  it('a presence call with a bad body is refused with the field named', async () => {
    const s = await dialog()
    const res = await api(t.app, owner).post(`/api/surveys/${s}/presence`, {
      connection_id: 'x',
      selected: 5,
      typing: null,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_input' })
    expect(res.json().msg).toContain('selected')
  })

  it("a removed member's stream is closed with forbidden; the others hear 'members'", async () => {
    const s = await dialog()
    const a = await stream(`/api/surveys/${s}/live`, owner)
    const b = await stream(`/api/surveys/${s}/live`, colleague)
    await b.next('hello')
    const res = await api(t.app, owner).post('/api/delete_sharing_user', { survey_id: s, name: colleagueMail })
    expect(res.statusCode, res.body).toBe(200)
    expect((await b.next('closed')).data.code).toBe('forbidden')
    await b.ended
    expect((await a.next('outside')).data.what).toBe('members')
    expect(a.received.some((e) => e.type === 'closed')).toBe(false)
  })

  it('a deleted dialog closes every stream with not_found', async () => {
    const s = await dialog()
    const a = await stream(`/api/surveys/${s}/live`, owner)
    const b = await stream(`/api/surveys/${s}/live`, colleague)
    await a.next('hello')
    await b.next('hello')
    expect((await api(t.app, owner).delete(`/api/surveys/${s}`)).statusCode).toBe(200)
    expect((await a.next('closed')).data.code).toBe('not_found')
    expect((await b.next('closed')).data.code).toBe('not_found')
    await Promise.all([a.ended, b.ended])
  })

  it('a stream whose token expires gets closed with token_expired', async () => {
    const s = await dialog()
    // Issued 14 min 59 s ago: 1 s of its 15 minutes left.
    const token = createTokenIssuer(TEST_SECRET, () => Date.now() - (15 * 60 - 1) * 1000).issue(owner, {
      fresh: true,
    }).token
    const res = await openCoediting(base, `/api/surveys/${s}/live`, authHeaders(token))
    if (!isReader(res)) throw new Error(`refused ${res.status}`)
    open.push(res)
    expect((await res.next('closed', 4000)).data.code).toBe('token_expired')
    await res.ended
  })

  it('logging out ends the streams opened with that token at once; a stream of another login stays', async () => {
    const s = await dialog()
    const token = editorToken(colleague)
    const loggedOut = await openCoediting(base, `/api/surveys/${s}/live`, authHeaders(token))
    if (!isReader(loggedOut)) throw new Error(`refused ${loggedOut.status}`)
    open.push(loggedOut)
    const other = await stream(`/api/surveys/${s}/live`, colleague)
    await loggedOut.next('hello')
    await other.next('hello')
    const res = await api(t.app, token).post('/api/logout')
    expect(res.statusCode, res.body).toBe(200)
    expect((await loggedOut.next('closed')).data.code).toBe('token_expired')
    await loggedOut.ended
    // The other login's stream still hears edits.
    const version = await edit(s, owner)
    expect((await other.next('changes')).data.version).toBe(version)
    expect(other.received.some((e) => e.type === 'closed')).toBe(false)
  })

  it("connecting a dialog the colleague is no member of ends the colleague's multichat stream with forbidden", async () => {
    const s = await dialog()
    const dm = await api(t.app, owner).post('/api/dialogmanagers', { name: 'Live-Multi-Recht', survey_ids: [s] })
    expect(dm.statusCode, dm.body).toBe(201)
    const id = dm.json().dialog_manager_id
    const mine = await stream(`/api/multichat/${id}/live`, owner)
    const theirs = await stream(`/api/multichat/${id}/live`, colleague)
    await mine.next('hello')
    await theirs.next('hello')
    const { surveyId: other } = await insertSurvey(t.database.db, { ownerId: owner, surveyName: 'Nur Anna' })
    const connect = await api(t.app, owner).post(`/api/dialogmanagers/${id}/surveys`, { survey_id: other })
    expect(connect.statusCode, connect.body).toBe(201)
    expect((await theirs.next('closed')).data.code).toBe('forbidden')
    await theirs.ended
    expect((await mine.next('outside')).data.what).toBe('dialogs')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(mine.received.some((e) => e.type === 'closed')).toBe(false)
  })

  it("triggers reach the dialog's and the multichat's streams, a lead switch the multichat's, as outside events", async () => {
    const s = await dialog()
    const a = await stream(`/api/surveys/${s}/live`, owner)
    await a.next('hello')
    const dm = await api(t.app, owner).post('/api/dialogmanagers', { name: 'Live-Multi', survey_ids: [s] })
    expect(dm.statusCode, dm.body).toBe(201)
    const m = await stream(`/api/multichat/${dm.json().dialog_manager_id}/live`, owner)
    expect((await m.next('hello')).data.version).toBeNull()
    const block = await api(t.app, owner).post('/api/update_survey_blocks', {
      survey_id: s,
      action: 'create',
      unique_question_id: 'q1',
      order: 0,
      changed_values: { unique_question_id: 'q1', survey_id: s, order: 0, type: 'open', context: 'Frage' },
    })
    expect(block.statusCode, block.body).toBe(200)
    await a.next('changes')
    const trigger = await api(t.app, owner).post('/api/create_trigger', {
      dialog_manager_id: dm.json().dialog_manager_id,
      survey_id: s,
      unique_question_id: 'q1',
      trigger: `moveTo;${s};q1`,
      init_survey: false,
    })
    expect(trigger.statusCode, trigger.body).toBe(201)
    expect((await a.next('outside')).data.what).toBe('triggers')
    expect((await m.next('outside')).data.what).toBe('triggers')
    const lead = await api(t.app, owner).post(`/api/dialogmanagers/${dm.json().dialog_manager_id}/lead`, {
      survey_id: s,
    })
    expect(lead.statusCode, lead.body).toBe(200)
    expect((await m.next('outside')).data.what).toBe('dialogs')
  })

  it("training examples and invitations reach the dialog's stream as outside events", async () => {
    const s = await dialog()
    await insertDialog(t.database.db, s, {
      blocks: [
        { type: 'open', unique_question_id: 'q1' },
        { type: 'open', unique_question_id: 'q2' },
      ],
      jumps: [['q1', 'ja', 'q2']],
      examples: [],
    })
    const a = await stream(`/api/surveys/${s}/live`, colleague)
    await a.next('hello')
    const added = await api(t.app, owner).post(`/api/surveys/${s}/training/q1/examples`, {
      examples: [{ handle: 'ja', text: 'Gern' }],
    })
    expect(added.statusCode, added.body).toBe(201)
    expect((await a.next('outside')).data.what).toBe('training')
    const invited = await api(t.app, owner).post('/api/invite_user', {
      survey_id: s,
      name: `neu-${kind}@example.org`,
      new_role: 'Analysieren',
    })
    expect(invited.statusCode, invited.body).toBe(201)
    expect((await a.next('outside')).data.what).toBe('members')
  })
})
