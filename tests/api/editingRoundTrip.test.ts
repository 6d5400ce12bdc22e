import {
  type Command,
  type EditorState,
  type Result,
  type TransportCall,
  connect,
  copyBlock,
  createBlock,
  createDialogEditor,
  createExitCondition,
  deleteBlock,
  deleteExitCondition,
  disconnect,
  moveBlock,
  setEndBlocks,
  toEditorState,
  updateBlock,
  updateConfig,
  updateExitCondition,
  updateFixMessage,
} from '@engine/index'
import { FakeServer, testContext } from '@engine/testing'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../server/db/seed'
import { content, opArb, toCommand } from '@engine/testing'
import { injectTransport, loadSnapshot } from '../support/injectTransport'
import { api, sessionOf } from '../support/fixtures'
import { type TestApp, startTestApp } from '../support/testApp'
import { databaseKinds } from '../support/testDatabase'

/** What the server stores: everything but triggers (another area's calls) and view settings. */
const stored = (state: EditorState) => {
  const { triggers: _triggers, ...rest } = content(state)
  return rest
}

describe.each(databaseKinds())('the engine editing a dialog through the API on %s', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = (await sessionOf(t.app, DEMO_USER)).token
  })
  afterAll(async () => {
    await t?.close()
  })

  async function newDialog(name: string): Promise<string> {
    const res = await api(t.app, token).post('/api/surveys', { survey_name: name })
    expect(res.statusCode).toBe(201)
    return res.json().survey_id
  }

  /** An editor on a fresh dialog whose calls also go to a FakeServer, the reference semantics. */
  async function openEditor(name: string, blocks = 0) {
    const surveyId = await newDialog(name)
    for (let i = 0; i < blocks; i++) {
      const block = { unique_question_id: `q${i}`, survey_id: surveyId, order: i, type: 'open', context: `Frage ${i}` }
      const res = await api(t.app, token).post('/api/update_survey_blocks', {
        survey_id: surveyId,
        action: 'create',
        unique_question_id: block.unique_question_id,
        order: i,
        changed_values: block,
      })
      expect(res.statusCode).toBe(200)
    }
    const snapshot = await loadSnapshot(t.app, token, surveyId)
    const fake = new FakeServer(toEditorState(snapshot))
    const clock = testContext()
    const transport = injectTransport(t.app, token, (call: TransportCall) => void fake.send(call))
    const editor = createDialogEditor({
      ...snapshot,
      transport,
      now: clock.now,
      newId: clock.newId,
      load: () => loadSnapshot(t.app, token, surveyId),
    })
    const server = async () => toEditorState(await loadSnapshot(t.app, token, surveyId))
    // Every call the server refused shows here; the editor would have rolled it back silently.
    const refused: string[] = []
    editor.errors$.subscribe((error) => refused.push(error.message))
    return { surveyId, editor, fake, clock, server, refused }
  }

  it('stores exactly what the editor shows after commands, undo and redo, as the FakeServer does', async () => {
    const { editor, fake, clock, server, refused } = await openEditor('Rundreise')
    const results: Result[] = []
    const run = async (step: Command | 'undo' | 'redo') => {
      clock.advance(1000)
      results.push(await (step === 'undo' ? editor.undo() : step === 'redo' ? editor.redo() : editor.execute(step)))
    }
    await run(createBlock({ type: 'message', context: 'Willkommen' }))
    await run(createBlock({ type: 'open', context: 'Wie heißen Sie?', nachfrage: 'Nur der Vorname genügt.' }))
    await run(
      createBlock({
        type: 'single_choice',
        context: 'Kaffee oder Tee?',
        options: [
          { id: 'k', label: 'Kaffee' },
          { id: 't', label: 'Tee' },
        ],
      }),
    )
    await run(createBlock({ type: 'open', context: 'Ganz vorn', order: 0 }))
    const [first, welcome, name, choice] = editor.getState().blocks.ids as [string, string, string, string]
    await run(updateBlock({ unique_question_id: name, key: 'min_words', value: 2 }))
    await run('undo') // min_words goes away again: null on the wire removes the optional field
    await run('redo')
    await run(updateBlock({ unique_question_id: name, key: 'position', value: { x: 10, y: 20 } }))
    await run(moveBlock({ unique_question_id: first, to: 3 }))
    await run(copyBlock({ unique_question_id: choice }))
    await run(deleteBlock({ unique_question_id: welcome }))
    await run('undo') // recreate keeps the id and the place
    await run(connect({ source: choice, handle: 'k', target: name }))
    await run(connect({ source: choice, handle: 't', target: first }))
    await run(disconnect({ source: choice, handle: 'k' }))
    await run(
      createExitCondition({
        condition: 'Die Person hat ihren Namen genannt',
        unique_question_id: name,
        examples: ['ich heiße'],
      }),
    )
    const conditionId = editor.getState().exitConditions[0]?.id as string
    await run(updateExitCondition({ id: conditionId, condition: 'Die Person nennt ihren Namen' }))
    await run(createExitCondition({ condition: 'Abbruch gewünscht' }))
    await run(deleteExitCondition({ id: conditionId }))
    await run('undo')
    await run(updateConfig({ key: 'speed', value: 1.25 }))
    await run(updateConfig({ key: 'survey_name', value: 'Rundreise (neu)' }))
    await run(updateFixMessage({ key: 'welcome_message', value: 'Hallo! #1500# Los geht es.' }))
    await run(setEndBlocks({ unique_question_ids: [choice, name] }))
    await run('undo')
    await run(setEndBlocks({ unique_question_ids: [welcome] }))
    await run(deleteBlock({ unique_question_id: first }))

    expect(results.filter((r) => !r.ok)).toEqual([])
    expect(refused).toEqual([])
    const local = editor.getState()
    expect(local.blocks.size).toBe(4)
    expect(stored(await server())).toEqual(stored(local))
    expect(stored(await server())).toEqual(stored(fake.state))
    editor.dispose()
  })

  it('converges with the FakeServer for random edit sequences with undo and redo', async () => {
    const step = fc.oneof(
      { weight: 6, arbitrary: opArb.filter((op) => op.kind !== 'trigger' && op.kind !== 'triggerDelete') },
      { weight: 2, arbitrary: fc.constant('undo' as const) },
      { weight: 1, arbitrary: fc.constant('redo' as const) },
    )
    let run = 0
    let sent = 0
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 15 }), async (steps) => {
        const { editor, fake, clock, server, refused } = await openEditor(`Zufall ${++run}`, 3)
        for (const s of steps) {
          clock.advance(1000)
          if (s === 'undo') await editor.undo()
          else if (s === 'redo') await editor.redo()
          else {
            const command = toCommand(editor.getState(), s)
            if (command) await editor.execute(command)
          }
        }
        const local = stored(editor.getState())
        editor.dispose()
        expect(refused).toEqual([])
        expect(stored(await server())).toEqual(local)
        expect(stored(fake.state)).toEqual(local)
        sent += fake.calls.length
      }),
      { numRuns: kind === 'pglite' ? 12 : 8 },
    )
    // Guards against a property that passes because nothing was sent.
    expect(sent).toBeGreaterThan(20)
  }, 120_000)
})
