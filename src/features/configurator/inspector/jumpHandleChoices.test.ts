import { Block } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { CUSTOM_HANDLE, jumpHandleChoices } from './jumpHandleChoices'

const block = (input: Partial<Block> & Pick<Block, 'type'>): Block =>
  Block.parse({ unique_question_id: 'q1', survey_id: 's', order: 0, context: '', ...input })

describe('jumpHandleChoices', () => {
  it('offers the options of a choice block that have no jump yet, then default', () => {
    const options = [
      { id: 'o1', label: 'Ja' },
      { id: 'o2', label: 'Nein' },
    ]
    const jumps = [{ source: 'q1', handle: 'o1', target: 'q2' }]
    expect(jumpHandleChoices(block({ type: 'single_choice', options }), jumps).map((c) => c.value)).toEqual([
      'o2',
      'default',
    ])
  })

  it('offers a typed handle for likert, number and open blocks', () => {
    for (const type of ['likert', 'number', 'open'] as const)
      expect(jumpHandleChoices(block({ type }), []).map((c) => c.value)).toEqual([CUSTOM_HANDLE, 'default'])
  })

  it('offers nothing once a message block has its default jump', () => {
    expect(jumpHandleChoices(block({ type: 'message' }), [{ source: 'q1', handle: 'default', target: 'q2' }])).toEqual(
      [],
    )
  })
})
