import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerCursor } from '@engine/api/training'
import { learningCurve } from '@engine/nlu'
import { answers, liveRespondents, testAnswers } from '../../server/db/schema'
import { addMember } from '../support/addMember'
import { type Api, api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { jobsDone } from '../support/jobsDone'
import { databaseKinds } from '../support/testDatabase'
import { heldWorkers } from '../support/heldWorkers'
import { listExamples, listSurveyExamples } from '../../server/repositories/training'

// "Würden Sie uns weiterempfehlen?": two intents, 'nein' deliberately under-trained.
const jaExamples = ['Ja, auf jeden Fall', 'Sicher', 'Ja gerne', 'Unbedingt', 'Klar doch', 'Absolut']
const neinExamples = ['Nein', 'Eher nicht', 'Auf keinen Fall', 'Niemals']
const realAnswers = ['ja klar gerne', 'nö niemals', 'auf gar keinen fall', 'unbedingt ja']

/** A dialog whose open block q1 routes yes and no to q2, trained with the given examples. */
async function yesNoDialog(
  db: TestApp['database']['db'],
  ownerId: number,
  ja: readonly string[] = ['Ja'],
  nein: readonly string[] = ['Nein'],
): Promise<string> {
  const surveyId = (await insertSurvey(db, { ownerId })).surveyId
  await insertDialog(db, surveyId, {
    blocks: [
      { type: 'open', unique_question_id: 'q1' },
      { type: 'open', unique_question_id: 'q2' },
    ],
    jumps: [
      ['q1', 'ja', 'q2'],
      ['q1', 'nein', 'q2'],
    ],
    examples: [
      ...ja.map((e) => ['q1', 'ja', e] as [string, string, string]),
      ...nein.map((e) => ['q1', 'nein', e] as [string, string, string]),
    ],
  })
  return surveyId
}

describe.each(databaseKinds())('Trainieren on %s', (kind) => {
  let t: TestApp
  let s: string
  let owner: Api
  let analyst: Api
  let ownerId: number
  const training = heldWorkers()
  const base = () => `/api/surveys/${s}/training/q1`
  /** Models are built by jobs (docs/nlu.md "When models are built"): ask for them and wait. */
  const trained = async (surveyId: string) => {
    expect((await owner.post(`/api/surveys/${surveyId}/training/retrain`, {})).statusCode).toBe(200)
    await jobsDone(t)
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: training.workers, jobRunner: 'manual' })
    const db = t.database.db
    const user = await insertUser(db, 'trainer@example.org')
    s = (await insertSurvey(db, { ownerId: user.id })).surveyId
    await insertDialog(db, s, {
      blocks: [
        { type: 'open', unique_question_id: 'q1', context: 'Würden Sie uns weiterempfehlen?' },
        { type: 'open', unique_question_id: 'q2' },
        { type: 'open', unique_question_id: 'q3' },
      ],
      jumps: [
        ['q1', 'ja', 'q2'],
        ['q1', 'nein', 'q3'],
        ['q1', 'default', 'q3'],
      ],
      examples: [
        ...jaExamples.map((e) => ['q1', 'ja', e] as [string, string, string]),
        ...neinExamples.map((e) => ['q1', 'nein', e] as [string, string, string]),
      ],
    })
    for (const [i, text] of realAnswers.entries()) {
      const [r] = await db
        .insert(liveRespondents)
        .values({ username: `live_${i}_${kind}`, surveyIds: [s] })
        .returning({ id: liveRespondents.id })
      await db.insert(answers).values({
        respondentId: r?.id ?? 0,
        surveyId: s,
        uniqueQuestionId: 'q1',
        value: text,
        intent: null,
        confidence: null,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })
    }
    owner = api(t.app, user.id)
    ownerId = user.id
    const viewer = await insertUser(db, 'analyse@example.org')
    await addMember(db, s, viewer, 'Analysieren')
    analyst = api(t.app, viewer.id)
    await trained(s)
  })
  afterAll(async () => {
    await t?.close()
    await training.workers.close()
  })

  it('lists real answers newest first with the predicted jump and its confidence', async () => {
    const res = await owner.get(`${base()}/answers`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.handles).toEqual(['ja', 'nein'])
    expect(body.total).toBe(4)
    expect(body.items.map((a: { text: string }) => a.text)).toEqual([...realAnswers].reverse())
    const byText = Object.fromEntries(body.items.map((a: { text: string; predicted_handle: string }) => [a.text, a]))
    expect(byText['ja klar gerne'].predicted_handle).toBe('ja')
    expect(byText['auf gar keinen fall'].predicted_handle).toBe('nein')
    for (const a of body.items) {
      expect(a.confidence).toBeGreaterThan(0)
      expect(a.label).toBeNull()
    }
  })

  it('a correction becomes an example, the answer counts as labelled, and the quality changes after retraining', async () => {
    const before = (await owner.get(`${base()}/quality`)).json()
    expect(before.few_examples).toEqual([{ handle: 'nein', examples: 4 }])
    expect(before.confusion).toHaveLength(2)
    const answer = (await owner.get(`${base()}/answers?filter=unlabelled&q=n%C3%B6`)).json().items[0]
    training.hold()
    const labelled = await owner.post(`${base()}/answers/${answer.respondent_id}/label`, { handle: 'nein' })
    expect(labelled.statusCode).toBe(200)
    expect(labelled.json()).toMatchObject({ example: { handle: 'nein', text: 'nö niemals' }, replaced: null })
    // The label queued a build; until it has run the block is stale and its job not done.
    const stale = (await owner.get(`/api/surveys/${s}/training/status`)).json()
    expect(stale).toMatchObject({ status: 'stale', progress: 0 })
    expect(['queued', 'running']).toContain(stale.blocks[0].job.state)
    expect((await owner.get(`${base()}/answers?filter=unlabelled`)).json().total).toBe(3)
    expect((await owner.get(`${base()}/answers?filter=labelled`)).json().items[0]).toMatchObject({
      text: 'nö niemals',
      label: 'nein',
    })

    const retrained = await owner.post(`/api/surveys/${s}/training/retrain`, {})
    expect(retrained.statusCode).toBe(200)
    expect(retrained.json()).toMatchObject({ status: 'stale', blocks: [{ unique_question_id: 'q1', examples: 11 }] })
    training.release()
    await jobsDone(t)
    expect((await owner.get(`/api/surveys/${s}/training/status`)).json()).toMatchObject({
      status: 'current',
      progress: 1,
      blocks: [{ unique_question_id: 'q1', examples: 11, state: 'current', job: { state: 'done', error: null } }],
    })

    const after = (await owner.get(`${base()}/quality`)).json()
    expect(after.few_examples).toEqual([])
    expect(after.examples).toBe(11)
    expect(after.confusion.flat().reduce((a: number, b: number) => a + b, 0)).toBe(11)
    expect(after.accuracy).toBeGreaterThan(0.5)
  })

  it("reads a block's and a dialog's examples in pages by id, each one once and in order (issue #27)", async () => {
    const db = t.database.db
    const surveyId = (await insertSurvey(db, { ownerId })).surveyId
    // Interleaved by id across three blocks, so a page boundary falls inside and between blocks.
    const rows = Array.from({ length: 23 }, (_, i) => [`b${i % 3}`, i % 2 ? 'ja' : 'nein', `Beispiel ${i}`])
    await insertDialog(db, surveyId, {
      blocks: ['b0', 'b1', 'b2'].map((id) => ({ type: 'open', unique_question_id: id })),
      examples: rows as [string, string, string][],
    })
    const whole = await listSurveyExamples(db, surveyId, 1_000)
    for (const pageRows of [1, 3, 4, 8]) {
      const paged = await listSurveyExamples(db, surveyId, pageRows)
      expect([...paged.keys()].sort()).toEqual(['b0', 'b1', 'b2'])
      for (const block of ['b0', 'b1', 'b2']) {
        const expected = rows.filter(([q]) => q === block).map(([, handle, text]) => ({ handle, text }))
        expect(paged.get(block)).toEqual(expected)
        expect(whole.get(block)).toEqual(expected)
        const listed = await listExamples(db, surveyId, block, pageRows)
        expect(listed.map(({ handle, text }) => ({ handle, text }))).toEqual(expected)
        expect(listed.map((e) => e.id)).toEqual([...listed.map((e) => e.id)].sort((a, b) => a - b))
      }
    }
    expect(await listExamples(db, surveyId, 'kein', 2)).toEqual([])
  })

  it('adds, edits and deletes examples; a re-created example keeps its id (undo of delete)', async () => {
    const added = await owner.post(`${base()}/examples`, { examples: [{ handle: 'ja', text: 'Gern geschehen' }] })
    expect(added.statusCode).toBe(201)
    const example = added.json().examples[0]
    const edited = await owner.put(`${base()}/examples/${example.id}`, { handle: 'ja', text: 'Sehr gern' })
    expect(edited.json().example).toEqual({ id: example.id, handle: 'ja', text: 'Sehr gern' })
    const deleted = await owner.post(`${base()}/examples/delete`, { ids: [example.id] })
    expect(deleted.json().deleted).toEqual([{ id: example.id, handle: 'ja', text: 'Sehr gern' }])
    const again = await owner.post(`${base()}/examples`, {
      examples: [{ id: example.id, handle: 'ja', text: 'Sehr gern' }],
    })
    expect(again.json().examples).toEqual([{ id: example.id, handle: 'ja', text: 'Sehr gern' }])
    const jumps = (await owner.get(`/api/surveys/${s}/trainingdata_jumps/q1`)).json().jumps
    expect(jumps.find((j: { handle: string }) => j.handle === 'ja').examples).toContainEqual({
      id: example.id,
      text: 'Sehr gern',
    })
  })

  it('parses a CSV/TXT paste without saving it', async () => {
    const paste = 'handle;text\nja;"Na klar, sofort"\nnein\tLieber nicht\nvielleicht;weiß nicht\nSicher\n'
    const res = await owner.post(`${base()}/examples/import`, { text: paste })
    expect(res.statusCode).toBe(200)
    expect(res.json().rows).toEqual([
      { line: 2, handle: 'ja', text: 'Na klar, sofort', duplicate: false },
      { line: 3, handle: 'nein', text: 'Lieber nicht', duplicate: false },
    ])
    expect(res.json().skipped.map((r: { line: number }) => r.line)).toEqual([4, 5])
    const withHandle = (await owner.post(`${base()}/examples/import`, { text: 'Sicher\nSuper', handle: 'ja' })).json()
    expect(withHandle.rows).toEqual([
      { line: 1, handle: 'ja', text: 'Sicher', duplicate: true },
      { line: 2, handle: 'ja', text: 'Super', duplicate: false },
    ])
    const examples = (await owner.get(`/api/surveys/${s}/trainingdata_jumps/q1`))
      .json()
      .jumps.flatMap((j: { examples: { text: string }[] }) => j.examples.map((e) => e.text))
    expect(examples).not.toContain('Lieber nicht')
  })

  it('suggests offline (no LLM configured) and saves nothing', async () => {
    const count = async () => (await owner.get(`${base()}/quality`)).json().examples
    const before = await count()
    const labels = await owner.post(`${base()}/suggestions`, { mode: 'label' })
    expect(labels.statusCode).toBe(200)
    expect(labels.json().source).toBe('offline')
    expect(labels.json().suggestions.length).toBe(3)
    for (const sug of labels.json().suggestions) expect(['ja', 'nein']).toContain(sug.handle)
    const examples = (await owner.post(`${base()}/suggestions`, { mode: 'examples', handle: 'ja' })).json()
    expect(examples.source).toBe('offline')
    expect(
      examples.suggestions.every(
        (x: { handle: string; respondent_id: number }) => x.handle === 'ja' && x.respondent_id > 0,
      ),
    ).toBe(true)
    expect(await count()).toBe(before)
  })

  it('refuses roles without the train capability', async () => {
    for (const [method, url] of [
      ['GET', `${base()}/answers`],
      ['GET', `${base()}/quality`],
      ['POST', `/api/surveys/${s}/training/retrain`],
    ] as const) {
      const res = await analyst.call(method, url, method === 'POST' ? {} : undefined)
      expect(res.statusCode).toBe(403)
    }
  })

  it('answers bad input with 400 and a German message naming the field', async () => {
    const cases: [string, object, string][] = [
      [`${base()}/answers/1/label`, { handle: 'vielleicht' }, 'handle'],
      [`${base()}/answers/1/label`, {}, 'handle'],
      [`${base()}/examples`, { examples: [{ handle: 'ja', text: '' }] }, 'examples.0.text'],
      [`${base()}/examples`, { examples: [{ handle: 'jein', text: 'hm' }] }, 'examples.0.handle'],
      [`${base()}/suggestions`, { mode: 'raten' }, 'mode'],
      [`/api/surveys/${s}/training/retrain`, { question_ids: ['q2'] }, 'question_ids'],
    ]
    for (const [url, payload, field] of cases) {
      const res = await owner.post(url, payload)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().msg).toContain(field)
    }
    expect((await owner.get(`${base()}/answers?limit=0`)).json().msg).toContain('limit')
  })

  it('pages with a keyset cursor (before): labelling answers of one page skips none of the next (Offen)', async () => {
    const db = t.database.db
    const s2 = await yesNoDialog(db, ownerId)
    const day = (d: number) => new Date(Date.UTC(2025, 1, d))
    // Ties on purpose: at one millisecond respondents come before tests, then the higher id first.
    for (const [text, d] of [
      ['L1', 1],
      ['L2', 2],
      ['L3a', 3],
      ['L3b', 3],
      ['L4', 4],
      ['L5', 5],
    ] as const) {
      const [r] = await db
        .insert(liveRespondents)
        .values({ username: `keyset_${text}_${kind}`, surveyIds: [s2] })
        .returning({ id: liveRespondents.id })
      await db.insert(answers).values({
        respondentId: r?.id ?? 0,
        surveyId: s2,
        uniqueQuestionId: 'q1',
        value: text,
        intent: null,
        confidence: null,
        createdAt: day(d),
      })
    }
    for (const [text, d] of [
      ['T3', 3],
      ['T5', 5],
      ['T6', 6],
    ] as const) {
      await db.insert(testAnswers).values({
        surveyId: s2,
        uniqueQuestionId: 'q1',
        text,
        intent: null,
        confidence: null,
        testedBy: ownerId,
        createdAt: day(d),
      })
    }
    type Item = {
      text: string
      source: 'live' | 'test'
      respondent_id: number | null
      test_answer_id: number | null
      created_on: number
    }
    const list = async (query: string) => {
      // Newest first on purpose: the unlabelled default is least sure first (next test).
      const res = await owner.get(`/api/surveys/${s2}/training/q1/answers?filter=unlabelled&order=newest&${query}`)
      expect(res.statusCode, query).toBe(200)
      const body = res.json() as { total: number; remaining: number; items: Item[] }
      return { ...body, texts: body.items.map((a) => a.text) }
    }
    const order = ['T6', 'L5', 'T5', 'L4', 'L3b', 'L3a', 'T3', 'L2', 'L1']
    expect((await list('limit=200')).texts).toEqual(order)

    const first = await list('limit=3')
    expect(first).toMatchObject({ texts: order.slice(0, 3), total: 9, remaining: 6 })
    // The first two are labelled, a test answer and a respondent's: they leave the 'Offen' list.
    const [test, live] = first.items
    expect(
      (
        await owner.post(`/api/surveys/${s2}/training/q1/examples`, {
          examples: [{ handle: 'ja', text: test?.text }],
        })
      ).statusCode,
    ).toBe(201)
    expect(
      (await owner.post(`/api/surveys/${s2}/training/q1/answers/${live?.respondent_id}/label`, { handle: 'nein' }))
        .statusCode,
    ).toBe(200)

    const second = await list(`limit=3&before=${answerCursor(first.items.at(-1) as Item)}`)
    expect(second).toMatchObject({ texts: order.slice(3, 6), total: 7, remaining: 3 })
    const third = await list(`limit=3&before=${answerCursor(second.items.at(-1) as Item)}`)
    expect(third).toMatchObject({ texts: order.slice(6), remaining: 0 })
    // The offset still works, over the list as it is now (and after a cursor it counts from there).
    expect((await list('limit=2&offset=1')).texts).toEqual(['L4', 'L3b'])
    expect((await list(`limit=2&offset=1&before=${answerCursor(first.items.at(-1) as Item)}`)).texts).toEqual([
      'L3b',
      'L3a',
    ])
    const bad = await owner.get(`/api/surveys/${s2}/training/q1/answers?before=gestern`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toContain('before')
  })

  it('lists unlabelled answers least sure first (active learning), pages exactly, and starts over after a retrain', async () => {
    const db = t.database.db
    const s4 = await yesNoDialog(db, ownerId, jaExamples, neinExamples)
    await trained(s4)
    const texts = ['ja bitte', 'nein danke', 'vielleicht', 'weiß nicht', 'unbedingt ja', 'eher nö', 'hmm', 'klar, gern']
    for (const [i, text] of texts.entries()) {
      const [r] = await db
        .insert(liveRespondents)
        .values({ username: `unsure_${i}_${kind}`, surveyIds: [s4] })
        .returning({ id: liveRespondents.id })
      await db.insert(answers).values({
        respondentId: r?.id ?? 0,
        surveyId: s4,
        uniqueQuestionId: 'q1',
        value: text,
        intent: null,
        confidence: null,
        createdAt: new Date(Date.UTC(2025, 3, 1 + i)),
      })
    }
    type Page = {
      order: string
      next: string | null
      reordered: boolean
      total: number
      remaining: number
      items: { text: string; sureness: number; respondent_id: number; created_on: number }[]
    }
    const list = async (query: string) => {
      const res = await owner.get(`/api/surveys/${s4}/training/q1/answers?${query}`)
      expect(res.statusCode, query).toBe(200)
      return res.json() as Page
    }
    // Unlabelled: least sure first by default; all answers: newest first (the default stays).
    const whole = await list('filter=unlabelled&limit=200')
    expect(whole.order).toBe('unsure')
    const sureness = whole.items.map((a) => a.sureness)
    expect(sureness).toEqual([...sureness].sort((a, b) => a - b))
    expect(new Set(sureness).size).toBeGreaterThan(1)
    expect(whole.items.map((a) => a.text).sort()).toEqual([...texts].sort())
    const all = await list('filter=all&limit=200')
    expect(all.order).toBe('newest')
    expect(all.items.map((a) => a.text)).toEqual([...texts].reverse())
    expect((await list('filter=all&order=unsure&limit=200')).items.map((a) => a.text)).toEqual(
      whole.items.map((a) => a.text),
    )

    // Same model: the pages put together are exactly the whole list.
    const first = await list('filter=unlabelled&limit=3')
    expect(first).toMatchObject({ remaining: 5, reordered: false })
    expect(first.next).toMatch(/~/)
    const second = await list(`filter=unlabelled&limit=3&before=${encodeURIComponent(first.next ?? '')}`)
    const third = await list(`filter=unlabelled&limit=3&before=${encodeURIComponent(second.next ?? '')}`)
    expect(third).toMatchObject({ remaining: 0, next: null, reordered: false })
    expect([...first.items, ...second.items, ...third.items].map((a) => a.text)).toEqual(whole.items.map((a) => a.text))

    // Labelling the least sure answer retrains the model: the old order cannot be continued, so the
    // next page starts again at the top of the new order, without the labelled answer.
    const labelled = first.items[0]
    const label = await owner.post(`/api/surveys/${s4}/training/q1/answers/${labelled?.respondent_id}/label`, {
      handle: 'nein',
    })
    expect(label.statusCode).toBe(200)
    await jobsDone(t)
    const after = await list(`filter=unlabelled&limit=3&before=${encodeURIComponent(second.next ?? '')}`)
    expect(after).toMatchObject({ reordered: true, total: 7, remaining: 4 })
    const fresh = await list('filter=unlabelled&limit=200')
    expect(after.items.map((a) => a.text)).toEqual(fresh.items.slice(0, 3).map((a) => a.text))
    expect(fresh.items.map((a) => a.text)).not.toContain(labelled?.text)

    // A newest-first cursor still pages the newest order; a malformed unsure cursor is refused.
    const bad = await owner.get(
      `/api/surveys/${s4}/training/q1/answers?before=${encodeURIComponent('2-zz~0.5~1.live.1')}`,
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'invalid_input' })
  })

  it('suggests labels and examples for the answers the model is least sure of first, as Offen lists them', async () => {
    const db = t.database.db
    const s5 = await yesNoDialog(db, ownerId, jaExamples, neinExamples)
    await trained(s5)
    // Arrival order is not sureness order: the newest answers are the clearest ones.
    const texts = [
      'hmm',
      'vielleicht',
      'ja, schon irgendwie',
      'eher nö',
      'weiß nicht',
      'nein danke',
      'klar, gern',
      'ja bitte',
    ]
    for (const [i, text] of texts.entries()) {
      const [r] = await db
        .insert(liveRespondents)
        .values({ username: `suggest_${i}_${kind}`, surveyIds: [s5] })
        .returning({ id: liveRespondents.id })
      await db.insert(answers).values({
        respondentId: r?.id ?? 0,
        surveyId: s5,
        uniqueQuestionId: 'q1',
        value: text,
        intent: null,
        confidence: null,
        createdAt: new Date(Date.UTC(2025, 4, 1 + i)),
      })
    }
    const url = `/api/surveys/${s5}/training/q1`
    const offen = (await owner.get(`${url}/answers?filter=unlabelled&limit=200`)).json() as {
      order: string
      items: { text: string; sureness: number; predicted_handle: string }[]
    }
    expect(offen.order).toBe('unsure')
    const unsureOrder = offen.items.map((a) => a.text)
    const newestFirst = [...texts].reverse()
    expect(unsureOrder.slice(0, 3)).not.toEqual(newestFirst.slice(0, 3))

    const labels = await owner.post(`${url}/suggestions`, { mode: 'label', count: 3 })
    expect(labels.statusCode).toBe(200)
    expect(labels.json().suggestions.map((x: { text: string }) => x.text)).toEqual(unsureOrder.slice(0, 3))

    for (const handle of ['ja', 'nein']) {
      const res = await owner.post(`${url}/suggestions`, { mode: 'examples', handle, count: 20 })
      const suggested = res.json().suggestions.map((x: { text: string }) => x.text)
      expect(suggested).toEqual(offen.items.filter((a) => a.predicted_handle === handle).map((a) => a.text))
    }
  })

  it('draws the learning curve from the confirmed answers in confirmation order (leave-future-out)', async () => {
    const db = t.database.db
    const s5 = await yesNoDialog(db, ownerId)
    const given: [string, 'ja' | 'nein'][] = [
      ['ja bitte', 'ja'],
      ['nein danke', 'nein'],
      ['auf jeden fall', 'ja'],
      ['niemals', 'nein'],
      ['sehr gerne', 'ja'],
      ['lieber nicht', 'nein'],
      ['klar doch', 'ja'],
      ['auf keinen fall', 'nein'],
    ]
    const ids: number[] = []
    for (const [i, [text]] of given.entries()) {
      const [r] = await db
        .insert(liveRespondents)
        .values({ username: `curve_${i}_${kind}`, surveyIds: [s5] })
        .returning({ id: liveRespondents.id })
      ids.push(r?.id ?? 0)
      await db.insert(answers).values({
        respondentId: r?.id ?? 0,
        surveyId: s5,
        uniqueQuestionId: 'q1',
        value: text,
        intent: null,
        confidence: null,
        createdAt: new Date(Date.UTC(2025, 4, 1 + i)),
      })
    }
    const curve = async () => {
      const res = await owner.get(`/api/surveys/${s5}/training/q1/learning_curve`)
      expect(res.statusCode).toBe(200)
      return res.json() as {
        confirmed: number
        examples: number
        threshold: number
        points: { confirmed: number; evaluated: number; follow_up: number; wrong: number }[]
      }
    }
    // Nothing confirmed: no curve, only the typed examples.
    expect(await curve()).toMatchObject({ confirmed: 0, examples: 2, threshold: 0.6, points: [] })

    for (const [i, [, handle]] of given.entries()) {
      const res = await owner.post(`/api/surveys/${s5}/training/q1/answers/${ids[i]}/label`, { handle })
      expect(res.statusCode).toBe(200)
    }
    const after = await curve()
    expect(after).toMatchObject({ confirmed: 8, examples: 2 })
    expect(after.points.map((p) => [p.confirmed, p.evaluated])).toEqual([
      [0, 8],
      [1, 7],
      [2, 6],
      [3, 5],
      [5, 3],
    ])
    for (const p of after.points) {
      expect(p.follow_up + p.wrong).toBeLessThanOrEqual(1)
      // Shares of whole answers.
      expect(p.follow_up * p.evaluated).toBeCloseTo(Math.round(p.follow_up * p.evaluated))
      expect(p.wrong * p.evaluated).toBeCloseTo(Math.round(p.wrong * p.evaluated))
    }
    // The definition: the typed examples plus each intent's label, then the confirmed answers in
    // the order they were confirmed, each point measured on the answers confirmed after it.
    const engineCurve = learningCurve(
      { ja: ['ja', 'Ja'], nein: ['nein', 'Nein'] },
      given.map(([text, handle]) => ({ text, handle })),
      [0, 1, 2, 3, 5],
    )
    expect(after.points).toEqual(
      engineCurve.map((p) => ({
        confirmed: p.confirmed,
        evaluated: p.evaluated,
        follow_up: p.followUp,
        wrong: p.wrong,
      })),
    )

    // A correction moves the example (same id): the answer keeps its place, its label changes.
    const moved = await owner.post(`/api/surveys/${s5}/training/q1/answers/${ids[0]}/label`, { handle: 'nein' })
    expect(moved.json().replaced).not.toBeNull()
    const corrected = await curve()
    expect(corrected.confirmed).toBe(8)
    expect(corrected.points).not.toEqual(after.points)
  })

  it("lists the newest 5,000 answers of the chosen sources, respondents' and tests' together (docs/training.md)", async () => {
    const db = t.database.db
    const s3 = (await insertSurvey(db, { ownerId })).surveyId
    await insertDialog(db, s3, {
      blocks: [
        { type: 'open', unique_question_id: 'q1' },
        { type: 'open', unique_question_id: 'q2' },
      ],
      jumps: [['q1', 'ja', 'q2']],
    })
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 0, minute))
    for (const [text, minute] of [
      ['die älteste', 0],
      ['die neueste', 10_000],
    ] as const) {
      const [r] = await db
        .insert(liveRespondents)
        .values({ username: `cap_${minute}_${kind}`, surveyIds: [s3] })
        .returning({ id: liveRespondents.id })
      await db.insert(answers).values({
        respondentId: r?.id ?? 0,
        surveyId: s3,
        uniqueQuestionId: 'q1',
        value: text,
        intent: null,
        confidence: null,
        createdAt: at(minute),
      })
    }
    await db.insert(testAnswers).values(
      Array.from({ length: 4999 }, (_, i) => ({
        surveyId: s3,
        uniqueQuestionId: 'q1',
        text: `Test ${i}`,
        intent: null,
        confidence: null,
        testedBy: ownerId,
        createdAt: at(i + 1),
      })),
    )
    const list = async (query: string) => (await owner.get(`/api/surveys/${s3}/training/q1/answers?${query}`)).json()
    const all = await list('source=all&limit=1')
    expect(all).toMatchObject({ total: 5000, remaining: 4999, items: [{ text: 'die neueste' }] })
    expect((await list('source=all&limit=1&offset=4999')).items.map((a: { text: string }) => a.text)).toEqual([
      'Test 0',
    ])
    expect((await list('source=live')).total).toBe(2)
    expect((await list('source=test')).total).toBe(4999)
  })
})
