import { describe, expect, it } from 'vitest'
import { Block } from '../model/block'
import { awaitingFor, likertPointLabels } from './awaitingFor'

const likert = (extra: Partial<Block>) =>
  Block.parse({
    unique_question_id: 'q',
    survey_id: 's',
    order: 0,
    type: 'likert',
    context: 'Wie zufrieden?',
    likert_scale: 5,
    ...extra,
  })

describe('likert labels', () => {
  it('uses one label per point', () => {
    expect(likertPointLabels(likert({ likert_labels: ['a', 'b', '', 'd', 'e'] }))).toEqual([
      'a',
      'b',
      undefined,
      'd',
      'e',
    ])
  })

  it('reads two labels as the ends of the scale', () => {
    const block = likert({ likert_labels: ['gar nicht', 'sehr'], likert_na: true })
    expect(likertPointLabels(block)).toEqual(['gar nicht', undefined, undefined, undefined, 'sehr'])
    const awaiting = awaitingFor(block)
    expect(awaiting?.kind === 'likert' && awaiting.options?.map((o) => o.label)).toEqual([
      'gar nicht',
      '2',
      '3',
      '4',
      'sehr',
      'keine Angabe',
    ])
  })

  it('ignores any other number of labels', () => {
    expect(likertPointLabels(likert({ likert_labels: ['a', 'b', 'c'] }))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
