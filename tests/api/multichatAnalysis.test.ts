import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, conversations, liveRespondents } from '../../server/db/schema'
import { multichatFigures } from '../../server/repositories/multichatAnalysis'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** A time on 2026-03-01 (UTC), or a Date as is (for times relative to now). */
const at = (hhmm: string | Date) => (hhmm instanceof Date ? hhmm : new Date(`2026-03-01T${hhmm}:00Z`))
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const open = (id: string) => ({ unique_question_id: id, type: 'open' as const })

describe.each(databaseKinds())('GET /api/analyse_multichat/:dialog_manager_id on %s', (kind) => {
  let t: TestApp
  let owner: User
  let analyst: User
  let trainer: User
  let fullAnalyst: User
  let dm: number
  let lead: string
  let witness: string

  const analyse = (userId: number | null = owner.id, id: string | number = dm) =>
    api(t.app, userId).get(`/api/analyse_multichat/${id}`)

  /** One player: a conversation per dialog as [survey, started, finished, current question]. */
  async function player(
    name: string,
    rows: [string, string | Date, string | null, string | null][],
    messages: [string, string | Date][] = [],
  ) {
    const db = t.database.db
    const [respondent] = await db
      .insert(liveRespondents)
      .values({ username: name, surveyIds: [lead, witness] })
      .returning({ id: liveRespondents.id })
    const respondentId = (respondent as { id: number }).id
    for (const [surveyId, started, finished, current] of rows) {
      await db.insert(conversations).values({
        respondentId,
        surveyId,
        startedAt: at(started),
        finishedAt: finished ? at(finished) : null,
        currentQuestionId: current,
      })
    }
    for (const [surveyId, time] of messages) {
      await db
        .insert(chatMessages)
        .values({ respondentId, surveyId, userOrBot: 'user', type: 'open-r', context: 'Antwort', createdAt: at(time) })
    }
  }

  beforeAll(async () => {
    t = await startTestApp(kind)
    const db = t.database.db
    owner = await insertUser(db, 'spielleitung@example.org')
    analyst = await insertUser(db, 'analyse@example.org')
    trainer = await insertUser(db, 'trainer@example.org')
    fullAnalyst = await insertUser(db, 'analyse-alle@example.org')
    lead = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Kommissarin' })).surveyId
    witness = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Zeuge' })).surveyId
    const other = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Anderes Spiel' })).surveyId
    await insertDialog(db, lead, {
      blocks: [open('k1'), { ...open('k2'), context: 'Wo waren Sie #1500# gestern Abend?' }, open('k3')],
    })
    await insertDialog(db, witness, { blocks: [open('z1'), open('z2')] })
    await addMember(db, witness, analyst, 'Analysieren')
    for (const survey of [lead, witness]) await addMember(db, survey, trainer, 'Trainieren')
    for (const survey of [lead, witness]) await addMember(db, survey, fullAnalyst, 'Analysieren')
    const created = await api(t.app, owner.id).post('/api/dialogmanagers', {
      name: 'Tatort',
      survey_ids: [lead, witness],
    })
    dm = created.json().dialog_manager_id

    // Solved in 600, 1200 and 2400 s (P3 began with the witness): median 1200, mean 1400.
    await player('p1', [
      [lead, '10:00', '10:10', null],
      [witness, '10:02', null, 'z2'],
    ])
    await player('p2', [[lead, '10:00', '10:20', null]])
    await player('p3', [
      [witness, '09:00', '09:20', null],
      [lead, '09:05', '09:40', null],
    ])
    // Unsolved: P4 was last active in the lead (at k2), P5 too; P6 only met the witness; P7 hangs at k3.
    await player(
      'p4',
      [
        [lead, '11:00', null, 'k2'],
        [witness, '11:05', null, 'z1'],
      ],
      [
        [witness, '11:06'],
        [lead, '11:10'],
      ],
    )
    await player('p5', [[lead, '12:00', null, 'k2']])
    await player('p6', [[witness, '12:00', null, 'z1']])
    await player('p7', [
      [lead, '13:00', null, 'k3'],
      [witness, '12:30', '12:40', null],
    ])
    // Another game's player does not count.
    await player('p8', [[other, '10:00', null, 'x1']])
  })
  afterAll(async () => {
    await t?.close()
  })

  it('counts players, solved players, the time to solve and where unsolved players hang', async () => {
    const res = await analyse()
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      dialog_manager_id: dm,
      name: 'Tatort',
      players_started: 7,
      players_finished: 3,
      median_seconds_to_solve: 1200,
      average_seconds_to_solve: 1400,
    })
    expect(body.stuck[0]).toEqual({
      survey_id: lead,
      survey_name: 'Kommissarin',
      unique_question_id: 'k2',
      question: 'Wo waren Sie gestern Abend?',
      players: 2,
    })
    expect(body.stuck.slice(1)).toEqual(
      expect.arrayContaining([
        { survey_id: lead, survey_name: 'Kommissarin', unique_question_id: 'k3', question: 'Frage k3', players: 1 },
        { survey_id: witness, survey_name: 'Zeuge', unique_question_id: 'z1', question: 'Frage z1', players: 1 },
      ]),
    )
    expect(body.stuck).toHaveLength(3)
    expect(body.dialogs).toEqual([
      { survey_id: lead, survey_name: 'Kommissarin', started: 6, finished: 3, running: 0, stuck: 3 },
      { survey_id: witness, survey_name: 'Zeuge', started: 5, finished: 2, running: 0, stuck: 1 },
    ])
    expect(body.players_running).toBe(0)
  })

  it('a player active within the idle timeout plays on and is not stuck; one idle longer hangs (docs/analyse.md "Status")', async () => {
    // P9 started 40 min ago and wrote 5 min ago in the witness: running there. P10 wrote last 31 min ago: stuck at k1.
    await player(
      'p9',
      [
        [lead, minutesAgo(40), null, 'k1'],
        [witness, minutesAgo(20), null, 'z2'],
      ],
      [[witness, minutesAgo(5)]],
    )
    await player('p10', [[lead, minutesAgo(45), null, 'k1']], [[lead, minutesAgo(31)]])
    const body = (await analyse()).json()
    expect(body).toMatchObject({ players_started: 9, players_finished: 3, players_running: 1 })
    expect(body.stuck).toContainEqual({
      survey_id: lead,
      survey_name: 'Kommissarin',
      unique_question_id: 'k1',
      question: 'Frage k1',
      players: 1,
    })
    expect(body.stuck).not.toContainEqual(expect.objectContaining({ unique_question_id: 'z2' }))
    expect(body.dialogs).toEqual([
      { survey_id: lead, survey_name: 'Kommissarin', started: 8, finished: 3, running: 0, stuck: 4 },
      { survey_id: witness, survey_name: 'Zeuge', started: 6, finished: 2, running: 1, stuck: 1 },
    ])
  })

  it('adds up the same figures when each statement reads one player', async () => {
    const now = new Date()
    const whole = await multichatFigures(t.database.db, dm, now, Number.MAX_SAFE_INTEGER)
    expect(await multichatFigures(t.database.db, dm, now, 1)).toEqual(whole)
    // The sums are the figures the call answers (above), not zeros on both sides.
    expect(whole.summary).toMatchObject({
      players_started: 9,
      players_finished: 3,
      players_running: 1,
      median_seconds: 1200,
    })
  })

  it('answers a game without players with zeros and no times', async () => {
    const db = t.database.db
    const empty = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Leer' })).surveyId
    const created = await api(t.app, owner.id).post('/api/dialogmanagers', { name: 'Leer', survey_ids: [empty] })
    const res = await analyse(owner.id, created.json().dialog_manager_id)
    expect(res.json()).toMatchObject({
      players_started: 0,
      players_finished: 0,
      median_seconds_to_solve: null,
      average_seconds_to_solve: null,
      stuck: [],
    })
  })

  it('needs the analyse right in every dialog of the game (docs/reliability/security.md#findings-1-8-9)', async () => {
    expect((await analyse(fullAnalyst.id)).statusCode).toBe(200)
    const partial = await analyse(analyst.id)
    expect(partial.statusCode).toBe(403)
    expect(partial.json()).toEqual({ msg: expect.any(String), code: 'forbidden' })
    expect(partial.body).not.toContain('Kommissarin')
    expect((await analyse(trainer.id)).statusCode).toBe(403)
    const stranger = await insertUser(t.database.db, 'fremd@example.org')
    expect((await analyse(stranger.id)).statusCode).toBe(404)
    expect((await analyse(owner.id, 999_999)).statusCode).toBe(404)
    expect((await analyse(null)).statusCode).toBe(401)
  })

  it('refuses an id that is not a number with 400', async () => {
    const res = await analyse(owner.id, 'abc')
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toContain('dialog_manager_id')
  })
})
