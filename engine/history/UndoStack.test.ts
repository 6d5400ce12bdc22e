import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BlockField } from '../changes/Change'
import { MERGE_WINDOW_MS, type HistoryView, UndoStack } from './UndoStack'

type TextChange = Extract<BlockField, { key: 'context' }>

const text = (block: string, before: string, after: string): TextChange => ({
  kind: 'block.field',
  block,
  key: 'context',
  before,
  after,
})

/** The view built from scratch: the cached one dropped (a private field, only here). */
function rebuilt(stack: UndoStack): HistoryView {
  ;(stack as unknown as { cached: HistoryView | undefined }).cached = undefined
  return stack.view
}

type Op =
  | { kind: 'record'; block: number; pause: boolean }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'answer'; pick: number; same: boolean }
  | {
      kind: 'refusePart' | 'discard' | 'undoRefused' | 'redoRefused' | 'undoSaved' | 'toRedo' | 'toUndo'
      pick: number
    }

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('record'), block: fc.nat(2), pause: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('undo', 'redo') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('answer'), pick: fc.nat(), same: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('refusePart', 'discard', 'undoRefused', 'redoRefused', 'undoSaved', 'toRedo', 'toUndo'),
      pick: fc.nat(),
    }),
  },
) as fc.Arbitrary<Op>

describe('UndoStack', () => {
  it('keeps its view equal to one built from scratch, whatever happens to the steps', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60, size: 'max' }), (ops) => {
        const stack = new UndoStack()
        const parts: { id: string; change: TextChange }[] = []
        const steps = new Set<number>()
        let time = 0
        let n = 0
        for (const o of ops) {
          const before = stack.view
          if (o.kind === 'record') {
            time += o.pause ? MERGE_WINDOW_MS + 1 : 100
            const part = { id: `p${++n}`, change: text(`q${o.block}`, `v${n - 1}`, `v${n}`) }
            parts.push(part)
            stack.record(part, time, 'Block geändert', `Frage ${o.block}`)
            steps.add(stack.peekUndo()!.id)
          } else if (o.kind === 'undo') {
            const item = stack.peekUndo()
            if (item) stack.moveToRedo(item.id)
          } else if (o.kind === 'redo') {
            const item = stack.peekRedo()
            if (item) stack.moveToUndo(item.id)
          } else {
            const part = parts[o.pick % Math.max(1, parts.length)]
            const step = [...steps][o.pick % Math.max(1, steps.size)]
            if (o.kind === 'answer' && part) {
              if (!o.same) part.change = { ...part.change, after: `${part.change.after}!` }
              stack.updatePart(part.id, part.change)
              if (o.same) expect(stack.view).toBe(before)
            } else if (o.kind === 'refusePart' && part) stack.removePart(part.id)
            else if (step !== undefined) {
              if (o.kind === 'discard') stack.discard(step)
              else if (o.kind === 'undoRefused') stack.undoRefused(step)
              else if (o.kind === 'redoRefused') stack.redoRefused(step)
              // Any step, not only the top one.
              else if (o.kind === 'toRedo') stack.moveToRedo(step)
              else if (o.kind === 'toUndo') stack.moveToUndo(step)
              else stack.undoSaved(step)
            }
          }
          const view = stack.view
          expect(rebuilt(stack)).toEqual(view)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('an undo refused after an earlier undo of the same step was saved brings the step back (model test, seed -2042643118)', () => {
    const stack = new UndoStack()
    stack.record({ id: 'p1', change: text('q1', 'a', 'b') }, 0, 'Block geändert', 'Frage 1')
    const id = stack.peekUndo()!.id
    // undo, redo, undo, all sent before the first answer; then a new edit clears redo.
    stack.moveToRedo(id)
    stack.moveToUndo(id)
    stack.moveToRedo(id)
    stack.record({ id: 'p2', change: text('q2', 'x', 'y') }, 5000, 'Block geändert', 'Frage 2')
    expect(stack.view.entries).toHaveLength(1)
    stack.undoSaved(id)
    stack.undoRefused(id)
    expect(stack.view.entries.map((e) => e.new_value)).toEqual(['b', 'y'])
    expect(stack.view.pointer).toBe(2)
    expect(stack.canUndo()).toBe(true)
  })

  it('builds one entry per new step, not the whole history', () => {
    const stack = new UndoStack()
    for (let i = 0; i < 3; i++)
      stack.record({ id: `p${i}`, change: text('q1', `${i}`, `${i + 1}`) }, i * 1000, 't', 's')
    const three = stack.view
    stack.record({ id: 'p3', change: text('q2', 'a', 'b') }, 5000, 't', 's')
    const four = stack.view
    expect(four.entries).toHaveLength(4)
    expect(four.entries.slice(0, 3).every((entry, i) => entry === three.entries[i])).toBe(true)
    stack.moveToRedo(stack.peekUndo()!.id)
    const undone = stack.view
    expect(undone.pointer).toBe(3)
    expect(undone.entries).toEqual(four.entries)
    expect(undone.entries).not.toBe(four.entries)
  })

  it('stays as it is when the server applied a part exactly as sent', () => {
    const stack = new UndoStack()
    const part = { id: 'p1', change: text('q1', 'a', 'b') }
    stack.record(part, 0, 't', 's')
    const view = stack.view
    stack.updatePart('p1', part.change)
    expect(stack.view).toBe(view)
    stack.updatePart('p1', text('q1', 'x', 'b'))
    expect(stack.view).not.toBe(view)
    expect(stack.view.entries[0]?.old_value).toBe('x')
  })
})
