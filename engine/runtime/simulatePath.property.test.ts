import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { blockOf, type RuntimeDialog } from './createRuntimeDialog'
import { replay } from './replay'
import { simulatePath } from './simulatePath'
import { candidateInputs, simulationDeps } from './simulatedRespondent'
import { startConversation } from './startConversation'
import { aDialog, type BlockFixture, type DialogFixture } from './testing/aDialog'
import type { Turn } from './Turn'

const optionIds = ['o1', 'o2', 'o3']
const handles = ['default', ...optionIds, '1-2', '3-5', 'na', '0-17', '18-99', 'lob', 'kritik']

const blockArb: fc.Arbitrary<BlockFixture> = fc.record(
  {
    type: fc.constantFrom('message', 'open', 'likert', 'single_choice', 'multiple_choice', 'number', 'email', 'qa'),
    nachfrage: fc.constantFrom('', 'Können Sie das genauer sagen?'),
    acknowledgement: fc.constantFrom('', 'Danke.'),
    is_end: fc.boolean(),
    start_page: fc.boolean(),
    likert_na: fc.boolean(),
    min_words: fc.integer({ min: 0, max: 12 }),
    likert_scale: fc.integer({ min: 3, max: 6 }),
    options: fc.subarray(optionIds).map((ids) => ids.map((id) => ({ id, label: `Antwort ${id}` }))),
    min: fc.integer({ min: 0, max: 3 }),
    max: fc.integer({ min: 0, max: 99 }),
  },
  { requiredKeys: ['type'] },
)

/** Small dialogs with jumps anywhere: cycles, self-loops and jumps to deleted blocks. */
const dialogArb = fc.integer({ min: 1, max: 6 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => `q${i + 1}`)
  const endpoint = fc.constantFrom(...ids, 'gone')
  return fc.record({
    fixture: fc.record({
      blocks: fc.array(blockArb, { minLength: n, maxLength: n }),
      jumps: fc.array(fc.tuple(endpoint, fc.constantFrom(...handles), endpoint), { maxLength: 10 }),
      welcome: fc.constantFrom('', 'Willkommen!'),
    }) as fc.Arbitrary<DialogFixture>,
    target: fc.constantFrom(...ids),
  })
})

/** The target is asked: awaiting its answer, or (a message block) shown in the last turn. */
function asks(dialog: RuntimeDialog, turn: Turn, target: string): boolean {
  if (blockOf(dialog, target)?.type === 'message')
    return turn.messages.some((m) => m.type === 'message' && m.unique_question_id === target)
  return !turn.state.finished && turn.state.current === target && turn.state.phase !== 'nachfrage'
}

/** The fewest candidate answers that ask the target, tried exhaustively up to `depth`; null if none. */
function bruteForce(dialog: RuntimeDialog, target: string, depth: number): number | null {
  const deps = simulationDeps(dialog)
  const search = (turn: Turn, left: number): boolean => {
    if (asks(dialog, turn, target)) return true
    const block = blockOf(dialog, turn.state.current)
    if (left === 0 || turn.state.finished || !block) return false
    return candidateInputs(dialog, block).some((c) => search(answer(dialog, turn.state, c.input, deps), left - 1))
  }
  const start = startConversation(dialog)
  for (let d = 0; d <= depth; d++) if (search(start, d)) return d
  return null
}

describe('path simulation laws', () => {
  it('replaying the answers of a found path through the runtime ends with the target asked', () => {
    fc.assert(
      fc.property(dialogArb, ({ fixture, target }) => {
        const dialog = aDialog(fixture)
        const result = simulatePath({ dialogs: [dialog], target_unique_question_id: target, now: 1_700_000_000_000 })
        if (!result.ok) return
        const turns = replay(
          dialog,
          result.answers.map((a) => a.input),
          simulationDeps(dialog),
        )
        expect(asks(dialog, turns[turns.length - 1] as Turn, target)).toBe(true)
        const history = result.histories.s1 ?? []
        expect(history.filter((e) => e.user_or_bot === 'user')).toHaveLength(result.answers.length)
        expect(history.at(-1)).toMatchObject({ user_or_bot: 'bot', unique_question_id: target })
        history
          .slice(1)
          .forEach((e, i) => expect(e.created_on).toBeGreaterThan((history[i] as { created_on: number }).created_on))
      }),
      { numRuns: 300 },
    )
  })

  it('no shorter sequence of candidate answers asks the target, and an unreachable target is not asked by any', () => {
    fc.assert(
      fc.property(dialogArb, ({ fixture, target }) => {
        const dialog = aDialog(fixture)
        const result = simulatePath({ dialogs: [dialog], target_unique_question_id: target, now: 0 })
        expect(result.ok || result.reason === 'unreachable').toBe(true)
        const found = bruteForce(dialog, target, 3)
        if (result.ok) expect(found).toBe(result.answers.length <= 3 ? result.answers.length : null)
        else expect(found).toBeNull()
      }),
      { numRuns: 200 },
    )
  })
})
