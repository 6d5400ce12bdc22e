import { describe, expect, it } from 'vitest'
import { EngineError } from '../EngineError'
import { Block } from '../model/block'
import { toEditorState } from '../model/snapshot'
import { aSurvey } from '../testing/aSurvey'
import {
  blockCreate,
  blockDelete,
  blockMove,
  connectionChange,
  endBlocksChange,
  fieldChange,
  trainingChange,
} from '../testing/changeBuilders'
import { applyChange, conflictOf, invertChange, rebaseChange } from './apply'
import { type Change, type Document, GONE } from './Change'
import { endBlocksOf } from './endBlocks'

// The decisions per kind of docs/engine.md (anchors, end blocks as marks, undo's rules 2 to 4), each on a small example.

const dialog = (blocks: number, extra: Partial<Document> = {}): Document => ({
  ...toEditorState(aSurvey({ blocks })),
  ...extra,
})

/** `c` rebased onto `doc` and applied, as an undo or a late local edit lands after others' changes. */
function landOn(doc: Document, c: Change): Document {
  const rebased = rebaseChange(c, doc)
  if (rebased === GONE) throw new Error('gone')
  return applyChange(doc, rebased)
}

const newBlock = (id: string) =>
  Block.parse({ unique_question_id: id, survey_id: 's1', order: 0, type: 'message', context: `Neu ${id}` })

describe('block places', () => {
  it("undo of a delete after a colleague's insert before it puts the block after the same predecessor", () => {
    const doc = dialog(3)
    const deletion = blockDelete(doc, 'q2')
    const deleted = applyChange(doc, deletion)
    const theirs = applyChange(deleted, blockCreate(deleted, newBlock('x'), 0))
    expect(landOn(theirs, invertChange(deletion)).blocks.ids).toEqual(['x', 'q1', 'q2', 'q3'])
  })

  it('undo of a delete whose predecessor a colleague deleted falls back to the index', () => {
    const doc = dialog(4)
    const deletion = blockDelete(doc, 'q3')
    const deleted = applyChange(doc, deletion)
    const theirs = applyChange(deleted, blockDelete(deleted, 'q2'))
    expect(landOn(theirs, invertChange(deletion)).blocks.ids).toEqual(['q1', 'q4', 'q3'])
  })

  it("undo of a delete brings back a colleague's later text, not the deleted copy", () => {
    // My delete lands after their edit, so it records the block as it then was.
    const doc = dialog(2)
    const edited = applyChange(doc, {
      kind: 'block.field',
      block: 'q1',
      key: 'context',
      before: 'Frage 1: Wie war Ihr Tag?',
      after: 'Von Kollegin',
    })
    const deletion = rebaseChange(blockDelete(doc, 'q1'), edited)
    expect(deletion).not.toBe(GONE)
    if (deletion === GONE) return
    const deleted = applyChange(edited, deletion)
    expect(applyChange(deleted, invertChange(deletion)).blocks.get('q1')?.context).toBe('Von Kollegin')
  })

  it('undo of my create after I cleared an optional field and set it again meets no conflict', () => {
    const doc = dialog(1)
    const block = Block.parse({ ...newBlock('x'), type: 'qa', qa_max_questions: 5, qa_fallback: 'Weiß ich nicht.' })
    const create = blockCreate(doc, block, 1)
    const steps: ((d: Document) => Change)[] = [
      () => create,
      (d) => fieldChange(d, 'x', 'qa_max_questions', null),
      (d) => fieldChange(d, 'x', 'qa_max_questions', 5),
    ]
    const done: Change[] = []
    let current = doc
    for (const step of steps) {
      const change = step(current)
      done.push(change)
      current = applyChange(current, change)
    }
    for (const change of done.reverse()) {
      expect(conflictOf(current, invertChange(change))).toBeNull()
      current = applyChange(current, invertChange(change))
    }
    expect(current.blocks.ids).toEqual(['q1'])
  })

  it('the inverse of a move restores the exact order, whatever the move', () => {
    const doc = dialog(5)
    for (const id of doc.blocks.ids)
      for (let to = 0; to < doc.blocks.size; to++) {
        const move = blockMove(doc, id, to)
        const moved = applyChange(doc, move)
        expect(moved.blocks.indexOf(id)).toBe(to)
        expect(applyChange(moved, invertChange(move)).blocks.ids).toEqual(doc.blocks.ids)
      }
  })

  it('undo of a move that a colleague moved on is changed_by_other', () => {
    const doc = dialog(4)
    const move = blockMove(doc, 'q1', 2)
    const moved = applyChange(doc, move)
    const theirs = applyChange(moved, blockMove(moved, 'q1', 3))
    expect(conflictOf(theirs, invertChange(move))).toEqual({ code: 'changed_by_other' })
  })

  it('undo of a move onto its own place meets no conflict, wherever the block is now', () => {
    const doc = dialog(4)
    const stay = blockMove(doc, 'q2', 1)
    expect(stay.from).toEqual(stay.to)
    const theirs = applyChange(doc, blockMove(doc, 'q2', 3))
    expect(conflictOf(theirs, invertChange(stay))).toBeNull()
    expect(landOn(theirs, invertChange(stay)).blocks.ids).toEqual(theirs.blocks.ids)
  })

  it('undo of my create after a colleague moved the block is changed_by_other, as after their text edit (rule 2)', () => {
    const doc = dialog(4)
    const create = blockCreate(doc, newBlock('x'), 1)
    const created = applyChange(doc, create)
    const moved = applyChange(created, blockMove(created, 'x', 4))
    expect(conflictOf(moved, invertChange(create))).toEqual({ code: 'changed_by_other' })
    const edited = applyChange(created, fieldChange(created, 'x', 'context', 'Von Kollegin'))
    expect(conflictOf(edited, invertChange(create))).toEqual({ code: 'changed_by_other' })
  })

  it("undo of my create after a colleague's insert or delete around the block meets no conflict", () => {
    const doc = dialog(4)
    const create = blockCreate(doc, newBlock('x'), 2)
    const created = applyChange(doc, create)
    const before = applyChange(created, blockCreate(created, newBlock('y'), 0))
    expect(conflictOf(before, invertChange(create))).toBeNull()
    const after = applyChange(created, blockCreate(created, newBlock('y'), 3))
    expect(conflictOf(after, invertChange(create))).toBeNull()
    const gone = applyChange(created, blockDelete(created, 'q4'))
    expect(conflictOf(gone, invertChange(create))).toBeNull()
    expect(applyChange(before, invertChange(create)).blocks.ids).toEqual(['y', 'q1', 'q2', 'q3', 'q4'])
  })
})

describe('end blocks', () => {
  it("a rebase keeps a colleague's mark and applies only my own (three-way)", () => {
    const doc = dialog(3)
    const mine = endBlocksChange(doc, ['q1'])
    const theirs = applyChange(doc, endBlocksChange(doc, ['q3']))
    const landed = landOn(theirs, mine)
    expect(endBlocksOf(landed)).toEqual(['q1', 'q3'])
    expect(endBlocksOf(landOn(landed, invertChange(mine)))).toEqual(['q3'])
  })
})

describe('jumps', () => {
  it('a jump created on a handle a colleague connected first replaces theirs, and its undo restores their jump', () => {
    const doc = dialog(3)
    const mine = connectionChange(doc, 'q1::ja', { source: 'q1', handle: 'ja', target: 'q3' })
    expect(mine.before).toBeNull()
    const theirJump = { source: 'q1', handle: 'ja', target: 'q2' }
    const theirs = applyChange(doc, connectionChange(doc, 'q1::ja', theirJump))
    const rebased = rebaseChange(mine, theirs)
    expect(rebased).toMatchObject({ before: theirJump, after: mine.after })
    if (rebased === GONE) return
    const landed = applyChange(theirs, rebased)
    expect(landed.connections).toEqual([mine.after])
    expect(applyChange(landed, invertChange(rebased)).connections).toEqual([theirJump])
  })

  it('undo of a disconnect puts the jump back at its place in the list', () => {
    const jumps = ['q1', 'q2', 'q3'].map((source) => ({ source, handle: 'default', target: 'q3' }))
    const doc = dialog(3, { connections: jumps })
    const disconnect = connectionChange(doc, 'q2::default', null)
    const gone = applyChange(doc, disconnect)
    expect(applyChange(gone, invertChange(disconnect)).connections).toEqual(jumps)
  })
})

describe('training examples', () => {
  const examples = ['1', '2', '3'].map((id) => ({ id, unique_question_id: 'q1', handle: 'ja', text: `Beispiel ${id}` }))

  it('undo of a deleted example puts it back at its place, not at the end', () => {
    const doc = dialog(2, { trainingExamples: examples })
    const deletion = trainingChange(doc, 'q1', '2', [examples[1] as (typeof examples)[number]], [])
    const deleted = applyChange(doc, deletion)
    expect(deleted.trainingExamples?.map((e) => e.id)).toEqual(['1', '3'])
    expect(applyChange(deleted, invertChange(deletion)).trainingExamples).toEqual(examples)
  })

  it('an example is refused with block_not_found once a colleague deleted its block, deletes too, as on the server', () => {
    const doc = dialog(2, { trainingExamples: examples })
    const deletion = trainingChange(doc, 'q1', '1', [examples[0] as (typeof examples)[number]], [])
    const blockGone = applyChange(doc, blockDelete(doc, 'q1'))
    expect(rebaseChange(deletion, blockGone)).toBe(GONE)
    expect(() => applyChange(blockGone, deletion)).toThrow(EngineError)
    expect(() => applyChange(blockGone, deletion)).toThrow(/Block q1 existiert nicht/)
  })
})
