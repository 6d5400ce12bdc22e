import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, chatMessages, conversations, liveRespondents } from '../../server/db/schema'
import { blockSummaries } from '../../server/repositories/analyseBlocks'
import { countsPerDay, dropoffPerBlock, overviewTotals } from '../../server/repositories/analyseOverview'
import { eraseRespondentFromSurvey } from '../../server/repositories/liveData'
import type { User } from '../../server/repositories/users'
import { addMember } from '../support/addMember'
import { api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/**
 * A branching dialog, computed by hand (docs/analyse.md): q1 "Ja" leads to q2, "Nein" to q3,
 * both go on to q4 and q5; q6 is never reached. Times are UTC; March 2026 Berlin is UTC+1.
 *
 *   R1 a  q1,q2,q4,q5  finished  03-01 10:00 → 10:10 (600 s)
 *   R2 b  q1,q3,q4,q5  finished  03-01 23:30 (Berlin 03-02 00:30) → 03-02 00:00 (1800 s)
 *   R3 a  q1,q2,q4     left at q4, 03-02 08:00
 *   R4 b  q1,q3        left at q3, 03-03 09:00
 *   R5 b  q1,q3,q4,q5  finished  03-05 12:00 → 12:20 (1200 s)
 *   R6    q1           left at q1, 03-05 13:00
 *   R7 erased their data; R8 answered another dialog.
 */
interface Respondent {
  name: string
  start: string
  finish?: string
  visited: string[]
  answers: [string, unknown, string?, number?][]
  messages?: ['bot' | 'user', string, string][]
}

const fixture: Respondent[] = [
  {
    name: 'r1',
    start: '2026-03-01T10:00',
    finish: '2026-03-01T10:10',
    visited: ['q1', 'q2', 'q4', 'q5'],
    answers: [
      ['q1', 'a'],
      ['q2', '4'],
      ['q4', 10],
      ['q5', 'Sehr freundlich', 'lob', 0.9],
    ],
    messages: [
      ['bot', 'q1', 'Frage q1'],
      ['user', 'q1', 'Ja'],
      ['bot', 'q2', 'Frage q2'],
    ],
  },
  {
    name: 'r2',
    start: '2026-03-01T23:30',
    finish: '2026-03-02T00:00',
    visited: ['q1', 'q3', 'q4', 'q5'],
    answers: [
      ['q1', 'b'],
      ['q3', ['x', 'y']],
      ['q4', 20],
      ['q5', 'Zu teuer', 'kritik', 0.8],
    ],
  },
  {
    name: 'r3',
    start: '2026-03-02T08:00',
    visited: ['q1', 'q2', 'q4'],
    answers: [
      ['q1', 'a'],
      ['q2', 'na'],
    ],
  },
  { name: 'r4', start: '2026-03-03T09:00', visited: ['q1', 'q3'], answers: [['q1', 'b']] },
  {
    name: 'r5',
    start: '2026-03-05T12:00',
    finish: '2026-03-05T12:20',
    visited: ['q1', 'q3', 'q4', 'q5'],
    answers: [
      ['q1', 'b'],
      ['q3', ['y']],
      ['q4', 30],
      ['q5', 'Freundlich und schnell'],
    ],
  },
  { name: 'r6', start: '2026-03-05T13:00', visited: ['q1'], answers: [] },
]

const utc = (t: string, plusMinutes = 0) => new Date(new Date(`${t}:00Z`).getTime() + plusMinutes * 60_000)

describe.each(databaseKinds())('Analyse calls on %s', (kind) => {
  let t: TestApp
  let owner: User
  let s: string
  const ids = new Map<string, number>()

  const get = (url: string, userId: number | null = owner.id) => api(t.app, userId).get(`/api/analyse/${s}${url}`)

  async function insertRespondent(surveyId: string, r: Respondent): Promise<number> {
    const db = t.database.db
    const [row] = await db
      .insert(liveRespondents)
      .values({ username: `${r.name}-${surveyId}`, surveyIds: [surveyId] })
      .returning({ id: liveRespondents.id })
    const respondentId = (row as { id: number }).id
    const current = r.finish ? null : (r.visited.at(-1) ?? null)
    const state = { current, phase: 'answer', pendingAnswers: [], qaCount: 0, finished: !!r.finish, visited: r.visited }
    await db.insert(conversations).values({
      respondentId,
      surveyId,
      state,
      currentQuestionId: current,
      startedAt: utc(r.start),
      finishedAt: r.finish ? utc(r.finish) : null,
    })
    for (const [i, [qid, value, intent, confidence]] of r.answers.entries()) {
      await db.insert(answers).values({
        respondentId,
        surveyId,
        uniqueQuestionId: qid,
        value,
        intent: intent ?? null,
        confidence: confidence ?? null,
        createdAt: utc(r.start, i + 1),
      })
    }
    for (const [i, [userOrBot, qid, context]] of (r.messages ?? []).entries()) {
      await db.insert(chatMessages).values({
        respondentId,
        surveyId,
        uniqueQuestionId: qid,
        userOrBot,
        type: userOrBot === 'bot' ? 'single_choice' : 'single_choice-r',
        context,
        createdAt: utc(r.start, i),
      })
    }
    return respondentId
  }

  beforeAll(async () => {
    t = await startTestApp(kind)
    const db = t.database.db
    owner = await insertUser(db, 'auswertung@example.org')
    s = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Zufriedenheit' })).surveyId
    const other = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Anderer Dialog' })).surveyId
    await insertDialog(db, s, {
      blocks: [
        {
          unique_question_id: 'q1',
          type: 'single_choice',
          context: 'Waren Sie #1000# schon einmal hier?',
          options: [
            { id: 'a', label: 'Ja' },
            { id: 'b', label: 'Nein' },
          ],
        },
        {
          unique_question_id: 'q2',
          type: 'likert',
          likert_scale: 5,
          likert_labels: ['gar nicht', 'sehr'],
          likert_na: true,
        },
        {
          unique_question_id: 'q3',
          type: 'multiple_choice',
          options: [
            { id: 'x', label: 'Preis' },
            { id: 'y', label: 'Lage' },
            { id: 'z', label: 'Service' },
          ],
        },
        { unique_question_id: 'q4', type: 'number' },
        { unique_question_id: 'q5', type: 'open' },
        { unique_question_id: 'q6', type: 'message', is_end: true },
      ],
      jumps: [
        ['q1', 'a', 'q2'],
        ['q1', 'b', 'q3'],
      ],
    })
    await insertDialog(db, other, { blocks: [{ unique_question_id: 'q1', type: 'open' }] })
    for (const r of fixture) ids.set(r.name, await insertRespondent(s, r))
    const erased = await insertRespondent(s, {
      name: 'r7',
      start: '2026-03-04T10:00',
      finish: '2026-03-04T10:01',
      visited: ['q1', 'q3'],
      answers: [
        ['q1', 'b'],
        ['q3', ['z']],
        ['q5', 'Gelöscht', 'lob'],
      ],
      messages: [['user', 'q1', 'Nein']],
    })
    await eraseRespondentFromSurvey(db, { id: erased, surveyIds: [s] }, s)
    ids.set('r7', erased)
    ids.set(
      'r8',
      await insertRespondent(other, {
        name: 'r8',
        start: '2026-03-04T10:00',
        visited: ['q1'],
        answers: [['q1', 'Anderswo', 'lob']],
      }),
    )
  })
  afterAll(async () => {
    await t?.close()
  })

  it('counts started and finished respondents, the completion rate and the median duration', async () => {
    const res = await get('/overview')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      survey_id: s,
      started: 6,
      finished: 3,
      // All unfinished ones of March 2026 have been idle for months: aborted, none running.
      running: 0,
      aborted: 3,
      completion_rate: 0.5,
      median_seconds: 1200,
    })
  })

  it('counts drop-off per block among those who reached it, also on the branch fewer took', async () => {
    const block = (
      qid: string,
      order: number,
      type: string,
      question: string,
      reached: number,
      left: number,
      rate: number | null,
    ) => ({ unique_question_id: qid, order, type, question, reached, left, running: 0, rate })
    expect((await get('/overview')).json().dropoff).toEqual([
      block('q1', 0, 'single_choice', 'Waren Sie schon einmal hier?', 6, 1, 1 / 6),
      block('q2', 1, 'likert', 'Frage q2', 2, 0, 0),
      // "Previous minus this" would be 2 - 3 = -1 here: q3 is the other branch, not a later step.
      block('q3', 2, 'multiple_choice', 'Frage q3', 3, 1, 1 / 3),
      block('q4', 3, 'number', 'Frage q4', 4, 1, 0.25),
      block('q5', 4, 'open', 'Frage q5', 3, 0, 0),
      block('q6', 5, 'message', 'Frage q6', 0, 0, null),
    ])
  })

  it('adds up the same totals, days, drop-off and block summaries when each statement reads one respondent', async () => {
    const db = t.database.db
    const now = new Date()
    const whole = Number.MAX_SAFE_INTEGER
    expect(await dropoffPerBlock(db, s, now, 1)).toEqual(await dropoffPerBlock(db, s, now, whole))
    expect(await blockSummaries(db, s, 1)).toEqual(await blockSummaries(db, s, whole))
    expect(await overviewTotals(db, s, now, 1)).toEqual(await overviewTotals(db, s, now, whole))
    expect(await countsPerDay(db, s, 'Europe/Berlin', 1)).toEqual(await countsPerDay(db, s, 'Europe/Berlin', whole))
    // The sums are the figures the calls answer (above), not zeros on both sides.
    expect((await dropoffPerBlock(db, s, now, 1))[0]?.reached).toBe(6)
    expect(await overviewTotals(db, s, now, 1)).toMatchObject({ started: 6, finished: 3, median_seconds: 1200 })
    // The quiet day between two ranges' days is filled in after the ranges are added up.
    expect((await countsPerDay(db, s, 'Europe/Berlin', 1)).map((d) => d.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ])
  })

  it('counts per Berlin calendar day, quiet days included', async () => {
    expect((await get('/overview')).json().per_day).toEqual([
      { day: '2026-03-01', started: 1, finished: 1, answers: 4 },
      { day: '2026-03-02', started: 2, finished: 1, answers: 6 },
      { day: '2026-03-03', started: 1, finished: 0, answers: 1 },
      { day: '2026-03-04', started: 0, finished: 0, answers: 0 },
      { day: '2026-03-05', started: 2, finished: 1, answers: 4 },
    ])
  })

  it("counts days in the viewer's time zone `tz`: New York puts R2's late start on the day before", async () => {
    expect((await get('/overview?tz=America/New_York')).json().per_day).toEqual([
      { day: '2026-03-01', started: 2, finished: 2, answers: 8 },
      { day: '2026-03-02', started: 1, finished: 0, answers: 2 },
      { day: '2026-03-03', started: 1, finished: 0, answers: 1 },
      { day: '2026-03-04', started: 0, finished: 0, answers: 0 },
      { day: '2026-03-05', started: 2, finished: 1, answers: 4 },
    ])
    const bad = await get('/overview?tz=Mars/Olympus')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain('tz')
  })

  it('answers a dialog without respondents with zeros and no rates', async () => {
    const empty = (await insertSurvey(t.database.db, { ownerId: owner.id })).surveyId
    await insertDialog(t.database.db, empty, { blocks: [{ unique_question_id: 'e1', type: 'open' }] })
    const res = await api(t.app, owner.id).get(`/api/analyse/${empty}/overview`)
    expect(res.json()).toEqual({
      survey_id: empty,
      started: 0,
      finished: 0,
      running: 0,
      aborted: 0,
      completion_rate: null,
      median_seconds: null,
      per_day: [],
      dropoff: [
        {
          unique_question_id: 'e1',
          order: 0,
          type: 'open',
          question: 'Frage e1',
          reached: 0,
          left: 0,
          running: 0,
          rate: null,
        },
      ],
    })
  })

  it("lists a block's text with pauses and line breaks as spaces, cut at 100 characters with '…'", async () => {
    const long = (await insertSurvey(t.database.db, { ownerId: owner.id })).surveyId
    const text = `Guten Tag.#1500#Wie zufrieden\nwaren Sie ${'mit allem '.repeat(12)}insgesamt?`
    await insertDialog(t.database.db, long, {
      blocks: [
        { unique_question_id: 'l1', type: 'open', context: text },
        { unique_question_id: 'l2', type: 'open', context: 'Kurz.#800#' },
      ],
    })
    const { dropoff } = (await api(t.app, owner.id).get(`/api/analyse/${long}/overview`)).json() as {
      dropoff: { question: string }[]
    }
    const [first = '', second] = dropoff.map((d) => d.question)
    expect(first.length).toBeGreaterThan(90)
    expect(first.length).toBeLessThanOrEqual(100)
    expect(first).toMatch(/^Guten Tag\. Wie zufrieden waren Sie mit allem mit allem .*…$/)
    expect(second).toBe('Kurz.')
  })

  it('gives choice and likert distributions with every offered key, a number histogram and open intents', async () => {
    const res = await get('/blocks')
    expect(res.statusCode).toBe(200)
    const blocks = res.json().blocks as Record<string, unknown>[]
    expect(blocks.map((b) => [b.unique_question_id, b.answered])).toEqual([
      ['q1', 5],
      ['q2', 2],
      ['q3', 2],
      ['q4', 3],
      ['q5', 3],
      ['q6', 0],
    ])
    expect(blocks[0]?.distribution).toEqual([
      { key: 'a', label: 'Ja', count: 2 },
      { key: 'b', label: 'Nein', count: 3 },
    ])
    expect(blocks[1]?.distribution).toEqual([
      { key: '1', label: 'gar nicht', count: 0 },
      { key: '2', label: '2', count: 0 },
      { key: '3', label: '3', count: 0 },
      { key: '4', label: '4', count: 1 },
      { key: '5', label: 'sehr', count: 0 },
      { key: 'na', label: 'keine Angabe', count: 1 },
    ])
    expect(blocks[2]?.distribution).toEqual([
      { key: 'x', label: 'Preis', count: 1 },
      { key: 'y', label: 'Lage', count: 2 },
      { key: 'z', label: 'Service', count: 0 },
    ])
    // 10, 20, 30 over 10..30 in bins of 2: the first, the sixth and (the maximum) the last.
    const histogram = blocks[3]?.histogram as { from: number; to: number; count: number }[]
    expect(histogram).toHaveLength(10)
    expect(histogram[0]).toEqual({ from: 10, to: 12, count: 1 })
    expect(histogram[5]).toEqual({ from: 20, to: 22, count: 1 })
    expect(histogram[9]).toEqual({ from: 28, to: 30, count: 1 })
    expect(histogram.reduce((n, b) => n + b.count, 0)).toBe(3)
    expect(blocks[4]?.intents).toEqual([
      { intent: '', count: 1 },
      { intent: 'kritik', count: 1 },
      { intent: 'lob', count: 1 },
    ])
    expect(blocks[5]).toEqual({
      unique_question_id: 'q6',
      order: 5,
      type: 'message',
      question: 'Frage q6',
      answered: 0,
      feedback: { up: 0, down: 0 },
    })
  })

  it('lists open answers newest first, searchable, by intent and in pages', async () => {
    const texts = async (query: string) => {
      const body = (await get(`/blocks/q5/answers${query}`)).json()
      return { total: body.total, texts: body.items.map((i: { text: string }) => i.text) }
    }
    expect(await texts('')).toEqual({ total: 3, texts: ['Freundlich und schnell', 'Zu teuer', 'Sehr freundlich'] })
    expect(await texts('?q=FREUNDLICH')).toEqual({ total: 2, texts: ['Freundlich und schnell', 'Sehr freundlich'] })
    expect(await texts('?q=100%25')).toEqual({ total: 0, texts: [] })
    expect(await texts('?intent=')).toEqual({ total: 1, texts: ['Freundlich und schnell'] })
    expect(await texts('?limit=1&offset=1')).toEqual({ total: 3, texts: ['Zu teuer'] })
    const first = (await get('/blocks/q5/answers?intent=lob')).json().items
    expect(first).toEqual([
      {
        respondent_id: ids.get('r1'),
        text: 'Sehr freundlich',
        intent: 'lob',
        confidence: expect.closeTo(0.9, 5),
        // Stored without a source (as answers before migration 0012): unknown, not 'offline'.
        routing_source: null,
        created_on: utc('2026-03-01T10:00', 4).getTime(),
      },
    ])
  })

  it('refuses an unknown block with 404 and bad paging with 400 naming the field', async () => {
    expect((await get('/blocks/nope/answers')).statusCode).toBe(404)
    const res = await get('/blocks/q5/answers?limit=0')
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toContain('limit')
  })

  it('lists transcripts filtered by finished, start day (Berlin) and intent', async () => {
    const who = async (query: string) => {
      const body = (await get(`/transcripts${query}`)).json()
      const names = new Map([...ids].map(([name, id]) => [id, name]))
      return { total: body.total, names: body.items.map((i: { respondent_id: number }) => names.get(i.respondent_id)) }
    }
    expect(await who('')).toEqual({ total: 6, names: ['r6', 'r5', 'r4', 'r3', 'r2', 'r1'] })
    expect(await who('?finished=true')).toEqual({ total: 3, names: ['r5', 'r2', 'r1'] })
    expect(await who('?finished=false&limit=2')).toEqual({ total: 3, names: ['r6', 'r4'] })
    expect(await who('?from=2026-03-02&to=2026-03-03')).toEqual({ total: 3, names: ['r4', 'r3', 'r2'] })
    // In New York R2 started on March 1st.
    expect(await who('?from=2026-03-02&to=2026-03-03&tz=America/New_York')).toEqual({ total: 2, names: ['r4', 'r3'] })
    expect(await who('?status=aborted')).toEqual({ total: 3, names: ['r6', 'r4', 'r3'] })
    expect(await who('?status=running')).toEqual({ total: 0, names: [] })
    expect(await who('?status=finished')).toEqual({ total: 3, names: ['r5', 'r2', 'r1'] })
    expect(await who('?intent=lob')).toEqual({ total: 1, names: ['r1'] })
    const items = (await get('/transcripts?finished=false')).json().items
    expect(items.find((i: { respondent_id: number }) => i.respondent_id === ids.get('r4'))).toEqual({
      respondent_id: ids.get('r4'),
      started_on: utc('2026-03-03T09:00').getTime(),
      finished_on: null,
      last_active_on: utc('2026-03-03T09:00').getTime(),
      status: 'aborted',
      messages: 0,
      current_question_id: 'q3',
    })
    expect((await get('/transcripts?intent=lob')).json().items[0]).toMatchObject({
      status: 'finished',
      last_active_on: utc('2026-03-01T10:00', 2).getTime(),
      messages: 3,
      current_question_id: null,
      finished_on: utc('2026-03-01T10:10').getTime(),
    })
  })

  it('refuses a day that does not exist or a bad filter with 400 naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=heute', 'to'],
      ['finished=ja', 'finished'],
      ['status=offen', 'status'],
      ['tz=Berlin', 'tz'],
      ['offset=-1', 'offset'],
    ]) {
      const res = await get(`/transcripts?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().msg).toContain(field)
    }
  })

  it('shows one conversation as chat in the order written', async () => {
    const res = await get(`/transcripts/${ids.get('r1')}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      respondent_id: ids.get('r1'),
      messages: [
        {
          user_or_bot: 'bot',
          type: 'single_choice',
          context: 'Frage q1',
          unique_question_id: 'q1',
          created_on: utc('2026-03-01T10:00').getTime(),
          feedback: null,
        },
        {
          user_or_bot: 'user',
          type: 'single_choice-r',
          context: 'Ja',
          unique_question_id: 'q1',
          created_on: utc('2026-03-01T10:00', 1).getTime(),
          feedback: null,
        },
        {
          user_or_bot: 'bot',
          type: 'single_choice',
          context: 'Frage q2',
          unique_question_id: 'q2',
          created_on: utc('2026-03-01T10:00', 2).getTime(),
          feedback: null,
        },
      ],
    })
  })

  it('shows nothing of a respondent who erased their data, nor of another dialog', async () => {
    expect((await get(`/transcripts/${ids.get('r7')}`)).statusCode).toBe(404)
    expect((await get(`/transcripts/${ids.get('r8')}`)).statusCode).toBe(404)
    expect((await get('/transcripts/2147483647')).statusCode).toBe(404)
    const answersOfQ5 = (await get('/blocks/q5/answers')).json().items.map((i: { text: string }) => i.text)
    expect(answersOfQ5).not.toContain('Gelöscht')
    expect((await get('/blocks')).json().blocks[2].distribution.find((d: { key: string }) => d.key === 'z').count).toBe(
      0,
    )
  })

  it('an unfinished conversation runs until idle for IDLE_TIMEOUT_MINUTES, then counts as aborted (docs/analyse.md "Status")', async () => {
    const db = t.database.db
    const live = (await insertSurvey(db, { ownerId: owner.id, surveyName: 'Gerade live' })).surveyId
    await insertDialog(db, live, {
      blocks: [
        { unique_question_id: 'l1', type: 'open' },
        { unique_question_id: 'l2', type: 'open' },
      ],
    })
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000)
    /** [name, started, last message (none: idle since the start), finished, block stood at] */
    const rows: [string, number, number | null, number | null, string][] = [
      ['wrote-5-min-ago', 40, 5, null, 'l2'], // started long ago, but active: running
      ['started-10-min-ago', 10, null, null, 'l1'], // no message yet, started within the timeout: running
      ['wrote-31-min-ago', 50, 31, null, 'l2'], // idle just past the timeout: aborted
      ['started-2-h-ago', 120, null, null, 'l1'], // never wrote: aborted
      ['done', 20, 15, 14, 'l2'],
    ]
    const idOf = new Map<number, string>()
    for (const [name, started, wrote, finished, at] of rows) {
      const [row] = await db
        .insert(liveRespondents)
        .values({ username: `${name}-${live}`, surveyIds: [live] })
        .returning({ id: liveRespondents.id })
      const respondentId = (row as { id: number }).id
      idOf.set(respondentId, name)
      const visited = at === 'l2' ? ['l1', 'l2'] : ['l1']
      await db.insert(conversations).values({
        respondentId,
        surveyId: live,
        state: { current: finished === null ? at : null, finished: finished !== null, visited },
        currentQuestionId: finished === null ? at : null,
        startedAt: ago(started),
        finishedAt: finished === null ? null : ago(finished),
      })
      if (wrote !== null) {
        await db.insert(chatMessages).values({
          respondentId,
          surveyId: live,
          uniqueQuestionId: at,
          userOrBot: 'user',
          type: 'open-r',
          context: 'Antwort',
          createdAt: ago(wrote),
        })
      }
    }
    const call = (path: string) =>
      api(t.app, owner.id)
        .get(`/api/analyse/${live}${path}`)
        .then((r) => r.json())
    const overview = await call('/overview')
    // Completion counts decided conversations only: 1 finished of 1 + 2 aborted; the running two wait.
    expect(overview).toMatchObject({ started: 5, finished: 1, running: 2, aborted: 2, completion_rate: 1 / 3 })
    expect(
      overview.dropoff.map((b: Record<string, unknown>) => [b.unique_question_id, b.reached, b.running, b.left]),
    ).toEqual([
      ['l1', 5, 1, 1],
      ['l2', 3, 1, 1],
    ])
    const statuses = async (query: string) =>
      ((await call(`/transcripts${query}`)).items as { respondent_id: number; status: string }[])
        .map((i) => `${idOf.get(i.respondent_id)}:${i.status}`)
        .sort()
    expect(await statuses('')).toEqual([
      'done:finished',
      'started-10-min-ago:running',
      'started-2-h-ago:aborted',
      'wrote-31-min-ago:aborted',
      'wrote-5-min-ago:running',
    ])
    expect(await statuses('?status=running')).toEqual(['started-10-min-ago:running', 'wrote-5-min-ago:running'])
    expect(await statuses('?status=aborted')).toEqual(['started-2-h-ago:aborted', 'wrote-31-min-ago:aborted'])
    expect((await call('/transcripts?finished=false')).total).toBe(4)
  })

  it('needs the analyse right: 401 without login, 403 for Trainieren, 404 for strangers and unknown dialogs', async () => {
    const db = t.database.db
    const analyst = await insertUser(db, 'analyst@example.org')
    const trainer = await insertUser(db, 'trainer@example.org')
    await addMember(db, s, analyst, 'Analysieren')
    await addMember(db, s, trainer, 'Trainieren')
    const stranger = await insertUser(db, 'fremd@example.org')
    for (const url of ['/overview', '/blocks', '/blocks/q5/answers', '/transcripts', `/transcripts/${ids.get('r1')}`]) {
      expect((await get(url, analyst.id)).statusCode, url).toBe(200)
      expect((await get(url, trainer.id)).statusCode, url).toBe(403)
      expect((await get(url, stranger.id)).statusCode, url).toBe(404)
      expect((await get(url, null)).statusCode, url).toBe(401)
    }
    const unknown = await api(t.app, owner.id).get('/api/analyse/s_unbekannt/overview')
    expect(unknown.statusCode).toBe(404)
  })
})
