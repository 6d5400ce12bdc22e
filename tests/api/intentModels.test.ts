import { trainClassifier } from '@engine/nlu'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifierModelParts, classifierModels, trainingExamples } from '../../server/db/schema'
import { findClassifierModel, saveClassifierModel, sweepModelParts } from '../../server/repositories/classifierModels'
import { createBackgroundJobs } from '../../server/services/backgroundJobs'
import { MAX_EXAMPLES_PER_INTENT } from '../../server/services/llm/llmIntentRouter'
import { promptExamples, storedModelBytes } from '../../server/services/nlu/modelCodec'
import {
  EXAMPLES_PER_BLOCK,
  EXAMPLES_PER_INTENT,
  createIntentModels,
  examplesByIntent,
} from '../../server/services/nlu/intentModels'
import { createTrainingJobs, trainingKey } from '../../server/services/nlu/trainingJobs'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

describe('examplesByIntent', () => {
  it('seeds every intent with its own label and drops examples of handles that are not intents', () => {
    const rows = [
      { handle: 'ja', text: 'Na klar' },
      { handle: 'alt', text: 'gelöschter Sprung' },
      { handle: 'ja', text: 'Sicher' },
    ]
    expect(examplesByIntent(rows, ['ja', 'nein'])).toEqual({ ja: ['ja', 'Na klar', 'Sicher'], nein: ['nein'] })
  })

  it('trains on at most the capped examples per intent and per block, the first ones', () => {
    const many = (handle: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ handle, text: `${handle} ${i}` }))
    const perIntent = examplesByIntent(many('ja', EXAMPLES_PER_INTENT + 10), ['ja'])
    expect(perIntent.ja).toHaveLength(EXAMPLES_PER_INTENT + 1)
    expect(perIntent.ja?.at(-1)).toBe(`ja ${EXAMPLES_PER_INTENT - 1}`)
    const handles = Array.from({ length: 6 }, (_, i) => `h${i}`)
    const perBlock = examplesByIntent(
      handles.flatMap((h) => many(h, EXAMPLES_PER_INTENT)),
      handles,
    )
    const total = Object.values(perBlock).reduce((n, texts) => n + texts.length - 1, 0)
    expect(total).toBe(EXAMPLES_PER_BLOCK)
  })
})

describe.each(databaseKinds())('stored intent models on %s', (kind) => {
  let t: TestApp
  let surveyId = ''
  beforeAll(async () => {
    t = await startTestApp(kind, { jobRunner: 'manual' })
    const ownerId = (await insertUser(t.database.db, 'models@example.org')).id
    surveyId = (await insertSurvey(t.database.db, { ownerId })).surveyId
    await insertDialog(t.database.db, surveyId, {
      blocks: [
        { type: 'open', unique_question_id: 'q1' },
        { type: 'open', unique_question_id: 'q2' },
      ],
      jumps: [
        ['q1', 'ja', 'q2'],
        ['q1', 'nein', 'q2'],
      ],
      examples: [
        ['q1', 'ja', 'Ja, gerne'],
        ['q1', 'nein', 'Nein, danke'],
      ],
    })
  })
  afterAll(async () => {
    await t?.close()
  })
  const stored = () => t.database.db.select().from(classifierModels).where(eq(classifierModels.surveyId, surveyId))

  /** A server's models with a counting trainer, on the app's job queue (jobs run on `drain`). */
  function aServer() {
    const after = createBackgroundJobs((error) => {
      throw error
    })
    const trained: string[][] = []
    const models = createIntentModels({
      train: async (examples) => {
        trained.push(Object.keys(examples))
        const model = trainClassifier(examples)
        return { model, stored: storedModelBytes(model, promptExamples(examples, MAX_EXAMPLES_PER_INTENT)) }
      },
      jobs: createTrainingJobs(() => t.app.jobQueue, after),
    })
    return { models, trained, settled: () => after.settled() }
  }
  const latestJob = async () => (await t.app.jobQueue.latest(trainingKey(surveyId, 'q1')))?.state

  it('a block never built answers from its labels at once and queues a job that builds and stores its model', async () => {
    const server = aServer()
    const first = await server.models.modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein'])
    expect(first?.handles).toEqual(['ja', 'nein'])
    expect(first?.trainedOn).toBe(trainClassifier({ ja: ['ja'], nein: ['nein'] }).trainedOn)
    await server.settled()
    expect(await latestJob()).toBe('queued')

    await t.app.jobRunner.drain()
    expect(await latestJob()).toBe('done')
    const [row] = await stored()
    const built = await server.models.modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein'])
    expect(row?.trainedOn).toBe(built?.trainedOn)
    expect(built?.trainedOn).toBe(trainClassifier({ ja: ['ja', 'Ja, gerne'], nein: ['nein', 'Nein, danke'] }).trainedOn)
  })

  it('another server loads the stored model without training, and a changed model after it is rebuilt', async () => {
    const other = aServer()
    const model = await other.models.modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein'])
    const [row] = await stored()
    expect(model?.trainedOn).toBe(row?.trainedOn)
    await other.settled()
    expect(other.trained).toEqual([])

    await t.database.db
      .insert(trainingExamples)
      .values({ surveyId, uniqueQuestionId: 'q1', handle: 'nein', text: 'Auf keinen Fall' })
    const builder = aServer()
    expect(await builder.models.build(t.database.db, surveyId, 'q1')).toBe('built')
    expect(await builder.models.build(t.database.db, surveyId, 'q1')).toBe('current')
    const after = await other.models.modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein'])
    expect(after?.trainedOn).not.toBe(model?.trainedOn)
    expect(after?.trainedOn).toBe((await stored())[0]?.trainedOn)
    expect(other.trained).toEqual([])
  })

  it('stores a model in parts: read back whole, the parts before a replacement deleted, never a half (issue #27)', async () => {
    const db = t.database.db
    const parts = () =>
      db
        .select({ gen: classifierModelParts.gen, part: classifierModelParts.part })
        .from(classifierModelParts)
        .where(and(eq(classifierModelParts.surveyId, surveyId), eq(classifierModelParts.uniqueQuestionId, 'q9')))
    const model = (n: number) => ({
      n,
      text: 'ä€😀 Straße '.repeat(40),
      weights: Array.from({ length: 30 }, (_, i) => i / 7),
    })
    const save = (n: number, partChars: number) =>
      saveClassifierModel(
        db,
        { surveyId, blockId: 'q9', version: 3, trainedOn: `fp${n}`, model: model(n), trainedAt: new Date() },
        partChars,
      )

    // A model built in a worker arrives as UTF-8 bytes: parts are cut between characters, never
    // inside one (ä is 2 bytes, € 3, 😀 4), and read back as the same model.
    const bytes = new TextEncoder().encode(JSON.stringify(model(0)))
    for (const partChars of [1, 2, 3, 5, 97]) {
      await saveClassifierModel(
        db,
        { surveyId, blockId: 'q9', version: 3, trainedOn: 'fp0', model: bytes, trainedAt: new Date() },
        partChars,
      )
      expect(await findClassifierModel(db, surveyId, 'q9')).toEqual({ version: 3, model: model(0) })
    }

    await save(1, 97)
    const first = await parts()
    const chars = JSON.stringify(model(1)).length
    expect(first).toHaveLength(Math.ceil(chars / 97))
    expect(await findClassifierModel(db, surveyId, 'q9')).toEqual({ version: 3, model: model(1) })

    await save(2, 1_000)
    const second = await parts()
    expect(second).toHaveLength(Math.ceil(chars / 1_000))
    expect(new Set(second.map((p) => p.gen)).size).toBe(1)
    expect(second[0]?.gen).not.toBe(first[0]?.gen)
    expect(await findClassifierModel(db, surveyId, 'q9')).toEqual({ version: 3, model: model(2) })

    // A crash after writing a new model's parts and before switching its row: readers keep the
    // model before; the start-up sweep deletes the stray parts once they are old, and only them.
    await db.insert(classifierModelParts).values({
      surveyId,
      uniqueQuestionId: 'q9',
      gen: 999_999_999,
      part: 0,
      data: '{"halb',
      createdAt: new Date(Date.now() - 2 * 3600_000),
    })
    expect(await findClassifierModel(db, surveyId, 'q9')).toEqual({ version: 3, model: model(2) })
    expect(await sweepModelParts(db)).toBe(1)
    expect(await parts()).toEqual(second)

    // A row stored before migration 0020 keeps its model in the row itself.
    await db
      .update(classifierModels)
      .set({ model: model(0), gen: null, parts: null })
      .where(and(eq(classifierModels.surveyId, surveyId), eq(classifierModels.uniqueQuestionId, 'q9')))
    expect(await findClassifierModel(db, surveyId, 'q9')).toEqual({ version: 3, model: model(0) })
    await save(4, 1_000)
    expect(await findClassifierModel(db, surveyId, 'q9')).toEqual({ version: 3, model: model(4) })
  })

  it('a block without intents has no model', async () => {
    expect(await aServer().models.modelFor(t.database.db, surveyId, 'q2', [])).toBeNull()
  })
})
