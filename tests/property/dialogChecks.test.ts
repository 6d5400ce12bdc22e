import { applyChange } from '@engine/changes'
import {
  type BlockInput,
  type Connection,
  checkDialog,
  createCheckDeriver,
  type EditorState,
  toEditorState,
} from '@engine/index'
import { aSurvey, arbDocument, arbSentence, opArb, testContext, toCommand } from '@engine/testing'
import { simulateRespondents } from '@engine/paths'
import { createRuntimeDialog } from '@engine/runtime'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const TYPES = ['message', 'open', 'likert', 'single_choice', 'multiple_choice', 'number', 'email', 'qa'] as const
const OPTIONS = [
  { id: 'ja', label: 'Ja' },
  { id: 'nein', label: 'Nein' },
]
const HANDLES: Record<(typeof TYPES)[number], readonly string[]> = {
  message: ['default'],
  email: ['default'],
  qa: ['default'],
  open: ['default', 'lob', 'kritik'],
  likert: ['default', '1-2', '3-5', '4'],
  single_choice: ['default', 'ja', 'nein'],
  multiple_choice: ['default', 'ja', 'nein'],
  number: ['default', '0-10', '5-20', '18'],
}

/**
 * A dialog without problems a respondent would hit: every block has a text, every jump goes
 * forward except an open block's intent jumps, which may go back (its unsure answers still go on),
 * the last block is an end block. Shadowed ranges, options without a jump, unreachable blocks and
 * missing nachfragen may happen: they are Warnungen and Hinweise, not Fehler.
 */
const problemFreeDialogOf = (maxBlocks: number): fc.Arbitrary<EditorState> =>
  fc
    .integer({ min: 1, max: maxBlocks })
    .chain((n) =>
      fc.tuple(
        fc.array(fc.record({ type: fc.constantFrom(...TYPES), context: arbSentence, is_end: fc.boolean() }), {
          minLength: n,
          maxLength: n,
        }),
        fc.array(fc.tuple(fc.nat(n - 1), fc.nat(20), fc.nat(n - 1)), { maxLength: 3 * n }),
      ),
    )
    .map(([blocks, wishes]) => {
      const all_questions: BlockInput[] = blocks.map((b, i) => ({
        ...b,
        unique_question_id: `q${i + 1}`,
        survey_id: 's1',
        order: i,
        is_end: b.is_end || i === blocks.length - 1,
        ...(b.type === 'single_choice' || b.type === 'multiple_choice' ? { options: OPTIONS } : {}),
      }))
      const connections = new Map<string, Connection>()
      for (const [from, pick, to] of wishes) {
        const type = blocks[from]?.type ?? 'message'
        const handles = HANDLES[type]
        const handle = handles[pick % handles.length] as string
        const back = type === 'open' && handle !== 'default'
        if (to === from || (to < from && !back)) continue
        connections.set(`${from}:${handle}`, { source: `q${from + 1}`, handle, target: `q${to + 1}` })
      }
      return toEditorState({
        survey: { survey_id: 's1', survey_id_int: 1, survey_name: 'Test', all_questions },
        connections: [...connections.values()],
      })
    })
const problemFreeDialog = problemFreeDialogOf(12)

describe('dialog checks', () => {
  it('a dialog generated without problems gets no Fehler', () => {
    fc.assert(
      fc.property(problemFreeDialog, (doc) => {
        expect(checkDialog(doc).filter((p) => p.severity === 'error')).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('incremental checks equal a from-scratch check after every edit', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        const ctx = testContext()
        const derive = createCheckDeriver()
        let state = toEditorState(aSurvey({ blocks: 3 }))
        expect(derive(state)).toEqual(checkDialog(state))
        for (const op of ops) {
          const command = toCommand(state, op)
          if (!command) continue
          try {
            state = applyChange(state, command.toChange(state, ctx).change)
          } catch {
            continue
          }
          expect(derive(state)).toEqual(checkDialog(state))
        }
      }),
      { numRuns: 150 },
    )
  })

  it('checks never throw and name only blocks of the dialog, for any generated document', () => {
    fc.assert(
      fc.property(arbDocument(), (doc) => {
        for (const p of checkDialog(doc)) if (p.block !== null) expect(doc.blocks.has(p.block)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  // With 3,000 respondents on at most 7 blocks, each way out of a block is taken by at least a
  // few percent of those who reach it, so every block the graph reaches gets respondents (a miss
  // would need all 3,000 to avoid a path of at most 6 answers).
  it('simulated respondents visit exactly the blocks the graph says are reachable', () => {
    fc.assert(
      fc.property(problemFreeDialogOf(7), fc.nat(), (doc, seed) => {
        const unreachable = new Set(checkDialog(doc).flatMap((p) => (p.kind === 'unreachable' ? [p.block] : [])))
        const reachable = doc.blocks.ids.filter((id) => !unreachable.has(id))
        const { picture } = simulateRespondents({ dialogs: [createRuntimeDialog(doc)], respondents: 3000, seed })
        expect(Object.keys(picture.reached).sort()).toEqual([...reachable].sort())
      }),
      { numRuns: 60 },
    )
  })
})
