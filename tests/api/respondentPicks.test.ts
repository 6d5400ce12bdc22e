import type { AnswerRoutes, BlockSummary } from '@engine/api/analyse'
import { REJECTED_PICKS_PER_BLOCK, type TrainingAnswer } from '@engine/api/training'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifierModels, jobs, trainingExamples, trainingRejectedPicks } from '../../server/db/schema'
import { rowsOf } from '../../server/db/rowsOf'
import { TRAIN_INTENTS } from '../../server/services/nlu/trainingJobs'
import { type Api, api } from '../support/fixtures'
import { type DialogSpec, insertDialog } from '../support/insertDialog'
import { UNSURE_SATISFACTION, satisfactionDialog } from '../support/satisfactionDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { jobsDone } from '../support/jobsDone'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

// docs/training.md "Respondents' picks" and docs/analyse.md "Routes": a tap on the clarifying
// question is a label candidate an editor confirms or rejects; it never trains by itself.
const dialog: DialogSpec = satisfactionDialog({ open: { clarify_mode: 'buttons' } })

/** Between the two intents, far below the threshold: the question with buttons comes (tests/api/clarify.test.ts). */
const UNSURE = UNSURE_SATISFACTION
const UNSURE_TOO = ' Naja  GEHT so'
const OTHER_UNSURE = 'hm naja'

type ListQuery = { filter?: string; source?: string; order?: string }
interface ListAnswer extends TrainingAnswer {
  respondent_pick?: string | null
}

describe.each(databaseKinds())('respondents teach the model, routes per block, on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let owner: Api
  let surveyId: string

  beforeAll(async () => {
    t = await startTestApp(kind, { jobRunner: 'manual' })
    ownerId = (await insertUser(t.database.db, 'picks-owner@example.org')).id
    owner = api(t.app, ownerId)
    const settings = { active: true, welcome_message: 'Willkommen!', ending_message: 'Vielen Dank!' }
    surveyId = (await insertSurvey(t.database.db, { ownerId, settings })).surveyId
    await insertDialog(t.database.db, surveyId, dialog)
    await owner.post(`/api/surveys/${surveyId}/training/retrain`, {})
    await jobsDone(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A new respondent who answers `text`; with `tap` the option of that intent (or 'other') when asked. */
  async function respondent(text: string, tap?: string): Promise<{ id: number; kind: string | undefined }> {
    const reg = await api(t.app).post('/api/register_live_list', { survey_id_list: [surveyId] })
    const who = api(t.app, reg.json().token_live as string)
    const chat = (user_input: string, unique_question_id: string | null = 'wie') =>
      who.post('/api/chat', { survey_id: surveyId, unique_question_id, user_input })
    await chat('', null)
    const asked = await chat(text)
    expect(asked.statusCode).toBe(200)
    const awaiting = asked.json().chatbot_response_object.awaiting as {
      kind: string
      options?: { id: string }[]
    } | null
    if (tap) {
      const id = tap === 'other' ? 'other' : `intent:${tap}`
      expect(awaiting?.options?.map((o) => o.id)).toContain(id)
      expect((await chat(id)).statusCode).toBe(200)
    }
    return { id: reg.json().user_id as number, kind: awaiting?.kind }
  }

  const list = async (query: ListQuery = {}) => {
    const params = new URLSearchParams({ limit: '200', ...query })
    const res = await owner.get(`/api/surveys/${surveyId}/training/wie/answers?${params}`)
    expect(res.statusCode).toBe(200)
    return res.json() as { items: ListAnswer[]; total: number; order: string }
  }
  const pickOf = async (respondentId: number) =>
    (await list()).items.find((a) => a.respondent_id === respondentId)?.respondent_pick
  const decide = (respondentId: number, body: object) =>
    owner.put(`/api/surveys/${surveyId}/training/wie/answers/${respondentId}/pick`, body)

  /** What trains the model: the block's examples, its stored model and the training jobs. */
  async function trainingState() {
    const db = t.database.db
    const examples = await db
      .select({ handle: trainingExamples.handle, text: trainingExamples.text })
      .from(trainingExamples)
      .where(eq(trainingExamples.surveyId, surveyId))
      .orderBy(trainingExamples.id)
    const [model] = await db
      .select({ trainedOn: classifierModels.trainedOn, trainedAt: classifierModels.trainedAt })
      .from(classifierModels)
      .where(and(eq(classifierModels.surveyId, surveyId), eq(classifierModels.uniqueQuestionId, 'wie')))
    const trainingJobs = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.surveyId, surveyId), eq(jobs.kind, TRAIN_INTENTS)))
    return { examples, model, jobs: trainingJobs.length }
  }

  const tapped = { unzufrieden: [] as number[], zufrieden: [] as number[] }
  let direct = 0
  let waiting = 0
  let declined = 0

  it('many taps by many respondents change neither the examples nor the model, and queue no training', async () => {
    const before = await trainingState()
    expect(before.model).toBeDefined()
    for (let i = 0; i < 8; i++)
      tapped.unzufrieden.push((await respondent(i % 2 ? UNSURE_TOO : UNSURE, 'unzufrieden')).id)
    for (let i = 0; i < 4; i++) tapped.zufrieden.push((await respondent(OTHER_UNSURE, 'zufrieden')).id)
    direct = (await respondent('Ich bin sehr zufrieden, alles super')).id
    expect((await respondent(UNSURE)).kind).toBe('clarify')
    waiting++
    declined = (await respondent(UNSURE, 'other')).id
    await jobsDone(t)
    expect(await trainingState()).toEqual(before)
    // The stored model routes as before: the same unsure answer still gets the buttons.
    expect((await respondent(UNSURE)).kind).toBe('clarify')
    waiting++
  })

  it("lists each tap as the respondent's pick, and 'picked' shows only those, least sure first", async () => {
    const all = await list()
    const byId = new Map(all.items.map((a) => [a.respondent_id, a]))
    for (const [handle, ids] of Object.entries(tapped))
      for (const id of ids) expect(byId.get(id)).toMatchObject({ respondent_pick: handle, routed_handle: handle })
    expect(byId.get(direct)?.respondent_pick).toBeNull()
    expect(byId.get(declined)?.respondent_pick).toBeNull()

    const picked = await list({ filter: 'picked' })
    expect(picked.order).toBe('unsure')
    expect(picked.total).toBe(12)
    expect(new Set(picked.items.map((a) => a.respondent_id))).toEqual(
      new Set([...tapped.unzufrieden, ...tapped.zufrieden]),
    )
    const sureness = picked.items.map((a) => a.sureness ?? 1)
    expect(sureness).toEqual([...sureness].sort((a, b) => a - b))
    // Test answers are no respondents: none of them is a pick.
    expect((await list({ filter: 'picked', source: 'test' })).total).toBe(0)
  })

  it('a rejected pick is stored without the words, offered for no answer of that text again, and trains nothing', async () => {
    const before = await trainingState()
    const [first] = tapped.unzufrieden as [number]
    const res = await decide(first, { handle: 'unzufrieden', rejected: true })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ handle: 'unzufrieden', rejected: true, respondent_pick: null })
    expect((await decide(first, { handle: 'unzufrieden', rejected: true })).statusCode).toBe(200)
    const stored = await t.database.db
      .select()
      .from(trainingRejectedPicks)
      .where(eq(trainingRejectedPicks.surveyId, surveyId))
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored).toLowerCase()).not.toContain('naja')
    // Every answer with this text (case and blanks ignored) lost the pick; the others keep theirs.
    for (const id of tapped.unzufrieden) expect(await pickOf(id)).toBeNull()
    for (const id of tapped.zufrieden) expect(await pickOf(id)).toBe('zufrieden')
    expect((await list({ filter: 'picked' })).total).toBe(4)
    await jobsDone(t)
    expect(await trainingState()).toEqual(before)

    const restored = await decide(first, { handle: 'unzufrieden', rejected: false })
    expect(restored.json()).toEqual({ handle: 'unzufrieden', rejected: false, respondent_pick: 'unzufrieden' })
    expect((await list({ filter: 'picked' })).total).toBe(12)
  })

  it('refuses a decision on a pick the respondent did not make, an unknown answer or jump', async () => {
    const [first] = tapped.unzufrieden as [number]
    const notPicked = await decide(first, { handle: 'zufrieden', rejected: true })
    expect(notPicked.statusCode).toBe(404)
    expect(notPicked.json().code).toBe('pick_not_found')
    expect((await decide(direct, { handle: 'zufrieden', rejected: true })).json().code).toBe('pick_not_found')
    expect((await decide(999_999, { handle: 'zufrieden', rejected: true })).json().code).toBe('answer_not_found')
    const unknown = await decide(first, { handle: 'vielleicht', rejected: true })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().code).toBe('invalid_input')
    expect((await decide(first, { handle: 'unzufrieden' })).statusCode).toBe(400)
  })

  it('a confirmed pick becomes an example and trains the next model; it leaves the picks', async () => {
    const before = await trainingState()
    const [first] = tapped.zufrieden as [number]
    const res = await owner.post(`/api/surveys/${surveyId}/training/wie/answers/${first}/label`, {
      handle: 'zufrieden',
    })
    expect(res.statusCode).toBe(200)
    await jobsDone(t)
    const after = await trainingState()
    expect(after.examples).toEqual([...before.examples, { handle: 'zufrieden', text: OTHER_UNSURE }])
    expect(after.jobs).toBe(before.jobs + 1)
    expect(after.model?.trainedOn).not.toBe(before.model?.trainedOn)
    // All four answered the same words: labelled now, so no longer a pick to decide on.
    expect((await list({ filter: 'picked' })).total).toBe(8)
    expect((await list({ filter: 'labelled' })).items.map((a) => a.respondent_id).sort()).toEqual(
      [...tapped.zufrieden].sort(),
    )
  })

  it('counts the routes of the block in Trainieren and Analyse alike, answers without a route as unknown', async () => {
    // Answers stored before migration 0016 have no route; three of them, written as they were.
    const [one, two, three] = [await respondent('x'), await respondent('y'), await respondent('z')]
    await t.database.db.execute(
      sql`UPDATE answers SET route = NULL WHERE survey_id = ${surveyId} AND respondent_id IN (${one.id}, ${two.id}, ${three.id})`,
    )
    const routes = (await owner.get(`/api/surveys/${surveyId}/training/wie/routes`)).json().routes as AnswerRoutes
    expect(routes).toEqual({
      total: 19,
      known: 16,
      direct: 1,
      clarified: 12,
      clarified_by_intent: [
        { intent: 'unzufrieden', count: 8 },
        { intent: 'zufrieden', count: 4 },
      ],
      other: 0,
      nachfrage: 0,
      default: 0,
      asked: waiting + 1,
      unknown: 3,
    })
    const blocks = (await owner.get(`/api/analyse/${surveyId}/blocks`)).json().blocks as BlockSummary[]
    expect(blocks.find((b) => b.unique_question_id === 'wie')?.routes).toEqual(routes)
    expect(blocks.filter((b) => b.routes).map((b) => b.unique_question_id)).toEqual(['wie'])
  })

  let other = ''
  let aClarified = 0

  it('counts 10,000 answers in one aggregate: every route, the winning option per intent, unknown', async () => {
    const db = t.database.db
    other = (await insertSurvey(db, { ownerId, settings: { active: true } })).surveyId
    await insertDialog(db, other, { ...dialog, examples: [] })
    const routes = ['direct', 'clarified', 'other', 'nachfrage', 'default', 'asked', null] as const
    await db.execute(sql`
      INSERT INTO live_respondents (username, survey_ids)
      SELECT ${other} || '-' || g, '[]'::jsonb FROM generate_series(1, 10000) g`)
    await db.execute(sql`
      INSERT INTO answers (respondent_id, survey_id, unique_question_id, value, intent, route)
      SELECT r.id, ${other}, 'wie', to_jsonb('Antwort ' || r.id),
        CASE WHEN r.id % 7 = 1 THEN (CASE WHEN r.id % 2 = 0 THEN 'zufrieden' ELSE 'unzufrieden' END) END,
        (ARRAY['direct', 'clarified', 'other', 'nachfrage', 'default', 'asked', NULL])[1 + r.id % 7]
      FROM live_respondents r WHERE r.username LIKE ${`${other}-%`}`)
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM live_respondents WHERE username LIKE ${`${other}-%`}`),
    ).map((r) => Number(r.id))
    aClarified = ids.find((id) => id % 7 === 1) ?? 0
    const count = (route: (typeof routes)[number]) => ids.filter((id) => routes[id % 7] === route).length
    const won = (even: boolean) => ids.filter((id) => id % 7 === 1 && (id % 2 === 0) === even).length
    const expected = {
      total: 10_000,
      known: 10_000 - count(null),
      direct: count('direct'),
      clarified: count('clarified'),
      clarified_by_intent: [
        { intent: 'unzufrieden', count: won(false) },
        { intent: 'zufrieden', count: won(true) },
      ].sort((a, b) => b.count - a.count || a.intent.localeCompare(b.intent)),
      other: count('other'),
      nachfrage: count('nachfrage'),
      default: count('default'),
      asked: count('asked'),
      unknown: count(null),
    }
    expect((await owner.get(`/api/surveys/${other}/training/wie/routes`)).json().routes).toEqual(expected)
    const blocks = (await owner.get(`/api/analyse/${other}/blocks`)).json().blocks as BlockSummary[]
    expect(blocks.find((b) => b.unique_question_id === 'wie')).toMatchObject({ answered: 10_000, routes: expected })
  })

  it('refuses a rejection past 5,000 per block with 413 and saves nothing; taking one back still works', async () => {
    const db = t.database.db
    await db.execute(sql`
      INSERT INTO training_rejected_picks (survey_id, unique_question_id, handle, text_key)
      SELECT ${other}, 'wie', 'zufrieden', md5(g::text) FROM generate_series(1, ${REJECTED_PICKS_PER_BLOCK}) g`)
    const handle = aClarified % 2 === 0 ? 'zufrieden' : 'unzufrieden'
    const path = `/api/surveys/${other}/training/wie/answers/${aClarified}/pick`
    const full = await owner.put(path, { handle, rejected: true })
    expect(full.statusCode).toBe(413)
    expect(full.json().code).toBe('training_rejected_picks_full')
    const rows = await db.select().from(trainingRejectedPicks).where(eq(trainingRejectedPicks.surveyId, other))
    expect(rows).toHaveLength(REJECTED_PICKS_PER_BLOCK)
    expect((await owner.put(path, { handle, rejected: false })).statusCode).toBe(200)
  })
})
