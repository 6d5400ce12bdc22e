import { Block } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { blockHandles } from './blockHandles'

const block = (input: Partial<Block> & Pick<Block, 'type'>): Block =>
  Block.parse({ unique_question_id: 'q1', survey_id: 's', order: 0, context: '', ...input })

describe('blockHandles', () => {
  it('gives a message block only the default exit', () => {
    expect(blockHandles(block({ type: 'message' }), []).map((h) => h.id)).toEqual(['default'])
  })

  it('gives a choice block one exit per option, labelled, then default', () => {
    const options = [
      { id: 'a', label: 'Ja' },
      { id: 'b', label: '' },
    ]
    expect(blockHandles(block({ type: 'single_choice', options }), []).map((h) => [h.id, h.label])).toEqual([
      ['a', 'Ja'],
      ['b', 'b'],
      ['default', 'Standard'],
    ])
  })

  it('shows saved intents of an open block once each, in saved order', () => {
    const jumps = [
      { source: 'q1', handle: 'zustimmung', target: 'q2' },
      { source: 'q1', handle: 'default', target: 'q3' },
      { source: 'q1', handle: 'ablehnung', target: 'q3' },
    ]
    expect(blockHandles(block({ type: 'open' }), jumps).map((h) => h.id)).toEqual([
      'zustimmung',
      'ablehnung',
      'default',
    ])
  })

  it('keeps a jump of a deleted option visible so it can be removed', () => {
    const jumps = [{ source: 'q1', handle: 'alt', target: 'q2' }]
    expect(
      blockHandles(block({ type: 'single_choice', options: [{ id: 'a', label: 'A' }] }), jumps).map((h) => h.id),
    ).toEqual(['a', 'alt', 'default'])
  })

  it('labels the likert "keine Angabe" range', () => {
    const handles = blockHandles(block({ type: 'likert' }), [
      { source: 'q1', handle: 'na', target: 'q2' },
      { source: 'q1', handle: '1-3', target: 'q2' },
    ])
    expect(handles.map((h) => h.label)).toEqual(['keine Angabe', '1-3', 'Standard'])
  })
})
