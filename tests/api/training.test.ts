import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, liveRespondents } from '../../server/db/schema'
import { addMember } from '../support/addMember'
import { bearer } from '../support/editorToken'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

// "Würden Sie uns weiterempfehlen?": two intents, 'nein' deliberately under-trained.
const jaExamples = ['Ja, auf jeden Fall', 'Sicher', 'Ja gerne', 'Unbedingt', 'Klar doch', 'Absolut']
const neinExamples = ['Nein', 'Eher nicht', 'Auf keinen Fall', 'Niemals']
const realAnswers = ['ja klar gerne', 'nö niemals', 'auf gar keinen fall', 'unbedingt ja']

describe.each(databaseKinds())('Trainieren on %s', (kind) => {
  let t: TestApp
  let s: string
  let owner: Record<string, string>
  let analyst: Record<string, string>
  const base = () => `/api/surveys/${s}/training/q1`
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = owner) => t.app.inject({ method, url, payload, headers })

  beforeAll(async () => {
    t = await startTestApp(kind)
    const db = t.database.db
    const user = await insertUser(db, 'trainer@example.org')
    s = (await insertSurvey(db, { ownerId: user.id })).surveyId
    await insertDialog(db, s, {
      blocks: [{ type: 'open', unique_question_id: 'q1', context: 'Würden Sie uns weiterempfehlen?' }, { type: 'open', unique_question_id: 'q2' }, { type: 'open', unique_question_id: 'q3' }],
      jumps: [['q1', 'ja', 'q2'], ['q1', 'nein', 'q3'], ['q1', 'default', 'q3']],
      examples: [...jaExamples.map((e) => ['q1', 'ja', e] as [string, string, string]), ...neinExamples.map((e) => ['q1', 'nein', e] as [string, string, string])],
    })
    for (const [i, text] of realAnswers.entries()) {
      const [r] = await db.insert(liveRespondents).values({ username: `live_${i}_${kind}`, surveyIds: [s] }).returning({ id: liveRespondents.id })
      await db.insert(answers).values({ respondentId: r?.id ?? 0, surveyId: s, uniqueQuestionId: 'q1', value: text, intent: null, confidence: null, createdAt: new Date(Date.UTC(2025, 0, 1 + i)) })
    }
    owner = bearer(user.id)
    const viewer = await insertUser(db, 'analyse@example.org')
    await addMember(db, s, viewer, 'Analysieren')
    analyst = bearer(viewer.id)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lists real answers newest first with the predicted jump and its confidence', async () => {
    const res = await call('GET', `${base()}/answers`)
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
    const before = (await call('GET', `${base()}/quality`)).json()
    expect(before.few_examples).toEqual([{ handle: 'nein', examples: 4 }])
    expect(before.confusion).toHaveLength(2)
    const answer = (await call('GET', `${base()}/answers?filter=unlabelled&q=n%C3%B6`)).json().items[0]
    const labelled = await call('POST', `${base()}/answers/${answer.respondent_id}/label`, { handle: 'nein' })
    expect(labelled.statusCode).toBe(200)
    expect(labelled.json()).toMatchObject({ example: { handle: 'nein', text: 'nö niemals' }, replaced: null })
    // Listing answers trains lazily (they show the current prediction), so look before that.
    const stale = (await call('GET', `/api/surveys/${s}/training/status`)).json()
    expect(stale).toMatchObject({ status: 'stale', progress: 0 })
    expect((await call('GET', `${base()}/answers?filter=unlabelled`)).json().total).toBe(3)
    expect((await call('GET', `${base()}/answers?filter=labelled`)).json().items[0]).toMatchObject({ text: 'nö niemals', label: 'nein' })

    const retrained = await call('POST', `/api/surveys/${s}/training/retrain`, {})
    expect(retrained.statusCode).toBe(200)
    expect(retrained.json()).toMatchObject({ status: 'current', progress: 1, blocks: [{ unique_question_id: 'q1', examples: 11, state: 'current' }] })
    expect((await call('GET', `/api/surveys/${s}/training/status`)).json().progress).toBe(1)

    const after = (await call('GET', `${base()}/quality`)).json()
    expect(after.few_examples).toEqual([])
    expect(after.examples).toBe(11)
    expect(after.confusion.flat().reduce((a: number, b: number) => a + b, 0)).toBe(11)
    expect(after.accuracy).toBeGreaterThan(0.5)
  })

  it('adds, edits and deletes examples; a re-created example keeps its id (undo of delete)', async () => {
    const added = await call('POST', `${base()}/examples`, { examples: [{ handle: 'ja', text: 'Gern geschehen' }] })
    expect(added.statusCode).toBe(201)
    const example = added.json().examples[0]
    const edited = await call('PUT', `${base()}/examples/${example.id}`, { handle: 'ja', text: 'Sehr gern' })
    expect(edited.json().example).toEqual({ id: example.id, handle: 'ja', text: 'Sehr gern' })
    const deleted = await call('POST', `${base()}/examples/delete`, { ids: [example.id] })
    expect(deleted.json().deleted).toEqual([{ id: example.id, handle: 'ja', text: 'Sehr gern' }])
    const again = await call('POST', `${base()}/examples`, { examples: [{ id: example.id, handle: 'ja', text: 'Sehr gern' }] })
    expect(again.json().examples).toEqual([{ id: example.id, handle: 'ja', text: 'Sehr gern' }])
    const jumps = (await call('GET', `/api/surveys/${s}/trainingdata_jumps/q1`)).json().jumps
    expect(jumps.find((j: { handle: string }) => j.handle === 'ja').examples).toContainEqual({ id: example.id, text: 'Sehr gern' })
  })

  it('parses a CSV/TXT paste without saving it', async () => {
    const paste = 'handle;text\nja;"Na klar, sofort"\nnein\tLieber nicht\nvielleicht;weiß nicht\nSicher\n'
    const res = await call('POST', `${base()}/examples/import`, { text: paste })
    expect(res.statusCode).toBe(200)
    expect(res.json().rows).toEqual([
      { line: 2, handle: 'ja', text: 'Na klar, sofort', duplicate: false },
      { line: 3, handle: 'nein', text: 'Lieber nicht', duplicate: false },
    ])
    expect(res.json().skipped.map((r: { line: number }) => r.line)).toEqual([4, 5])
    const withHandle = (await call('POST', `${base()}/examples/import`, { text: 'Sicher\nSuper', handle: 'ja' })).json()
    expect(withHandle.rows).toEqual([{ line: 1, handle: 'ja', text: 'Sicher', duplicate: true }, { line: 2, handle: 'ja', text: 'Super', duplicate: false }])
    const examples = (await call('GET', `/api/surveys/${s}/trainingdata_jumps/q1`)).json().jumps.flatMap((j: { examples: { text: string }[] }) => j.examples.map((e) => e.text))
    expect(examples).not.toContain('Lieber nicht')
  })

  it('suggests offline (no LLM configured) and saves nothing', async () => {
    const count = async () => (await call('GET', `${base()}/quality`)).json().examples
    const before = await count()
    const labels = await call('POST', `${base()}/suggestions`, { mode: 'label' })
    expect(labels.statusCode).toBe(200)
    expect(labels.json().source).toBe('offline')
    expect(labels.json().suggestions.length).toBe(3)
    for (const sug of labels.json().suggestions) expect(['ja', 'nein']).toContain(sug.handle)
    const examples = (await call('POST', `${base()}/suggestions`, { mode: 'examples', handle: 'ja' })).json()
    expect(examples.source).toBe('offline')
    expect(examples.suggestions.every((x: { handle: string; respondent_id: number }) => x.handle === 'ja' && x.respondent_id > 0)).toBe(true)
    expect(await count()).toBe(before)
  })

  it('refuses roles without the train capability', async () => {
    for (const [method, url] of [['GET', `${base()}/answers`], ['GET', `${base()}/quality`], ['POST', `/api/surveys/${s}/training/retrain`]] as const) {
      const res = await call(method, url, method === 'POST' ? {} : undefined, analyst)
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
      const res = await call('POST', url, payload)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().msg).toContain(field)
    }
    expect((await call('GET', `${base()}/answers?limit=0`)).json().msg).toContain('limit')
  })
})
