import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifierModels, trainingExamples } from '../../server/db/schema'
import { createIntentModels, examplesByIntent } from '../../server/services/nlu/intentModels'
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
})

describe.each(databaseKinds())('stored intent models on %s', (kind) => {
  let t: TestApp
  let surveyId = ''
  beforeAll(async () => {
    t = await startTestApp(kind)
    const ownerId = (await insertUser(t.database.db, 'models@example.org')).id
    surveyId = (await insertSurvey(t.database.db, { ownerId })).surveyId
    await t.database.db.insert(trainingExamples).values([
      { surveyId, uniqueQuestionId: 'q1', handle: 'ja', text: 'Ja, gerne' },
      { surveyId, uniqueQuestionId: 'q1', handle: 'nein', text: 'Nein, danke' },
    ])
  })
  afterAll(async () => {
    await t?.close()
  })
  const stored = () => t.database.db.select().from(classifierModels).where(eq(classifierModels.surveyId, surveyId))

  it('trains once, stores the model, and another server reuses it without retraining', async () => {
    const first = createIntentModels()
    const model = await first.modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein'])
    expect(model?.handles).toEqual(['ja', 'nein'])
    const [row] = await stored()
    expect(row?.trainedOn).toBe(model?.trainedOn)
    expect(await first.modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein'])).toBe(model)

    const other = await createIntentModels().modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein'])
    expect(other).toEqual(model)
    expect((await stored())[0]?.trainedAt).toEqual(row?.trainedAt)
  })

  it('retrains when the examples change, on every server', async () => {
    const a = createIntentModels()
    const before = await a.modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein'])
    await t.database.db
      .insert(trainingExamples)
      .values({ surveyId, uniqueQuestionId: 'q1', handle: 'nein', text: 'Auf keinen Fall' })
    const after = await createIntentModels().modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein'])
    expect(after?.trainedOn).not.toBe(before?.trainedOn)
    expect((await stored())[0]?.trainedOn).toBe(after?.trainedOn)
    expect((await a.modelFor(t.database.db, surveyId, 'q1', ['ja', 'nein']))?.trainedOn).toBe(after?.trainedOn)
  })

  it('a block without intents has no model', async () => {
    expect(await createIntentModels().modelFor(t.database.db, surveyId, 'q2', [])).toBeNull()
  })
})
