import { describe, expect, it } from 'vitest'
import { toEditorState } from '../model/snapshot'
import { aSurvey } from '../testing/aSurvey'
import { blockOf, createRuntimeDialog, jumpsOf } from './createRuntimeDialog'
import { aDialog } from './testing/aDialog'

describe('createRuntimeDialog', () => {
  it('starts at the lowest order without a start_page', () => {
    expect(aDialog({ blocks: [{ type: 'open' }, { type: 'open' }] }).startId).toBe('q1')
  })

  it('starts at the block with start_page', () => {
    expect(aDialog({ blocks: [{ type: 'open' }, { type: 'open', start_page: true }] }).startId).toBe('q2')
  })

  it('an empty dialog has no start', () => {
    expect(aDialog({ blocks: [] }).startId).toBeNull()
  })

  it('accepts a snapshot and an editor state alike', () => {
    const snapshot = aSurvey({ blocks: 2 })
    const a = createRuntimeDialog(snapshot)
    const b = createRuntimeDialog(toEditorState(snapshot))
    expect(a.blocks).toEqual(b.blocks)
    expect(blockOf(a, 'q2')?.order).toBe(1)
    expect(blockOf(a, 'nope')).toBeUndefined()
  })

  it('indexes jumps by source and ignores jumps to missing blocks', () => {
    const dialog = aDialog({
      blocks: [{ type: 'open' }, { type: 'open' }],
      jumps: [
        ['q1', 'a', 'q2'],
        ['q1', 'b', 'gone'],
      ],
    })
    expect(jumpsOf(dialog, 'q1')).toEqual([{ source: 'q1', handle: 'a', target: 'q2' }])
    expect(jumpsOf(dialog, 'q2')).toEqual([])
  })
})
