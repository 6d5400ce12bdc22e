import type { Role } from '../../server/auth/permissions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multichatSurveys, multichats } from '../../server/db/schema'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { type Method, api } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const UNKNOWN = 2_000_000_000

/**
 * docs/multichat.md "Managing multichats", docs/api/multichats.md: creating a multichat with
 * only a name, renaming, copying and deleting it (its owner), and adding, removing dialogs and
 * choosing the lead (edit rights). Each action: allowed for the owner, 403 for other roles, 404
 * for an unknown id and for strangers, 400 {msg, code} for a bad body, and identity and role
 * before the body.
 */
describe.each(databaseKinds())('managing multichats on %s', (kind) => {
  let t: TestApp
  let owner: User
  let stranger: User
  const members = new Map<Role, User>()
  const others: Role[] = ['Voller Zugriff', 'Bearbeiten + Trainieren', 'Trainieren', 'Analysieren']

  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'besitzerin@example.org')
    stranger = await insertUser(t.database.db, 'fremd@example.org')
    for (const role of others)
      members.set(role, await insertUser(t.database.db, `${role.replace(/\W+/g, '')}@example.org`))
  })
  afterAll(async () => {
    await t?.close()
  })

  const as = (user: User | null) => api(t.app, user)
  const member = (role: Role) => members.get(role)!

  /** Dialogs of the owner, shared with every other role. */
  async function dialogs(...names: string[]): Promise<string[]> {
    const ids: string[] = []
    for (const surveyName of names) {
      const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id, surveyName })
      for (const role of others) await addMember(t.database.db, surveyId, member(role), role)
      ids.push(surveyId)
    }
    return ids
  }

  async function create(name: string, survey_ids?: string[]): Promise<number> {
    const res = await as(owner).post('/api/dialogmanagers', survey_ids ? { name, survey_ids } : { name })
    expect(res.statusCode).toBe(201)
    return res.json().dialog_manager_id
  }

  const expectError = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual({ msg: expect.any(String), code })
  }

  describe('create', () => {
    it('with only a name makes an empty multichat that its owner sees, and nobody else', async () => {
      const dm = await create('  Neues Spiel  ')
      const one = await as(owner).get(`/api/dialogmanagers/${dm}`)
      expect(one.json()).toEqual({ dialog_manager_id: dm, name: 'Neues Spiel', is_owner: true, connected_surveys: [] })
      const listed = (await as(owner).get('/api/dialogmanagers')).json().dialog_managers
      expect(listed).toContainEqual({
        dialog_manager_id: dm,
        name: 'Neues Spiel',
        is_owner: true,
        connected_surveys: [],
        responses: 0,
        responses_capped: false,
      })
      const theirs = (await as(stranger).get('/api/dialogmanagers')).json().dialog_managers
      expect(theirs.map((m: { dialog_manager_id: number }) => m.dialog_manager_id)).not.toContain(dm)
      expectError(await as(stranger).get(`/api/dialogmanagers/${dm}`), 404, 'dialog_manager_not_found')
    })

    it('refuses a missing, blank or too long name with 400 naming the field', async () => {
      for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(201) }, { name: 5 }]) {
        const res = await as(owner).post('/api/dialogmanagers', body)
        expectError(res, 400, 'invalid_input')
        expect(res.json().msg).toContain("'name'")
      }
    })

    it('checks the identity before the body', async () => {
      expect((await as(null).post('/api/dialogmanagers', { name: '' })).statusCode).toBe(401)
    })
  })

  describe("the owner's actions: rename, copy, delete", () => {
    it('rename: the owner renames, the list shows the new name', async () => {
      const dm = await create('Alt', await dialogs('A'))
      const res = await as(owner).put(`/api/dialogmanagers/${dm}/name`, { name: ' Neu ' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ dialog_manager_id: dm, name: 'Neu' })
      expect((await as(member('Trainieren')).get(`/api/dialogmanagers/${dm}`)).json().name).toBe('Neu')
    })

    it('rename, copy and delete: every other role 403 (even with a bad body), strangers and unknown ids 404', async () => {
      const dm = await create('Geschützt', await dialogs('A', 'B'))
      const calls: [Method, (id: number) => string, object | undefined][] = [
        ['PUT', (id) => `/api/dialogmanagers/${id}/name`, { name: 'Übernommen' }],
        ['POST', (id) => `/api/dialogmanagers/${id}/copy`, undefined],
        ['DELETE', (id) => `/api/dialogmanagers/${id}`, undefined],
      ]
      for (const [method, url, body] of calls) {
        for (const role of others) {
          expectError(await as(member(role)).call(method, url(dm), body), 403, 'forbidden')
          expectError(await as(member(role)).call(method, url(dm), { name: '' }), 403, 'forbidden')
        }
        expectError(await as(stranger).call(method, url(dm), body), 404, 'dialog_manager_not_found')
        expectError(await as(owner).call(method, url(UNKNOWN), body), 404, 'dialog_manager_not_found')
        expect((await as(null).call(method, url(dm), body)).statusCode).toBe(401)
      }
      const after = (await as(owner).get(`/api/dialogmanagers/${dm}`)).json()
      expect(after.name).toBe('Geschützt')
      expect(after.connected_surveys).toHaveLength(2)
    })

    it('rename: a bad body is 400 {msg, code}; a bad id 400', async () => {
      const dm = await create('Namen', await dialogs('A'))
      for (const body of [{}, { name: '' }, { name: 'x'.repeat(201) }, { name: ['a'] }]) {
        expectError(await as(owner).put(`/api/dialogmanagers/${dm}/name`, body), 400, 'invalid_input')
      }
      expectError(await as(owner).put('/api/dialogmanagers/abc/name', { name: 'X' }), 400, 'invalid_input')
      expectError(await as(owner).put('/api/dialogmanagers/0/name', { name: 'X' }), 400, 'invalid_input')
    })

    it('copy: same dialogs in the same order, copies of the triggers, owned by the caller', async () => {
      const [a, b] = await dialogs('Kommissarin', 'Zeuge')
      const dm = await create('Tatort', [a!, b!])
      const trigger = {
        id: `orig-${dm}`,
        dialog_manager_id: dm,
        survey_id: a,
        unique_question_id: 'q1',
        trigger: `waitFor;${b};q2`,
        init_survey: true,
      }
      expect((await as(owner).post('/api/create_trigger', trigger)).statusCode).toBe(201)
      const res = await as(owner).post(`/api/dialogmanagers/${dm}/copy`)
      expect(res.statusCode).toBe(201)
      const copy: number = res.json().dialog_manager_id
      expect(copy).not.toBe(dm)
      const copied = (await as(owner).get(`/api/dialogmanagers/${copy}`)).json()
      expect(copied).toMatchObject({ name: 'Kopie von Tatort', is_owner: true })
      expect(copied.connected_surveys.map((s: { survey_id: string }) => s.survey_id)).toEqual([a, b])
      const rules = (await as(owner).get(`/api/get_dialogmanager_trigger/${copy}`)).json().trigger_objects
      expect(rules).toEqual([{ ...trigger, id: expect.any(String), dialog_manager_id: copy }])
      expect(rules[0].id).not.toBe(trigger.id)
      // The original keeps its trigger; deleting the copy's leaves it alone.
      expect((await as(owner).delete(`/api/delete_trigger/${rules[0].id}`)).statusCode).toBe(200)
      expect((await as(owner).get(`/api/get_dialogmanager_trigger/${dm}`)).json().trigger_objects).toHaveLength(1)
    })

    it('delete: the multichat and its triggers go, its dialogs stay', async () => {
      const [a, b] = await dialogs('Bleibt A', 'Bleibt B')
      const dm = await create('Weg', [a!, b!])
      await as(owner).post('/api/create_trigger', {
        dialog_manager_id: dm,
        survey_id: a,
        unique_question_id: 'q1',
        trigger: `moveTo;${b};q1`,
      })
      const res = await as(owner).delete(`/api/dialogmanagers/${dm}`)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ msg: 'success' })
      expectError(await as(owner).get(`/api/dialogmanagers/${dm}`), 404, 'dialog_manager_not_found')
      expectError(await as(owner).delete(`/api/dialogmanagers/${dm}`), 404, 'dialog_manager_not_found')
      const status = (await as(owner).get(`/api/find_dialogmanager_status/${a}`)).json()
      expect(status.connected_status.dialog_manager_id).toBeNull()
      const mine = (await as(owner).get('/api/surveys')).json().surveys.map((s: { survey_id: string }) => s.survey_id)
      expect(mine).toEqual(expect.arrayContaining([a, b]))
    })

    it('a multichat without recorded owner is owned by the Besitzer of its lead dialog', async () => {
      const [a] = await dialogs('Lead')
      const [row] = await t.database.db.insert(multichats).values({ name: 'Alt' }).returning({ id: multichats.id })
      const dm = row!.id
      await t.database.db.insert(multichatSurveys).values({ multichatId: dm, surveyId: a!, order: 0 })
      expect((await as(owner).get(`/api/dialogmanagers/${dm}`)).json().is_owner).toBe(true)
      expect((await as(member('Voller Zugriff')).get(`/api/dialogmanagers/${dm}`)).json().is_owner).toBe(false)
      expect((await as(owner).put(`/api/dialogmanagers/${dm}/name`, { name: 'Neu' })).statusCode).toBe(200)
      expectError(
        await as(member('Voller Zugriff')).put(`/api/dialogmanagers/${dm}/name`, { name: 'X' }),
        403,
        'forbidden',
      )
    })
  })

  describe('dialogs of a multichat: add, remove, choose the lead', () => {
    it('the owner adds dialogs to an empty multichat, chooses the lead, removes them; it stays when empty', async () => {
      const [a, b] = await dialogs('Erster', 'Zweiter')
      const dm = await create('Aufbau')
      const first = await as(owner).post(`/api/dialogmanagers/${dm}/surveys`, { survey_id: a })
      expect(first.statusCode).toBe(201)
      const second = await as(owner).post(`/api/dialogmanagers/${dm}/surveys`, { survey_id: b })
      expect(second.json().connected_surveys.map((s: { survey_id: string }) => s.survey_id)).toEqual([a, b])
      const lead = await as(owner).post(`/api/dialogmanagers/${dm}/lead`, { survey_id: b })
      expect(lead.statusCode).toBe(200)
      expect(lead.json().connected_surveys.map((s: { survey_id: string }) => s.survey_id)).toEqual([b, a])
      expect((await as(owner).delete(`/api/dialogmanagers/${dm}/surveys/${a}`)).statusCode).toBe(200)
      expect((await as(owner).delete(`/api/dialogmanagers/${dm}/surveys/${b}`)).json().connected_surveys).toEqual([])
      expect((await as(owner).get(`/api/dialogmanagers/${dm}`)).json()).toMatchObject({
        name: 'Aufbau',
        connected_surveys: [],
      })
    })

    it('roles without edit get 403 (also with a bad body), roles with edit may, strangers and unknown ids 404', async () => {
      const [a, b, c] = await dialogs('A', 'B', 'C')
      const dm = await create('Rollen', [a!, b!])
      const add = (user: User | null, body: object = { survey_id: c }, id = dm) =>
        as(user).post(`/api/dialogmanagers/${id}/surveys`, body)
      const lead = (user: User | null, body: object = { survey_id: b }, id = dm) =>
        as(user).post(`/api/dialogmanagers/${id}/lead`, body)
      const remove = (user: User | null, survey = b, id = dm) =>
        as(user).delete(`/api/dialogmanagers/${id}/surveys/${survey}`)
      for (const role of ['Trainieren', 'Analysieren'] as const) {
        expectError(await add(member(role)), 403, 'forbidden')
        expectError(await add(member(role), { survey_id: 5 }), 403, 'forbidden')
        expectError(await lead(member(role)), 403, 'forbidden')
        expectError(await lead(member(role), {}), 403, 'forbidden')
        expectError(await remove(member(role)), 403, 'forbidden')
      }
      for (const call of [add, lead, remove]) {
        expectError(await call(stranger), 404, 'dialog_manager_not_found')
        expect((await call(null)).statusCode).toBe(401)
      }
      expectError(await add(owner, { survey_id: c }, UNKNOWN), 404, 'dialog_manager_not_found')
      expectError(await lead(owner, { survey_id: b }, UNKNOWN), 404, 'dialog_manager_not_found')
      expectError(await remove(owner, b, UNKNOWN), 404, 'dialog_manager_not_found')
      expect((await as(owner).get(`/api/dialogmanagers/${dm}`)).json().connected_surveys).toHaveLength(2)
      // Voller Zugriff may edit the dialogs, and so their multichat.
      expect((await add(member('Voller Zugriff'))).statusCode).toBe(201)
      expect((await lead(member('Voller Zugriff'), { survey_id: c })).statusCode).toBe(200)
      expect((await remove(member('Voller Zugriff'), a)).statusCode).toBe(200)
    })

    it('a bad body is 400 {msg, code}: no dialog, a malformed id, a dialog outside the multichat', async () => {
      const [a, b] = await dialogs('A', 'B')
      const [outside] = await dialogs('Draußen')
      const dm = await create('Eingaben', [a!, b!])
      for (const body of [{}, { survey_id: '' }, { survey_id: 'a b' }, { survey_id: 7 }]) {
        expectError(await as(owner).post(`/api/dialogmanagers/${dm}/surveys`, body), 400, 'invalid_input')
        expectError(await as(owner).post(`/api/dialogmanagers/${dm}/lead`, body), 400, 'invalid_input')
      }
      expectError(await as(owner).post(`/api/dialogmanagers/${dm}/lead`, { survey_id: outside }), 400, 'invalid_input')
      expectError(await as(owner).delete(`/api/dialogmanagers/${dm}/surveys/${outside}`), 400, 'invalid_input')
      expectError(await as(owner).post(`/api/dialogmanagers/${dm}/surveys`, { survey_id: a }), 409, 'already_connected')
    })
  })
})
