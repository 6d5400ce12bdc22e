import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { api } from '../support/fixtures'
import { type DialogSpec, insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

const options = (...ids: string[]) => ids.map((id) => ({ id, label: `Antwort ${id}` }))

/** Kommissarin: option c jumps to the end question, b to k5; Zeuge: three open questions. */
const ask: DialogSpec = {
  blocks: [
    { unique_question_id: 'k1', type: 'single_choice', options: options('a', 'b', 'c') },
    { unique_question_id: 'k2', type: 'open' },
    { unique_question_id: 'k3', type: 'open' },
    { unique_question_id: 'k4', type: 'open', is_end: true },
    { unique_question_id: 'k5', type: 'open' },
  ],
  jumps: [
    ['k1', 'c', 'k4'],
    ['k1', 'b', 'k5'],
  ],
}
const witness: DialogSpec = {
  blocks: ['z1', 'z2', 'z3'].map((id) => ({ unique_question_id: id, type: 'open' as const })),
}

describe.each(databaseKinds())('POST /api/dialogmanager/simulate_path on %s', (kind) => {
  let t: TestApp
  let owner: User
  let trainer: User
  let analyst: User
  let halfTrainer: User
  let dm: number
  let lead: string
  let other: string
  let gate: string
  let hold: string

  const simulate = (target: string, userId = owner.id, multichat = dm) =>
    api(t.app, userId).post('/api/dialogmanager/simulate_path', {
      dialog_manager_id: multichat,
      target_unique_question_id: target,
    })

  beforeAll(async () => {
    t = await startTestApp(kind)
    const db = t.database.db
    owner = await insertUser(db, 'spielleitung@example.org')
    trainer = await insertUser(db, 'trainer@example.org')
    analyst = await insertUser(db, 'analyse@example.org')
    halfTrainer = await insertUser(db, 'halb@example.org')
    lead = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Kommissarin' })).surveyId
    other = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Zeuge' })).surveyId
    await insertDialog(db, lead, ask)
    await insertDialog(db, other, witness)
    for (const survey of [lead, other]) {
      await addMember(db, survey, trainer, 'Trainieren')
      await addMember(db, survey, analyst, 'Analysieren')
    }
    await addMember(db, lead, halfTrainer, 'Trainieren')
    await addMember(db, other, halfTrainer, 'Analysieren')
    const created = await api(t.app, owner.id).post('/api/dialogmanagers', {
      name: 'Tatort',
      survey_ids: [lead, other],
    })
    dm = created.json().dialog_manager_id
    // Kommissarin k5 waits until the Zeuge has answered z2.
    const trigger = { dialog_manager_id: dm, survey_id: other, unique_question_id: 'z2', trigger: `waitFor;${lead};k5` }
    const created1 = await api(t.app, owner.id).post('/api/create_trigger', trigger)
    expect(created1.statusCode).toBe(201)
    gate = created1.json().trigger.id
    // Zeuge z3 waits for an external signal: the simulation passes it, so the world must count it as signalled.
    const waitApi = {
      dialog_manager_id: dm,
      survey_id: other,
      unique_question_id: 'z3',
      trigger: `waitAPI;${other};z3`,
    }
    const created2 = await api(t.app, owner.id).post('/api/create_trigger', waitApi)
    expect(created2.statusCode).toBe(201)
    hold = created2.json().trigger.id
  })
  afterAll(async () => {
    await t?.close()
  })

  it('returns the shortest way as chat history per dialog, ending with the target question', async () => {
    const before = Date.now()
    const res = await simulate('k4')
    expect(res.statusCode).toBe(200)
    const { histories, answers } = res.json()
    expect(answers).toBe(1)
    expect(histories[lead].map((e: { user_or_bot: string; context: string }) => [e.user_or_bot, e.context])).toEqual([
      ['bot', 'Frage k1'],
      ['user', 'Antwort c'],
      ['bot', 'Frage k4'],
    ])
    expect(histories[lead][1]).toMatchObject({
      type: 'single_choice-r',
      unique_question_id: 'k1',
      finished_question_id: 'k1',
      nachfrage_id: null,
    })
    // The simulated way lies in the past: its last entry is a second before the request.
    expect(histories[lead].at(-1).created_on).toBeLessThan(before)
    expect(histories[other]).toEqual([
      expect.objectContaining({ user_or_bot: 'bot', context: 'Frage z1', current_question_id: 'z1' }),
    ])
  })

  it('goes through the other dialog when a waitFor trigger holds the target back', async () => {
    const res = await simulate('k5')
    expect(res.statusCode).toBe(200)
    const { histories, answers } = res.json()
    type Entry = { user_or_bot: string; unique_question_id: string; context: string; created_on: number }
    const replies = (survey: string) => histories[survey].filter((e: Entry) => e.user_or_bot === 'user')
    expect(answers).toBe(3)
    expect(replies(lead).map((e: Entry) => e.context)).toEqual(['Antwort b'])
    expect(replies(other).map((e: Entry) => e.unique_question_id)).toEqual(['z1', 'z2'])
    expect(histories[lead].at(-1)).toMatchObject({ user_or_bot: 'bot', unique_question_id: 'k5', context: 'Frage k5' })
  })

  it('returns the world after the path, and the test chat goes on from it', async () => {
    const { world } = (await simulate('k5')).json()
    expect(world.dialogs[lead]).toMatchObject({ current: 'k5', phase: 'answer', finished: false })
    expect(world.dialogs[other]).toMatchObject({ current: 'z3', finished: false })
    expect(world.released).toEqual([gate])
    expect(world.signalled).toEqual([hold])
    expect(world.waiting_since).toEqual({})
    const test = (payload: object) => api(t.app, owner.id).post(`/api/multichat/${dm}/test_chat`, payload)
    const resumed = (await test({ world })).json()
    expect(resumed.chats.map((c: { status: string }) => c.status)).toEqual(['open', 'open'])
    const answered = await test({
      world,
      survey_id: lead,
      unique_question_id: 'k5',
      user_input: 'eine ausreichend lange Antwort',
    })
    expect(answered.statusCode).toBe(200)
    expect(answered.json().chats[0]).toMatchObject({ survey_id: lead, finished_question_id: 'k5' })
    expect(answered.json().world.dialogs[lead].visited).toContain('k5')
  })

  it('answers 400 with a German message for a target no way of answers reaches, and 404 for a question of no connected dialog', async () => {
    const db = t.database.db
    const lonely = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Sackgasse' })).surveyId
    await insertDialog(db, lonely, {
      blocks: [
        { unique_question_id: 'e1', type: 'open', is_end: true },
        { unique_question_id: 'e2', type: 'open' },
      ],
    })
    const multichat = (
      await api(t.app, owner.id).post('/api/dialogmanagers', { name: 'Sackgasse', survey_ids: [lonely] })
    ).json().dialog_manager_id
    const unreachable = await simulate('e2', owner.id, multichat)
    expect(unreachable.statusCode).toBe(400)
    expect(unreachable.json().msg).toBe('Diese Frage ist auf keinem Weg durch die verbundenen Dialoge erreichbar.')
    const missing = await simulate('gibt-es-nicht')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().msg).toBe('Frage nicht gefunden.')
  })

  it('lets every role that may test simulate, but needs testing rights in every connected dialog', async () => {
    expect((await simulate('k4', trainer.id)).statusCode).toBe(200)
    expect((await simulate('k4', analyst.id)).statusCode).toBe(403)
    expect((await simulate('k4', halfTrainer.id)).statusCode).toBe(403)
    const stranger = await insertUser(t.database.db, 'fremd@example.org')
    const hidden = await simulate('k4', stranger.id)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json().msg).toBe('Dialogmanager nicht gefunden.')
    expect((await simulate('k4', owner.id, 999_999)).statusCode).toBe(404)
  })

  it('refuses a body without a target with a German message naming the field', async () => {
    const res = await api(t.app, owner.id).post('/api/dialogmanager/simulate_path', { dialog_manager_id: dm })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toContain("'target_unique_question_id'")
    expect(
      (
        await api(t.app).post('/api/dialogmanager/simulate_path', {
          dialog_manager_id: dm,
          target_unique_question_id: 'k1',
        })
      ).statusCode,
    ).toBe(401)
  })
})
