import { trainClassifier } from '@engine/nlu'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifierModels, trainingExamples } from '../../server/db/schema'
import { createBackgroundJobs } from '../../server/services/backgroundJobs'
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
        return trainClassifier(examples)
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

  it('a block without intents has no model', async () => {
    expect(await aServer().models.modelFor(t.database.db, surveyId, 'q2', [])).toBeNull()
  })
})
