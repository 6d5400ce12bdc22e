import { aSurvey } from '@engine/testing'
import { toEditorState } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { endBlocksKey, orderEdges } from './orderEdges'

describe('orderEdges', () => {
  it('links each block to the next unless it has a default jump or ends the dialog', () => {
    const snapshot = aSurvey({ blocks: 4 })
    const questions = snapshot.survey.all_questions ?? []
    questions[2] = { ...questions[2]!, is_end: true }
    const state = toEditorState({
      ...snapshot,
      connections: [
        { source: 'q1', handle: 'default', target: 'q4' },
        { source: 'q2', handle: 'ja', target: 'q4' },
      ],
    })
    expect(orderEdges(state).map((e) => [e.source, e.target])).toEqual([['q2', 'q3']])
    expect(endBlocksKey(state)).toBe('q3')
  })

  it('has nothing to draw for one block', () => {
    expect(orderEdges(toEditorState(aSurvey({ blocks: 1 })))).toEqual([])
  })
})
