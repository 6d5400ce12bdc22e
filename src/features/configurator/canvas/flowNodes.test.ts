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
})
