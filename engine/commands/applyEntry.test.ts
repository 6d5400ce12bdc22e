import { describe, expect, it } from 'vitest'
import { toEditorState } from '../model/snapshot'
import { aSurvey } from '../testing/aSurvey'
import { applyEntry } from './applyEntry'

const move = (id: string, from: number, to: number) => ({
  type: 'blocks' as const,
  change: 'order' as const,
  unique_question_id: id,
  key: 'order',
  old_value: from,
  new_value: to,
  time: 0,
  title: '',
  subtitle: '',
})

describe('applyEntry: moving a block', () => {
  const state = toEditorState(aSurvey({ blocks: 3 }))
  const ids = state.blocks.ids

  it('moves to the position', () => {
    expect(applyEntry(state, move(ids[2] as string, 2, 0)).blocks.ids).toEqual([ids[2], ids[0], ids[1]])
  })

  it('a position past the end means last (the undo of a move recorded before a rolled-back create)', () => {
    expect(applyEntry(state, move(ids[0] as string, 0, 7)).blocks.ids).toEqual([ids[1], ids[2], ids[0]])
  })

  it('refuses a negative or fractional position', () => {
    expect(() => applyEntry(state, move(ids[0] as string, 0, -1))).toThrow('Ungültige Zielposition.')
    expect(() => applyEntry(state, move(ids[0] as string, 0, 1.5))).toThrow('Ungültige Zielposition.')
  })
})
