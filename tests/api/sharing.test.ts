import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../server/db/schema'
import { createMultichat } from '../../server/repositories/multichats'
import { api } from '../support/fixtures'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe.each(databaseKinds())('sharing a dialog on %s', (kind) => {
  let t: TestApp
  let owner: { id: number; username: string }
  let trainer: { id: number; username: string }
  let stranger: { id: number; username: string }
  let full: { id: number; username: string }

  beforeAll(async () => {
    t = await startTestApp(kind)
    owner = await insertUser(t.database.db, 'owner@example.org', { firstName: 'Olga', lastName: 'Owner' })
    trainer = await insertUser(t.database.db, 'trainer@example.org')
    stranger = await insertUser(t.database.db, 'stranger@example.org')
    full = await insertUser(t.database.db, 'full@example.org')
  })
  afterAll(async () => {
    await t?.close()
  })

  const permissions = async (surveyId: string, userId = owner.id) =>
    (await api(t.app, userId).post('/api/get_dialog_permissions', { survey_id: surveyId })).json()
  const addMember = (surveyId: string, user: { id: number; username: string }, role: 'Trainieren' | 'Voller Zugriff') =>
    t.database.db.insert(members).values({ surveyId, email: user.username, userId: user.id, role, inviteAccepted: 1 })

  async function sharedSurvey() {
    const { surveyId } = await insertSurvey(t.database.db, { ownerId: owner.id, surveyName: 'Wohnen in Kiel' })
    await addMember(surveyId, trainer, 'Trainieren')
    await addMember(surveyId, full, 'Voller Zugriff')
    return surveyId
  }

  it('lists the members with the owner first and tells the owner they may share', async () => {
    const surveyId = await sharedSurvey()
    expect(await permissions(surveyId)).toEqual({
      roles_current_survey_id: [
        { name: 'owner@example.org', role: 'Besitzer', invite_accepted: 1 },
        { name: 'full@example.org', role: 'Voller Zugriff', invite_accepted: 1 },
        { name: 'trainer@example.org', role: 'Trainieren', invite_accepted: 1 },
      ],
      sharing_permission: 1,
    })
  })

  it('lets every member read the list but gives sharing permission only to full access and the owner', async () => {
    const surveyId = await sharedSurvey()
    expect((await permissions(surveyId, trainer.id)).sharing_permission).toBe(0)
    expect((await permissions(surveyId, full.id)).sharing_permission).toBe(1)
    const res = await api(t.app, stranger.id).post('/api/get_dialog_permissions', { survey_id: surveyId })
    expect(res.statusCode).toBe(404)
  })

  it('answers a missing or malformed address and a missing role with the texts of docs/product/validation.md', async () => {
    const surveyId = await sharedSurvey()
    const invite = (body: object) => api(t.app, owner.id).post('/api/invite_user', { survey_id: surveyId, ...body })
    expect((await invite({ name: '   ', new_role: 'Trainieren' })).json()).toEqual({
      msg: 'Bitte gültige E-Mail angeben',
      code: 'invalid_input',
    })
    expect((await invite({ new_role: 'Trainieren' })).json()).toEqual({
      msg: 'Bitte gültige E-Mail angeben',
      code: 'invalid_input',
    })
    const bad = await invite({ name: 'anna@beispiel', new_role: 'Trainieren' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ msg: 'Bitte gültige Email angeben', code: 'invalid_input' })
    expect((await invite({ name: 'anna@beispiel.de' })).json()).toEqual({
      msg: 'Bitte eine Berechtigung auswählen',
      code: 'invalid_input',
    })
    expect((await invite({ name: 'anna@beispiel.de', new_role: 'Besitzer' })).json()).toEqual({
      msg: 'Bitte eine Berechtigung auswählen',
      code: 'invalid_input',
    })
    const noSurvey = await api(t.app, owner.id).post('/api/invite_user', {
      name: 'anna@beispiel.de',
      new_role: 'Trainieren',
    })
    expect(noSurvey.statusCode).toBe(400)
    expect(noSurvey.json().msg).toContain("'survey_id'")
  })

  it('invites a trimmed, lower-cased address as a pending member and mails a magic link', async () => {
    const surveyId = await sharedSurvey()
    const before = t.mailer.sent.length
    const res = await api(t.app, owner.id).post('/api/invite_user', {
      survey_id: surveyId,
      name: '  Anna.Neu@Beispiel.de ',
      new_role: 'Analysieren',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ msg: 'Einladung versendet.', survey_ids: [surveyId] })
    const list = await permissions(surveyId)
    expect(list.roles_current_survey_id).toContainEqual({
      name: 'anna.neu@beispiel.de',
      role: 'Analysieren',
      invite_accepted: 0,
    })
    const mail = t.mailer.sent[before]
    expect(t.mailer.sent).toHaveLength(before + 1)
    expect(mail?.to).toBe('anna.neu@beispiel.de')
    expect(mail?.subject).toContain('Wohnen in Kiel')
    expect(mail?.text).toContain('Olga Owner')
    expect(mail?.text).toMatch(/\/magic_link\?token=/)
  })

  it('keeps an invited existing account pending, so it does not yet open the dialog', async () => {
    const surveyId = await insertSurvey(t.database.db, { ownerId: owner.id }).then((s) => s.surveyId)
    const res = await api(t.app, owner.id).post('/api/invite_user', {
      survey_id: surveyId,
      name: 'stranger@example.org',
      new_role: 'Trainieren',
    })
    expect(res.statusCode).toBe(201)
    expect((await permissions(surveyId)).roles_current_survey_id).toContainEqual({
      name: 'stranger@example.org',
      role: 'Trainieren',
      invite_accepted: 0,
    })
    expect(
      (await api(t.app, stranger.id).post('/api/get_dialog_permissions', { survey_id: surveyId })).statusCode,
    ).toBe(404)
  })

  it('refuses to invite an address that is already a member', async () => {
    const surveyId = await sharedSurvey()
    const res = await api(t.app, owner.id).post('/api/invite_user', {
      survey_id: surveyId,
      name: 'TRAINER@example.org',
      new_role: 'Analysieren',
    })
    expect(res.statusCode).toBe(409)
  })

  it('needs sharing permission for invites, role changes and removal: 403 for a trainer, 404 for a stranger', async () => {
    const surveyId = await sharedSurvey()
    const calls = [
      ['/api/invite_user', { name: 'x@beispiel.de', new_role: 'Trainieren' }],
      ['/api/change_permission_user', { name: 'full@example.org', new_role: 'Trainieren' }],
      ['/api/delete_sharing_user', { name: 'full@example.org' }],
      ['/api/resend_invite', { name: 'full@example.org' }],
    ] as const
    for (const [url, body] of calls) {
      expect((await api(t.app, trainer.id).post(url, { survey_id: surveyId, ...body })).statusCode).toBe(403)
      expect((await api(t.app, stranger.id).post(url, { survey_id: surveyId, ...body })).statusCode).toBe(404)
    }
    const unauthenticated = await api(t.app).post('/api/delete_sharing_user', {
      survey_id: surveyId,
      name: 'full@example.org',
    })
    expect(unauthenticated.statusCode).toBe(401)
  })

  it('changes a role and removes a member when asked by someone with full access', async () => {
    const surveyId = await sharedSurvey()
    const change = await api(t.app, full.id).post('/api/change_permission_user', {
      survey_id: surveyId,
      name: 'trainer@example.org',
      new_role: 'Bearbeiten + Trainieren',
    })
    expect(change.statusCode).toBe(200)
    expect((await permissions(surveyId)).roles_current_survey_id).toContainEqual({
      name: 'trainer@example.org',
      role: 'Bearbeiten + Trainieren',
      invite_accepted: 1,
    })
    const removed = await api(t.app, full.id).post('/api/delete_sharing_user', {
      survey_id: surveyId,
      name: 'trainer@example.org',
    })
    expect(removed.statusCode).toBe(200)
    const names = (await permissions(surveyId)).roles_current_survey_id.map((m: { name: string }) => m.name)
    expect(names).not.toContain('trainer@example.org')
    expect(
      (await api(t.app, full.id).post('/api/delete_sharing_user', { survey_id: surveyId, name: 'trainer@example.org' }))
        .statusCode,
    ).toBe(404)
  })

  it('never changes or removes the owner row or the caller’s own row', async () => {
    const surveyId = await sharedSurvey()
    const ownerChange = await api(t.app, full.id).post('/api/change_permission_user', {
      survey_id: surveyId,
      name: 'owner@example.org',
      new_role: 'Trainieren',
    })
    expect(ownerChange.statusCode).toBe(409)
    expect(ownerChange.json().msg).toMatch(/Besitzer/)
    expect(
      (await api(t.app, full.id).post('/api/delete_sharing_user', { survey_id: surveyId, name: 'owner@example.org' }))
        .statusCode,
    ).toBe(409)
    const own = await api(t.app, full.id).post('/api/change_permission_user', {
      survey_id: surveyId,
      name: 'full@example.org',
      new_role: 'Trainieren',
    })
    expect(own.statusCode).toBe(409)
    expect(own.json().msg).toMatch(/eigene/)
    expect(
      (await api(t.app, owner.id).post('/api/delete_sharing_user', { survey_id: surveyId, name: 'owner@example.org' }))
        .statusCode,
    ).toBe(409)
    const roles = (await permissions(surveyId)).roles_current_survey_id
    expect(roles).toContainEqual({ name: 'owner@example.org', role: 'Besitzer', invite_accepted: 1 })
    expect(roles).toContainEqual({ name: 'full@example.org', role: 'Voller Zugriff', invite_accepted: 1 })
  })

  it('resends only pending invitations, with a new mail', async () => {
    const surveyId = await sharedSurvey()
    await api(t.app, owner.id).post('/api/invite_user', {
      survey_id: surveyId,
      name: 'pending@beispiel.de',
      new_role: 'Trainieren',
    })
    const before = t.mailer.sent.length
    const resend = await api(t.app, owner.id).post('/api/resend_invite', {
      survey_id: surveyId,
      name: 'pending@beispiel.de',
      new_role: 'Analysieren',
    })
    expect(resend.statusCode).toBe(200)
    expect(t.mailer.sent).toHaveLength(before + 1)
    expect(t.mailer.sent[before]?.to).toBe('pending@beispiel.de')
    expect((await permissions(surveyId)).roles_current_survey_id).toContainEqual({
      name: 'pending@beispiel.de',
      role: 'Analysieren',
      invite_accepted: 0,
    })
    const accepted = await api(t.app, owner.id).post('/api/resend_invite', {
      survey_id: surveyId,
      name: 'trainer@example.org',
    })
    expect(accepted.statusCode).toBe(409)
    expect(t.mailer.sent).toHaveLength(before + 1)
  })

  it('applies a change to every dialog of the multichat where the caller may share', async () => {
    const a = await sharedSurvey()
    const b = await sharedSurvey()
    const foreign = await insertSurvey(t.database.db, { ownerId: stranger.id }).then((s) => s.surveyId)
    await addMember(foreign, trainer, 'Trainieren')
    await addMember(foreign, owner, 'Trainieren')
    const dm = await createMultichat(t.database.db, {
      name: 'Tatort',
      ownerId: owner.id,
      surveyIds: [a, b, foreign],
    })
    const multichat = { apply_to_multichat: true, dialog_manager_id: dm }

    const change = await api(t.app, owner.id).post('/api/change_permission_user', {
      survey_id: a,
      name: 'trainer@example.org',
      new_role: 'Analysieren',
      ...multichat,
    })
    expect(change.json().survey_ids.sort()).toEqual([a, b].sort())
    for (const id of [a, b]) {
      expect((await permissions(id)).roles_current_survey_id).toContainEqual({
        name: 'trainer@example.org',
        role: 'Analysieren',
        invite_accepted: 1,
      })
    }
    // Where the caller is only a trainer, nothing changes.
    expect((await permissions(foreign, stranger.id)).roles_current_survey_id).toContainEqual({
      name: 'trainer@example.org',
      role: 'Trainieren',
      invite_accepted: 1,
    })

    const invite = await api(t.app, owner.id).post('/api/invite_user', {
      survey_id: b,
      name: 'team@beispiel.de',
      new_role: 'Trainieren',
      ...multichat,
    })
    expect(invite.json().survey_ids.sort()).toEqual([a, b].sort())

    const removed = await api(t.app, owner.id).post('/api/delete_sharing_user', {
      survey_id: a,
      name: 'trainer@example.org',
      ...multichat,
    })
    expect(removed.json().survey_ids.sort()).toEqual([a, b].sort())
    expect((await permissions(b)).roles_current_survey_id.map((m: { name: string }) => m.name)).not.toContain(
      'trainer@example.org',
    )
  })

  it('refuses a multichat change naming a multichat the dialog does not belong to', async () => {
    const a = await sharedSurvey()
    const other = await sharedSurvey()
    const dm = await createMultichat(t.database.db, { name: 'Anderer', ownerId: owner.id, surveyIds: [other] })
    const res = await api(t.app, owner.id).post('/api/change_permission_user', {
      survey_id: a,
      name: 'trainer@example.org',
      new_role: 'Analysieren',
      apply_to_multichat: true,
      dialog_manager_id: dm,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toContain("'dialog_manager_id'")
  })
})
