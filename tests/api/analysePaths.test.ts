import type { DialogPaths } from '@engine/api/analyse'
import type { MultichatPathsResponse } from '@engine/api/multichat'
import { jumpKey } from '@engine/paths'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, chatMessages, conversations, liveRespondents } from '../../server/db/schema'
import type { User } from '../../server/repositories/users'
import { jumpCounts, pathCounts } from '../../server/repositories/analysePaths'
import { addMember } from '../support/addMember'
import { api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/**
 * The paths of real respondents (issue #32, docs/analyse.md "Paths"). The dialog, answered through
 * the live chat:
 *
 *   q1 single choice: Ja → q2, Nein → q3
 *   q2 likert 1–5: '1-3' → q4 and '4-5' → q4 (two jumps to one block: the answer tells which)
 *   q3 message (on by order to q4: no jump)
 *   q4 number: default → q5
 *   q5 end (message)
 *   q6 never reached
 *
 *   A  Ja, 2, 7     q1 q2 q4 q5  finished   jumps q1/a, q2/1-3, q4/default
 *   B  Ja, 5        q1 q2 q4     stands at q4   jumps q1/a, q2/4-5
 *   C  Nein, 3      q1 q3 q4 q5  finished   jumps q1/b, q4/default
 *   D  —            q1           stands at q1; its start is moved to 2026-01-15 23:30 UTC (Berlin: the 16th)
 */
describe.each(databaseKinds())('GET /api/analyse/:survey_id/paths on %s', (kind) => {
  let t: TestApp
  let owner: User
  let trainer: User
  let s: string

  const paths = (query = '', who: number | null = owner.id) => api(t.app, who).get(`/api/analyse/${s}/paths${query}`)

  /** A respondent of the live chat who gives `inputs`, each to the block it is asked. */
  async function respondent(inputs: string[]): Promise<number> {
    const reg = await api(t.app).post('/api/register_live_list', { survey_id_list: [s] })
    expect(reg.statusCode).toBe(200)
    const who = api(t.app, reg.json().token_live as string)
    let res = await who.post('/api/chat', { survey_id: s, unique_question_id: null, user_input: '' })
    for (const input of inputs) {
      expect(res.statusCode).toBe(200)
      const current = res.json().chatbot_response_object.current_question_id as string
      res = await who.post('/api/chat', { survey_id: s, unique_question_id: current, user_input: input })
    }
    expect(res.statusCode).toBe(200)
    return reg.json().user_id as number
  }

  beforeAll(async () => {
    t = await startTestApp(kind)
    const db = t.database.db
    owner = await insertUser(db, 'wege@example.org')
    trainer = await insertUser(db, 'wege-trainer@example.org')
    s = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Wege', settings: { active: true } })).surveyId
    await addMember(db, s, trainer, 'Trainieren')
    const yesNo = [
      { id: 'a', label: 'Ja' },
      { id: 'b', label: 'Nein' },
    ]
    await insertDialog(db, s, {
      blocks: [
        { unique_question_id: 'q1', type: 'single_choice', options: yesNo },
        { unique_question_id: 'q2', type: 'likert', likert_scale: 5 },
        { unique_question_id: 'q3', type: 'message', context: 'Schade.' },
        { unique_question_id: 'q4', type: 'number' },
        { unique_question_id: 'q5', type: 'message', context: 'Danke!', is_end: true },
        { unique_question_id: 'q6', type: 'open' },
      ],
      jumps: [
        ['q1', 'a', 'q2'],
        ['q1', 'b', 'q3'],
        ['q2', '1-3', 'q4'],
        ['q2', '4-5', 'q4'],
        ['q4', 'default', 'q5'],
      ],
    })
    await respondent(['Ja', '2', '7'])
    await respondent(['Ja', '5'])
    await respondent(['Nein', '3'])
    const d = await respondent([])
    await db.execute(
      sql`UPDATE conversations SET started_at = '2026-01-15T23:30:00Z' WHERE respondent_id = ${d} AND survey_id = ${s}`,
    )
  })
  afterAll(async () => {
    await t?.close()
  })

  it('counts reached blocks, taken jumps, where respondents stopped and the paths, from the live transcript', async () => {
    const res = await paths()
    expect(res.statusCode).toBe(200)
    const body = res.json() as DialogPaths
    expect(body.survey_name).toBe('Wege')
    expect(body.blocks.map((b) => b.unique_question_id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6'])
    expect(body.connections).toContainEqual({ source: 'q2', handle: '4-5', target: 'q4', label: null })
    expect(body.connections).toContainEqual({ source: 'q1', handle: 'b', target: 'q3', label: 'Nein' })
    const { picture } = body
    expect(picture).toMatchObject({ respondents: 4, finished: 2 })
    expect(picture.reached).toEqual({ q1: 4, q2: 2, q3: 1, q4: 3, q5: 2 })
    expect(picture.jumps).toEqual({
      [jumpKey('q1', 'a')]: 2,
      [jumpKey('q1', 'b')]: 1,
      [jumpKey('q2', '1-3')]: 1,
      [jumpKey('q2', '4-5')]: 1,
      [jumpKey('q4', 'default')]: 2,
    })
    expect(picture.stopped).toEqual({ q1: 1, q4: 1 })
    expect(picture.paths).toEqual([
      { blocks: ['q1'], count: 1, finished: false },
      { blocks: ['q1', 'q2', 'q4'], count: 1, finished: false },
      { blocks: ['q1', 'q2', 'q4', 'q5'], count: 1, finished: true },
      { blocks: ['q1', 'q3', 'q4', 'q5'], count: 1, finished: true },
    ])
  })

  it('keeps only conversations started in the date range, days in the time zone asked', async () => {
    const berlin = (await paths('?from=2026-01-16&to=2026-01-16')).json() as DialogPaths
    expect(berlin.picture).toMatchObject({ respondents: 1, finished: 0, reached: { q1: 1 }, stopped: { q1: 1 } })
    expect(berlin.picture.jumps).toEqual({})
    const utc = (await paths('?from=2026-01-15&to=2026-01-15&tz=UTC')).json() as DialogPaths
    expect(utc.picture.respondents).toBe(1)
    const none = (await paths('?to=2026-01-15')).json() as DialogPaths
    expect(none.picture).toEqual({ respondents: 0, finished: 0, reached: {}, jumps: {}, stopped: {}, paths: [] })
    // Every block is still listed, so the table can name the ones nobody reached.
    expect(none.blocks).toHaveLength(6)
    const later = (await paths('?from=2026-01-17')).json() as DialogPaths
    expect(later.picture).toMatchObject({ respondents: 3, finished: 2 })
  })

  it('refuses a day that does not exist and an unknown time zone with the field named', async () => {
    const day = await paths('?from=2026-02-30')
    expect(day.statusCode).toBe(400)
    expect(day.json().msg).toContain('from')
    const zone = await paths('?tz=Mars/Olympus')
    expect(zone.statusCode).toBe(400)
    expect(zone.json().msg).toContain('tz')
  })

  it('needs the analyse right: a trainer gets 403, nobody 401', async () => {
    expect((await paths('', trainer.id)).statusCode).toBe(403)
    expect((await paths('', null)).statusCode).toBe(401)
  })
})

/**
 * Jumps from stored rows: a loop back to a block already shown (in the transcript, not in
 * `visited`), an open block routed by its intent, a multiple choice, and a number in a range.
 */
describe.each(databaseKinds())('paths from stored rows and of a multichat on %s', (kind) => {
  let t: TestApp
  let owner: User
  let analyst: User
  let lead: string
  let witness: string
  let dm: number

  async function stored(
    surveys: string[],
    rows: {
      survey: string
      visited: string[]
      finished?: boolean
      current?: string | null
      shown: string[]
      answers?: [string, unknown, string?][]
    }[],
  ) {
    const db = t.database.db
    const [row] = await db
      .insert(liveRespondents)
      .values({ username: `p-${Math.random()}`, surveyIds: surveys })
      .returning({ id: liveRespondents.id })
    const respondentId = (row as { id: number }).id
    for (const r of rows) {
      const current = r.finished ? null : (r.current ?? r.visited.at(-1) ?? null)
      await db.insert(conversations).values({
        respondentId,
        surveyId: r.survey,
        state: { current, phase: 'answer', pendingAnswers: [], qaCount: 0, finished: !!r.finished, visited: r.visited },
        currentQuestionId: current,
        finishedAt: r.finished ? new Date() : null,
      })
      await db.insert(chatMessages).values([
        { respondentId, surveyId: r.survey, userOrBot: 'bot', type: 'welcome', context: 'Hallo' },
        ...r.shown.flatMap((qid) => [
          {
            respondentId,
            surveyId: r.survey,
            uniqueQuestionId: qid,
            userOrBot: 'bot' as const,
            type: 'open',
            context: 'F',
          },
          {
            respondentId,
            surveyId: r.survey,
            uniqueQuestionId: qid,
            userOrBot: 'bot' as const,
            type: 'open',
            context: 'F2',
          },
          {
            respondentId,
            surveyId: r.survey,
            uniqueQuestionId: qid,
            userOrBot: 'user' as const,
            type: 'open-r',
            context: 'A',
          },
          {
            respondentId,
            surveyId: r.survey,
            uniqueQuestionId: qid,
            userOrBot: 'bot' as const,
            type: 'ack',
            context: 'OK',
          },
        ]),
      ])
      for (const [qid, value, intent] of r.answers ?? [])
        await db
          .insert(answers)
          .values({ respondentId, surveyId: r.survey, uniqueQuestionId: qid, value, intent: intent ?? null })
    }
  }

  beforeAll(async () => {
    t = await startTestApp(kind)
    const db = t.database.db
    owner = await insertUser(db, 'wege-spiel@example.org')
    analyst = await insertUser(db, 'wege-analyse@example.org')
    lead = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Kommissarin' })).surveyId
    witness = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Zeuge' })).surveyId
    await insertDialog(db, lead, {
      blocks: [
        { unique_question_id: 'k1', type: 'open' },
        { unique_question_id: 'k2', type: 'open' },
        { unique_question_id: 'k3', type: 'message', is_end: true },
      ],
      jumps: [
        ['k1', 'alibi', 'k2'],
        ['k1', 'default', 'k3'],
        ['k2', 'zurueck', 'k1'],
        ['k2', 'default', 'k3'],
      ],
    })
    await insertDialog(db, witness, {
      blocks: [
        {
          unique_question_id: 'z1',
          type: 'multiple_choice',
          options: [
            { id: 'x', label: 'X' },
            { id: 'y', label: 'Y' },
          ],
        },
        { unique_question_id: 'z2', type: 'number' },
        { unique_question_id: 'z3', type: 'open', is_end: true },
      ],
      jumps: [
        ['z1', 'x', 'z2'],
        ['z1', 'y', 'z2'],
        ['z2', '0-9', 'z3'],
        ['z2', '10,5-99', 'z3'],
      ],
    })
    await addMember(db, witness, analyst, 'Analysieren')
    dm = (
      await api(t.app, owner.id).post('/api/dialogmanagers', { name: 'Tatort', survey_ids: [lead, witness] })
    ).json().dialog_manager_id
    // P1: k1 → k2 (alibi) → k1 (zurück) → k2 → k3 (default); witness z1 (y) → z2 → z3 (50).
    await stored(
      [lead, witness],
      [
        {
          survey: lead,
          visited: ['k1', 'k2', 'k3'],
          finished: true,
          shown: ['k1', 'k2', 'k1', 'k2', 'k3'],
          answers: [
            ['k1', 'Ich war zu Hause', 'alibi'],
            ['k2', 'Nein'],
          ],
        },
        {
          survey: witness,
          visited: ['z1', 'z2', 'z3'],
          shown: ['z1', 'z2', 'z3'],
          answers: [
            ['z1', ['y']],
            ['z2', 50],
          ],
        },
      ],
    )
    // P2: k1 unsure → default → k3; witness z1 (x and y: the first with a jump) → z2, stands there.
    await stored(
      [lead, witness],
      [
        { survey: lead, visited: ['k1', 'k3'], finished: true, shown: ['k1', 'k3'], answers: [['k1', 'Hm']] },
        { survey: witness, visited: ['z1', 'z2'], shown: ['z1', 'z2'], answers: [['z1', ['x', 'y']]] },
      ],
    )
  })
  afterAll(async () => {
    await t?.close()
  })

  it('a multichat answers each dialog, lead first, with jumps back, by intent, option and range', async () => {
    const res = await api(t.app, owner.id).get(`/api/analyse_multichat/${dm}/paths`)
    expect(res.statusCode).toBe(200)
    const body = res.json() as MultichatPathsResponse
    expect(body.dialog_manager_id).toBe(dm)
    expect(body.dialogs.map((d) => [d.survey_id, d.survey_name])).toEqual([
      [lead, 'Kommissarin'],
      [witness, 'Zeuge'],
    ])
    const [k, z] = body.dialogs.map((d) => d.picture)
    expect(k).toMatchObject({ respondents: 2, finished: 2, reached: { k1: 2, k2: 1, k3: 2 }, stopped: {} })
    expect(k?.jumps).toEqual({
      [jumpKey('k1', 'alibi')]: 1,
      [jumpKey('k2', 'zurueck')]: 1,
      [jumpKey('k2', 'default')]: 1,
      [jumpKey('k1', 'default')]: 1,
    })
    expect(z).toMatchObject({
      respondents: 2,
      finished: 0,
      reached: { z1: 2, z2: 2, z3: 1 },
      stopped: { z2: 1, z3: 1 },
    })
    expect(z?.jumps).toEqual({ [jumpKey('z1', 'y')]: 1, [jumpKey('z1', 'x')]: 1, [jumpKey('z2', '10,5-99')]: 1 })
  })

  it('counts the jumps a slice of respondents at a time, and the slices add up to the whole', async () => {
    const filter = { timeZone: 'Europe/Berlin' }
    const whole = await jumpCounts(t.database.db, [lead, witness], filter, Number.MAX_SAFE_INTEGER)
    const sorted = (rows: typeof whole) =>
      rows.map((r) => `${r.survey_id} ${r.source} ${r.handle} ${r.n}`).sort((x, y) => x.localeCompare(y))
    expect(whole.reduce((n, r) => n + r.n, 0)).toBe(7)
    // One respondent per statement: each player's conversations in both dialogs in one slice.
    expect(sorted(await jumpCounts(t.database.db, [lead, witness], filter, 1))).toEqual(sorted(whole))
  })

  it('counts respondents, stops, blocks reached and paths a slice at a time, the same as the whole', async () => {
    const filter = { timeZone: 'Europe/Berlin' }
    const whole = await pathCounts(t.database.db, [lead, witness], filter, Number.MAX_SAFE_INTEGER)
    const totals = whole.filter((r) => r.kind === 'total').map((r) => `${r.survey_id} ${r.n} ${r.done}`)
    expect(totals.sort()).toEqual([`${lead} 2 2`, `${witness} 2 0`].sort())
    // Paths keep their rank (most first, then shorter, then by blocks), whatever the slices.
    expect(await pathCounts(t.database.db, [lead, witness], filter, 1)).toEqual(whole)
  })

  it('a multichat needs analyse in every dialog: 403 for an analyst of one', async () => {
    expect((await api(t.app, analyst.id).get(`/api/analyse_multichat/${dm}/paths`)).statusCode).toBe(403)
  })
})
