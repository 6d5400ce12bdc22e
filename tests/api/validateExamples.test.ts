import { ConfiguratorResponse, toEditorSnapshot } from '@engine/api/surveys'
import { QualityResponse } from '@engine/api/training'
import { checkDialog, type QualityInput } from '@engine/checks'
import { toEditorState } from '@engine/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChecksView } from '../../src/features/checks/checksState'
import { validateExamples } from '../../src/features/checks/validateExamples'
import { api } from '../support/fixtures'
import { insertDialog } from '../support/insertDialog'
import { insertSurvey, insertUser } from '../support/insertSurvey'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

// "Beispiele prüfen" (docs/configurator.md "Prüfen") against the real server: the configurator's
// validateExamples asks the quality call of each open block with intents, and the engine's checks
// turn its cross-validation into "examples the model routes elsewhere".
describe.each(databaseKinds())('Beispiele prüfen on %s', (kind) => {
  let t: TestApp
  let ownerId: number
  let surveyId: string

  beforeAll(async () => {
    t = await startTestApp(kind, { jobRunner: 'manual' })
    ownerId = (await insertUser(t.database.db, 'validate-examples@example.org')).id
    surveyId = (await insertSurvey(t.database.db, { ownerId })).surveyId
    await insertDialog(t.database.db, surveyId, {
      blocks: [
        { unique_question_id: 'wie', type: 'open', context: 'Wie war es?', nachfrage: 'Genauer?' },
        { unique_question_id: 'gut', type: 'message', context: 'Schön!', is_end: true },
        { unique_question_id: 'schlecht', type: 'message', context: 'Schade.', is_end: true },
      ],
      jumps: [
        ['wie', 'lob', 'gut'],
        ['wie', 'kritik', 'schlecht'],
      ],
      examples: [
        ['wie', 'lob', 'Sehr gut, alles bestens'],
        ['wie', 'lob', 'Super, hat mir gefallen'],
        ['wie', 'lob', 'Toll gemacht, danke'],
        ['wie', 'lob', 'Ganz prima'],
        ['wie', 'lob', 'Es war schlecht und enttäuschend'],
        ['wie', 'kritik', 'Schlecht, enttäuschend'],
        ['wie', 'kritik', 'Das war schlecht'],
        ['wie', 'kritik', 'Leider enttäuschend'],
        ['wie', 'kritik', 'Nicht gut, schlecht organisiert'],
        ['wie', 'kritik', 'Eine Enttäuschung'],
      ],
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("asks each open block's cross-validation and the checks name the example the model routes elsewhere", async () => {
    const caller = api(t.app, ownerId)
    const loaded = ConfiguratorResponse.parse(
      (await caller.post('/api/get_survey_data_configurator', { survey_id: surveyId })).json(),
    )
    const state = toEditorState(toEditorSnapshot(loaded))
    const checks = createChecksView(undefined, surveyId)
    const asked: string[] = []
    let found: Record<string, QualityInput> = {}
    await validateExamples(
      state,
      checks.view,
      async (blockId) => {
        asked.push(blockId)
        const res = await caller.get(`/api/surveys/${surveyId}/training/${blockId}/quality`)
        expect(res.statusCode, res.body).toBe(200)
        return QualityResponse.parse(res.json())
      },
      (results) => (found = results),
      String,
    )
    expect(asked).toEqual(['wie'])
    expect(checks.view.validation).toEqual({ phase: 'done', total: 1 })
    const problems = checkDialog(state, { examples: loaded.training_examples_by_intent, quality: found })
    // The "lob" example full of criticism is held out and predicted as "kritik".
    expect(problems).toContainEqual(
      expect.objectContaining({ block: 'wie', kind: 'examples_misrouted', handle: 'lob', to: 'kritik' }),
    )
  })

  it('a failing quality call is shown as the validation failing, with what was found before it kept', async () => {
    const loaded = ConfiguratorResponse.parse(
      (await api(t.app, ownerId).post('/api/get_survey_data_configurator', { survey_id: surveyId })).json(),
    )
    const checks = createChecksView(undefined, surveyId)
    let found: Record<string, QualityInput> | null = null
    await validateExamples(
      toEditorState(toEditorSnapshot(loaded)),
      checks.view,
      async () => {
        throw new Error('Der Server ist gerade ausgelastet.')
      },
      (results) => (found = results),
      (error) => (error as Error).message,
    )
    expect(checks.view.validation).toEqual({ phase: 'failed', message: 'Der Server ist gerade ausgelastet.' })
    expect(found).toEqual({})
  })
})
