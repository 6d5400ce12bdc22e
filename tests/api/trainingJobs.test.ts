import { QUALITY_SAMPLE } from '@engine/api/training'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifierModels, exitConditions, trainingExamples } from '../../server/db/schema'
import { EXIT_CONDITIONS_PER_DIALOG, PHRASES_PER_EXIT_CONDITION } from '../../server/services/llm/exitConditionBounds'
import { EXAMPLES_PER_BLOCK, EXAMPLES_PER_INTENT } from '../../server/services/nlu/intentModels'
import { scheduleMissingModels, trainingKey } from '../../server/services/nlu/trainingJobs'
import { type Api, api } from '../support/fixtures'
import { heldWorkers } from '../support/heldWorkers'
import { type DialogSpec, insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { jobsDone } from '../support/jobsDone'
import { databaseKinds } from '../support/testDatabase'

const NACHFRAGE = 'Kannst du das genauer sagen?'

/** One open block with intents `handles`, each jumping to a message; `examples` per handle. */
function anOpenBlock(handles: readonly string[], examples: Record<string, readonly string[]> = {}): DialogSpec {
  return {
    blocks: [
      { unique_question_id: 'wie', type: 'open', context: 'Wie zufrieden bist du?', nachfrage: NACHFRAGE },
      ...handles.map((h) => ({
        unique_question_id: `nach_${h}`,
        type: 'message' as const,
        context: `Ziel ${h}`,
        is_end: true,
      })),
    ],
    jumps: handles.map((h) => ['wie', h, `nach_${h}`] as [string, string, string]),
    examples: Object.entries(examples).flatMap(([h, texts]) =>
      texts.map((text) => ['wie', h, text] as [string, string, string]),
    ),
  }
}

describe.each(databaseKinds())('models built by jobs, bounded training on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let owner: Api
  const training = heldWorkers()

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: training.workers, jobRunner: 'manual' })
    ownerId = (await insertUser(t.database.db, 'jobs-owner@example.org')).id
    owner = api(t.app, ownerId)
  })
  afterAll(async () => {
    training.release()
    await t?.close()
    await training.workers.close()
  })

  async function aDialog(spec: DialogSpec): Promise<string> {
    const settings = { active: true, welcome_message: 'Willkommen!', ending_message: 'Danke!' }
    const surveyId = (await insertSurvey(t.database.db, { ownerId, settings })).surveyId
    await insertDialog(t.database.db, surveyId, spec)
    return surveyId
  }

  /** A new respondent at the open block: the bot's answer to `text`. */
  async function answer(surveyId: string, text: string): Promise<string[]> {
    const reg = await api(t.app).post('/api/register_live_list', { survey_id_list: [surveyId] })
    const respondent = api(t.app, reg.json().token_live)
    const chat = (payload: object) => respondent.post('/api/chat', { survey_id: surveyId, ...payload })
    await chat({ unique_question_id: null, user_input: '' })
    const res = await chat({ unique_question_id: 'wie', user_input: text })
    expect(res.statusCode).toBe(200)
    return (res.json().chatbot_response_object.messages as { bubbles: { text: string }[] }[]).flatMap((m) =>
      m.bubbles.map((b) => b.text),
    )
  }

  const examplesOf = async (surveyId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(trainingExamples)
        .where(and(eq(trainingExamples.surveyId, surveyId), eq(trainingExamples.uniqueQuestionId, 'wie')))
    )[0]?.n

  it('a chat turn is answered from the old model while the new one is being built, and the new one routes after', async () => {
    const surveyId = await aDialog(
      anOpenBlock(['zufrieden', 'unzufrieden'], {
        zufrieden: ['Ich bin sehr zufrieden', 'Alles super, danke', 'Es gefällt mir richtig gut'],
        unzufrieden: ['Ich bin gar nicht zufrieden', 'Das war schlecht', 'Es hat mich enttäuscht'],
      }),
    )
    await owner.post(`/api/surveys/${surveyId}/training/retrain`, {})
    await jobsDone(t)
    // The built model does not know the word: the nachfrage is asked.
    expect(await answer(surveyId, 'Kaffeeautomat')).toEqual([NACHFRAGE])

    training.hold()
    const before = training.started()
    const added = await owner.post(`/api/surveys/${surveyId}/training/wie/examples`, {
      examples: ['Kaffeeautomat', 'der Kaffeeautomat', 'Kaffeeautomat!', 'ein Kaffeeautomat'].map((text) => ({
        handle: 'unzufrieden',
        text,
      })),
    })
    expect(added.statusCode).toBe(201)
    // The runner takes the queued build; it reaches the held training and stays there.
    const building = t.app.jobRunner.drain()
    while (training.started() === before) await new Promise((resolve) => setImmediate(resolve))
    const trainings = training.started()
    expect(await answer(surveyId, 'Kaffeeautomat')).toEqual([NACHFRAGE])
    const status = (await owner.get(`/api/surveys/${surveyId}/training/status`)).json()
    expect(status.blocks[0]).toMatchObject({ state: 'stale' })
    expect(status.blocks[0].job.state).toBe('running')
    // The turn started no training of its own.
    expect(training.started()).toBe(trainings)

    training.release()
    await building
    await jobsDone(t)
    expect((await owner.get(`/api/surveys/${surveyId}/training/status`)).json().blocks[0]).toMatchObject({
      state: 'current',
      job: { state: 'done' },
    })
    expect(await answer(surveyId, 'Kaffeeautomat')).toEqual(['Ziel unzufrieden', 'Danke!'])
  })

  it('a block whose model was never built answers at once from its labels and gets built by a job', async () => {
    const surveyId = await aDialog(anOpenBlock(['ja', 'nein'], { ja: ['Sehr gerne doch'], nein: ['Lieber nicht'] }))
    expect(await answer(surveyId, 'ja')).toEqual(['Ziel ja', 'Danke!'])
    // The turn queues the build after its answer.
    await t.jobs.settled()
    const status = (await owner.get(`/api/surveys/${surveyId}/training/status`)).json()
    expect(status.blocks[0]).toMatchObject({ state: 'untrained', job: { state: 'queued' } })
    await jobsDone(t)
    expect((await owner.get(`/api/surveys/${surveyId}/training/status`)).json().blocks[0].state).toBe('current')
    expect(await answer(surveyId, 'sehr gerne doch')).toEqual(['Ziel ja', 'Danke!'])
  })

  it('the status follows every change of the examples, also one that keeps their count (it is kept per revision of them)', async () => {
    const surveyId = await aDialog(anOpenBlock(['ja', 'nein'], { ja: ['Sehr gerne doch'], nein: ['Lieber nicht'] }))
    const status = async () => (await owner.get(`/api/surveys/${surveyId}/training/status`)).json().blocks[0]
    await owner.post(`/api/surveys/${surveyId}/training/retrain`, {})
    await jobsDone(t)
    expect(await status()).toMatchObject({ state: 'current', examples: 2 })
    // Asked again with nothing changed: the same answer.
    expect(await status()).toMatchObject({ state: 'current', examples: 2 })
    const examples = await t.database.db
      .select({ id: trainingExamples.id, text: trainingExamples.text })
      .from(trainingExamples)
      .where(eq(trainingExamples.surveyId, surveyId))
    const first = examples.find((e) => e.text === 'Sehr gerne doch')
    // The same count and the same highest id, another text: stale until built again.
    const edited = await owner.put(`/api/surveys/${surveyId}/training/wie/examples/${first?.id}`, {
      handle: 'ja',
      text: 'Sehr gerne sogar',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await status()).toMatchObject({ state: 'stale', examples: 2 })
    await jobsDone(t)
    expect(await status()).toMatchObject({ state: 'current', examples: 2 })
    // Relabelled: the same text under the other jump.
    await owner.put(`/api/surveys/${surveyId}/training/wie/examples/${first?.id}`, {
      handle: 'nein',
      text: 'Sehr gerne sogar',
    })
    expect(await status()).toMatchObject({ state: 'stale', examples: 2 })
    await jobsDone(t)
    const deleted = await owner.post(`/api/surveys/${surveyId}/training/wie/examples/delete`, { ids: [first?.id] })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await status()).toMatchObject({ state: 'stale', examples: 1 })
  })

  it('the status reads again only the blocks whose examples moved, and gets each of them right', async () => {
    const ids = ['a', 'b', 'c']
    const surveyId = await aDialog({
      blocks: [
        ...ids.map((id) => ({
          unique_question_id: id,
          type: 'open' as const,
          context: `Frage ${id}`,
          nachfrage: NACHFRAGE,
        })),
        { unique_question_id: 'ende', type: 'message' as const, context: 'Ende', is_end: true },
      ],
      jumps: ids.flatMap((id) => [
        [id, 'ja', 'ende'] as [string, string, string],
        [id, 'nein', 'ende'] as [string, string, string],
      ]),
      examples: ids.flatMap((id) => [
        [id, 'ja', `Sehr gerne ${id}`] as [string, string, string],
        [id, 'nein', `Lieber nicht ${id}`] as [string, string, string],
      ]),
    })
    const states = async () =>
      Object.fromEntries(
        (await owner.get(`/api/surveys/${surveyId}/training/status`))
          .json()
          .blocks.map((b: { unique_question_id: string; state: string; examples: number }) => [
            b.unique_question_id,
            `${b.state} ${b.examples}`,
          ]),
      )
    await owner.post(`/api/surveys/${surveyId}/training/retrain`, {})
    await jobsDone(t)
    expect(await states()).toEqual({ a: 'current 2', b: 'current 2', c: 'current 2' })
    const [example] = await t.database.db
      .select({ id: trainingExamples.id })
      .from(trainingExamples)
      .where(and(eq(trainingExamples.surveyId, surveyId), eq(trainingExamples.text, 'Sehr gerne b')))
    // One block of three moved (same count, same highest id): it alone is read again.
    const edited = await owner.put(`/api/surveys/${surveyId}/training/b/examples/${example?.id}`, {
      handle: 'ja',
      text: 'Sehr gerne sogar',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await states()).toEqual({ a: 'current 2', b: 'stale 2', c: 'current 2' })
    await jobsDone(t)
    expect(await states()).toEqual({ a: 'current 2', b: 'current 2', c: 'current 2' })
    const added = await owner.post(`/api/surveys/${surveyId}/training/c/examples`, {
      examples: [{ handle: 'nein', text: 'Eher nicht' }],
    })
    expect(added.statusCode, added.body).toBe(201)
    expect(await states()).toEqual({ a: 'current 2', b: 'current 2', c: 'stale 3' })
  })

  it('a copied dialog has its models queued at once, so its first respondent meets a built model', async () => {
    const source = await aDialog(anOpenBlock(['ja', 'nein'], { ja: ['Sehr gerne doch'], nein: ['Lieber nicht'] }))
    const copy = await owner.post(`/api/surveys/${source}/copy`)
    expect(copy.statusCode).toBe(201)
    const copied = copy.json().survey_id as string
    const status = (await owner.get(`/api/surveys/${copied}/training/status`)).json()
    expect(status.blocks[0]).toMatchObject({ state: 'untrained', job: { state: 'queued' } })
    await jobsDone(t)
    expect((await owner.get(`/api/surveys/${copied}/training/status`)).json().blocks[0].state).toBe('current')
  })

  it('an app that starts finds the models missing or of an older version and queues their builds', async () => {
    const surveyId = await aDialog(anOpenBlock(['ja', 'nein'], { ja: ['Sehr gerne doch'], nein: ['Lieber nicht'] }))
    await owner.post(`/api/surveys/${surveyId}/training/retrain`, {})
    await jobsDone(t)
    // An update brings a new model format: the stored model is of an older version now.
    await t.database.db.update(classifierModels).set({ version: 1 }).where(eq(classifierModels.surveyId, surveyId))
    const queued = await scheduleMissingModels(t.database.db, t.app.jobQueue)
    expect(queued).toBeGreaterThanOrEqual(1)
    expect(await t.app.jobQueue.latest(trainingKey(surveyId, 'wie'))).toMatchObject({ state: 'queued' })
    await jobsDone(t)
    expect(await scheduleMissingModels(t.database.db, t.app.jobQueue, surveyId)).toBe(0)
    // Examples left by a deleted block build nothing.
    await t.database.db
      .insert(trainingExamples)
      .values({ surveyId, uniqueQuestionId: 'geloescht', handle: 'ja', text: 'Gern' })
    expect(await scheduleMissingModels(t.database.db, t.app.jobQueue, surveyId)).toBe(0)
  })

  it(`refuses examples past ${EXAMPLES_PER_INTENT} per jump with 413 and saves nothing, by adding, labelling or importing`, async () => {
    const surveyId = await aDialog(
      anOpenBlock(['ja', 'nein'], { ja: Array.from({ length: EXAMPLES_PER_INTENT }, (_, i) => `ja ${i}`) }),
    )
    const base = `/api/surveys/${surveyId}/training/wie`
    const added = await owner.post(`${base}/examples`, { examples: [{ handle: 'ja', text: 'noch eins' }] })
    expect(added.statusCode).toBe(413)
    expect(added.json()).toMatchObject({ code: 'training_examples_intent_full' })
    const imported = await owner.post(`${base}/examples/import`, { text: 'ja;noch eins\nja;und noch eins' })
    expect(imported.statusCode).toBe(413)
    expect(imported.json()).toMatchObject({ code: 'training_examples_intent_full' })
    const other = await owner.post(`${base}/examples`, { examples: [{ handle: 'nein', text: 'nö' }] })
    expect(other.statusCode).toBe(201)
    const moved = await owner.put(`${base}/examples/${other.json().examples[0].id}`, { handle: 'ja', text: 'nö' })
    expect(moved.statusCode).toBe(413)
    expect(await examplesOf(surveyId)).toBe(EXAMPLES_PER_INTENT + 1)
  })

  it(`refuses examples past ${EXAMPLES_PER_BLOCK} per block with 413 and saves nothing`, async () => {
    const handles = Array.from({ length: 5 }, (_, i) => `h${i}`)
    const per = EXAMPLES_PER_BLOCK / handles.length
    const surveyId = await aDialog(
      anOpenBlock(
        handles,
        Object.fromEntries(handles.map((h) => [h, Array.from({ length: per }, (_, i) => `${h} Beispiel ${i}`)])),
      ),
    )
    const res = await owner.post(`/api/surveys/${surveyId}/training/wie/examples`, {
      examples: [{ handle: 'h0', text: 'eines zu viel' }],
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'training_examples_block_full' })
    expect(await examplesOf(surveyId)).toBe(EXAMPLES_PER_BLOCK)
    const deleted = await owner.post(`/api/surveys/${surveyId}/training/wie/examples/delete`, { ids: [1] })
    expect(deleted.statusCode).toBe(200)
  })

  it('the quality of a block above the sample cap answers from a stratified sample and says so', async () => {
    const n = QUALITY_SAMPLE + 100
    const surveyId = await aDialog(
      anOpenBlock(['ja', 'nein'], {
        ja: Array.from({ length: n / 2 }, (_, i) => `ja gerne ${i}`),
        nein: Array.from({ length: n / 2 }, (_, i) => `nein danke ${i}`),
      }),
    )
    const res = await owner.get(`/api/surveys/${surveyId}/training/wie/quality`)
    expect(res.statusCode).toBe(200)
    const quality = res.json()
    expect(quality).toMatchObject({ examples: n, sampled: QUALITY_SAMPLE, folds: 5 })
    expect(quality.confusion.flat().reduce((a: number, b: number) => a + b, 0)).toBe(QUALITY_SAMPLE)
    expect(quality.per_intent.map((p: { examples: number }) => p.examples)).toEqual([n / 2, n / 2])
    expect(quality.accuracy).toBeGreaterThan(0.9)
  })

  it('refuses exit conditions past their caps with 413 and leaves the dialog as it was', async () => {
    const surveyId = await aDialog({
      blocks: [{ unique_question_id: 'wie', type: 'open' }],
      exitConditions: Array.from({ length: EXIT_CONDITIONS_PER_DIALOG }, (_, i) => ({
        id: `c${i}`,
        condition: `Bedingung ${i}`,
        examples: ['abbrechen'],
      })),
    })
    const url = `/api/surveys/${surveyId}/gpt_exit_conditions`
    const one = { condition: 'Noch eine', unique_question_id: null, examples: ['stopp'] }
    const tooMany = await owner.post(url, one)
    expect(tooMany.statusCode).toBe(413)
    expect(tooMany.json()).toMatchObject({ code: 'exit_conditions_too_many' })
    const phrases = Array.from({ length: PHRASES_PER_EXIT_CONDITION + 1 }, (_, i) => `satz ${i}`)
    const tooLong = await owner.put(`${url}/c0`, { ...one, id: 'c0', survey_id: surveyId, examples: phrases })
    expect(tooLong.statusCode).toBe(413)
    expect(tooLong.json()).toMatchObject({ code: 'exit_condition_too_many_phrases' })
    const stored = await t.database.db.select().from(exitConditions).where(eq(exitConditions.surveyId, surveyId))
    expect(stored).toHaveLength(EXIT_CONDITIONS_PER_DIALOG)
    expect(stored.find((c) => c.id === 'c0')?.examples).toEqual(['abbrechen'])
  })
})
