import { aSurvey } from '@engine/testing'
import { deriveGraph, toEditorState } from '@engine/index'
import { describe, expect, it } from 'vitest'
import { createFlowNodeCache } from './flowNodes'

describe('createFlowNodeCache', () => {
  const graph = deriveGraph(toEditorState(aSurvey({ blocks: 3, withPositions: true })))

  it('keeps node identity while nothing about a node changed', () => {
    const toFlow = createFlowNodeCache()
    const first = toFlow(graph.nodes, null, new Map())
    const second = toFlow(graph.nodes, null, new Map())
    expect(second.every((n, i) => n === first[i])).toBe(true)
    expect(first[0]).toMatchObject({ id: 'q1', type: 'block', width: 260, draggable: true, selected: false })
  })

  it('replaces only the nodes whose selection or drag position changed', () => {
    const toFlow = createFlowNodeCache()
    const before = toFlow(graph.nodes, null, new Map())
    const after = toFlow(graph.nodes, 'q2', new Map([['q3', { x: 5, y: 5 }]]))
    expect(after[0]).toBe(before[0])
    expect(after[1]).toMatchObject({ selected: true })
    expect(after[1]).not.toBe(before[1])
    expect(after[2]?.position).toEqual({ x: 5, y: 5 })
    // The memoized node view gets the same data: selection and drags do not re-render its content.
    expect(after[1]?.data).toBe(before[1]?.data)
  })

  it('gives block nodes their exits, and new exits when their jumps change', () => {
    const toFlow = createFlowNodeCache()
    const before = toFlow(graph.nodes, null, new Map(), [])
    const after = toFlow(graph.nodes, null, new Map(), [{ source: 'q1', handle: 'ja', target: 'q2' }])
    expect(before[0]?.data).toMatchObject({ exits: [{ id: 'default' }] })
    expect(after[0]?.data).toMatchObject({ exits: [{ id: 'ja' }, { id: 'default' }] })
    expect(after[0]?.handles?.map((h) => h.id)).toEqual(['in', 'ja', 'default'])
    expect(after[1]).toBe(before[1])
  })

  it("names another dialog's block by that dialog's name once known, and only then renews its node", () => {
    const snapshot = aSurvey({ blocks: 1, withPositions: true })
    const withTrigger = deriveGraph(
      toEditorState({
        ...snapshot,
        triggers: [
          {
            id: 't1',
            dialog_manager_id: 1,
            survey_id: 's1',
            unique_question_id: 'q1',
            trigger: 'waitFor;s2;x1',
            init_survey: false,
          },
        ],
      }),
    )
    const toFlow = createFlowNodeCache()
    const unnamed = toFlow(withTrigger.nodes, null, new Map())
    const external = unnamed.find((n) => n.type === 'external')
    expect(external?.ariaLabel).toBe('Block in anderem Dialog: s2, x1')
    expect(toFlow(withTrigger.nodes, null, new Map(), [], {}).find((n) => n.type === 'external')).toBe(external)
    const named = toFlow(withTrigger.nodes, null, new Map(), [], { s2: 'Zeuge' })
    expect(named.find((n) => n.type === 'external')?.ariaLabel).toBe('Block in anderem Dialog: Zeuge, x1')
    expect(named[0]).toBe(unnamed[0])
  })
})
