import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createDialogEditor } from '../editor/createDialogEditor'
import type { EditorState } from '../model/editorState'
import type { EditorSnapshot } from '../model/snapshot'
import type { TransportCall } from '../sync/Transport'
import { aSurvey, testContext } from '../testing/aSurvey'
import {
  addTrainingExample,
  deleteTrainingExample,
  importTrainingExamples,
  labelTrainingAnswer,
  updateTrainingExample,
} from './training'
import { examplesOf } from '../changes/training'

/** q1 (open) jumps to q2 on "ja" and to q3 on "nein"; q2 and q3 have no intent jump. */
function aTrainableSurvey(trainingExamples: unknown[] = []): EditorSnapshot {
  return {
    ...aSurvey({ blocks: 3 }),
    connections: [
      { source: 'q1', handle: 'ja', target: 'q2' },
      { source: 'q1', handle: 'nein', target: 'q3' },
      { source: 'q1', handle: 'default', target: 'q3' },
    ],
    trainingExamples,
  }
}

function anEditor(snapshot = aTrainableSurvey(), fail = () => false) {
  const calls: TransportCall[] = []
  const editor = createDialogEditor({
    ...snapshot,
    ...testContext(),
    transport: {
      send: async (call) => {
        calls.push(call)
        if (fail()) throw new Error('kaputt')
        return { msg: 'success' }
      },
    },
  })
  return { editor, calls }
}

const texts = (state: EditorState) => examplesOf(state).map((e) => `${e.handle}:${e.text}`)

describe('training commands', () => {
  it('adding an example puts it on the jump and sends it with its client id', async () => {
    const { editor, calls } = anEditor()
    expect(
      await editor.execute(addTrainingExample({ unique_question_id: 'q1', handle: 'ja', text: ' Ja, gerne ' })),
    ).toEqual({ ok: true })
    expect(examplesOf(editor.getState())).toEqual([
      { id: 'n1', unique_question_id: 'q1', handle: 'ja', text: 'Ja, gerne' },
    ])
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/surveys/s1/training/q1/examples',
      body: { examples: [{ id: 'n1', handle: 'ja', text: 'Ja, gerne' }] },
    })
  })

  it('undo of a deleted example brings it back with its id', async () => {
    const { editor, calls } = anEditor(
      aTrainableSurvey([{ id: 'e1', unique_question_id: 'q1', handle: 'nein', text: 'Nö' }]),
    )
    await editor.execute(deleteTrainingExample({ id: 'e1' }))
    expect(examplesOf(editor.getState())).toEqual([])
    await editor.undo()
    expect(examplesOf(editor.getState())).toEqual([{ id: 'e1', unique_question_id: 'q1', handle: 'nein', text: 'Nö' }])
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/surveys/s1/training/q1/examples/delete', { ids: ['e1'] }],
      ['/api/surveys/s1/training/q1/examples', { examples: [{ id: 'e1', handle: 'nein', text: 'Nö' }] }],
    ])
  })

  it('labelling an answer adds it, and a label under another jump moves that example', async () => {
    const { editor, calls } = anEditor(
      aTrainableSurvey([{ id: '7', unique_question_id: 'q1', handle: 'nein', text: 'jo' }]),
    )
    await editor.execute(labelTrainingAnswer({ unique_question_id: 'q1', handle: 'ja', text: 'Gern' }))
    await editor.execute(labelTrainingAnswer({ unique_question_id: 'q1', handle: 'ja', text: 'JO' }))
    expect(texts(editor.getState())).toEqual(['ja:jo', 'ja:Gern'])
    expect(calls[1]).toEqual({
      method: 'PUT',
      path: '/api/surveys/s1/training/q1/examples/7',
      body: { handle: 'ja', text: 'jo' },
    })
    expect(
      (await editor.execute(labelTrainingAnswer({ unique_question_id: 'q1', handle: 'ja', text: 'gern' }))).ok,
    ).toBe(false)
  })

  it('a correction moves the example to another jump of the same block', async () => {
    const { editor } = anEditor(aTrainableSurvey([{ id: 'e1', unique_question_id: 'q1', handle: 'nein', text: 'jo' }]))
    await editor.execute(updateTrainingExample({ id: 'e1', handle: 'ja' }))
    expect(texts(editor.getState())).toEqual(['ja:jo'])
  })

  it('refuses a jump the block does not have, an empty text and a block without intents', async () => {
    const { editor } = anEditor()
    const refused = async (input: Parameters<typeof addTrainingExample>[0]) => {
      const result = await editor.execute(addTrainingExample(input))
      return result.ok ? '' : result.error.code
    }
    expect(await refused({ unique_question_id: 'q1', handle: 'vielleicht', text: 'hm' })).toBe('connection_not_found')
    expect(await refused({ unique_question_id: 'q1', handle: 'default', text: 'hm' })).toBe('connection_not_found')
    expect(await refused({ unique_question_id: 'q1', handle: 'ja', text: '   ' })).toBe('invalid_input')
    expect(await refused({ unique_question_id: 'q2', handle: 'ja', text: 'hm' })).toBe('connection_not_found')
  })

  it('an import is one undo step and skips examples the jump already has', async () => {
    const { editor } = anEditor(aTrainableSurvey([{ id: 'e1', unique_question_id: 'q1', handle: 'ja', text: 'Ja' }]))
    await editor.execute(
      importTrainingExamples({
        unique_question_id: 'q1',
        examples: [
          { handle: 'ja', text: 'ja ' },
          { handle: 'ja', text: 'klar' },
          { handle: 'nein', text: 'nie' },
          { handle: 'ja', text: 'Klar' },
        ],
      }),
    )
    expect(texts(editor.getState())).toEqual(['ja:Ja', 'ja:klar', 'nein:nie'])
    await editor.undo()
    expect(texts(editor.getState())).toEqual(['ja:Ja'])
    const again = await editor.execute(
      importTrainingExamples({ unique_question_id: 'q1', examples: [{ handle: 'ja', text: 'JA' }] }),
    )
    expect(again.ok).toBe(false)
  })

  it('a refused save rolls the example back', async () => {
    const { editor } = anEditor(aTrainableSurvey(), () => true)
    const result = await editor.execute(addTrainingExample({ unique_question_id: 'q1', handle: 'ja', text: 'ja' }))
    expect(result.ok).toBe(false)
    expect(examplesOf(editor.getState())).toEqual([])
    expect(editor.canUndo()).toBe(false)
  })
})

const sorted = (state: EditorState) => [...examplesOf(state)].sort((a, b) => a.id.localeCompare(b.id))

const anOp = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    handle: fc.constantFrom('ja', 'nein'),
    text: fc.constantFrom('ja', 'nein', 'vielleicht', 'gern', 'nö'),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    handle: fc.constantFrom('ja', 'nein'),
    text: fc.constantFrom('a', 'b', 'c'),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('import' as const),
    texts: fc.array(fc.constantFrom('x', 'y', 'z', 'ja'), { minLength: 1, maxLength: 4 }),
  }),
)
type Op = typeof anOp extends fc.Arbitrary<infer T> ? T : never

function commandFor(state: EditorState, op: Op) {
  const examples = examplesOf(state)
  const picked = 'pick' in op ? examples[op.pick % Math.max(1, examples.length)] : undefined
  switch (op.kind) {
    case 'add':
      return addTrainingExample({ unique_question_id: 'q1', handle: op.handle, text: op.text })
    case 'edit':
      return picked ? updateTrainingExample({ id: picked.id, handle: op.handle, text: op.text }) : null
    case 'delete':
      return picked ? deleteTrainingExample({ id: picked.id }) : null
    case 'import':
      return importTrainingExamples({
        unique_question_id: 'q1',
        examples: op.texts.map((text) => ({ handle: 'nein', text })),
      })
  }
}

describe('training history laws', () => {
  it('undo of all steps restores the start and redo of all steps restores the end, for any sequence of example edits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anOp, { maxLength: 12 }), async (ops) => {
        const { editor } = anEditor(
          aTrainableSurvey([{ id: 'e0', unique_question_id: 'q1', handle: 'ja', text: 'Ja' }]),
        )
        const start = sorted(editor.getState())
        for (const op of ops) {
          const command = commandFor(editor.getState(), op)
          if (command) await editor.execute(command)
        }
        const end = sorted(editor.getState())
        while (editor.canUndo()) expect((await editor.undo()).ok).toBe(true)
        expect(sorted(editor.getState())).toEqual(start)
        while (editor.canRedo()) expect((await editor.redo()).ok).toBe(true)
        expect(sorted(editor.getState())).toEqual(end)
      }),
      { numRuns: 150 },
    )
  })
})
