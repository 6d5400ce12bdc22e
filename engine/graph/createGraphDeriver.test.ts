import { describe, expect, it, vi } from 'vitest'
import { applyChange } from '../changes/apply'
import { connect, createBlock, setEndBlocks, setPositions, updateBlock } from '../commands'
import type { Command } from '../commands/defineCommand'
import { BlockTable, MAX_PATCH_LINKS } from '../model/BlockTable'
import type { EditorState } from '../model/editorState'
import { toEditorState } from '../model/snapshot'
import { aSurvey, testContext } from '../testing/aSurvey'
import { createGraphDeriver, deriveGraph } from './createGraphDeriver'
import { layoutGraph } from './layoutGraph'

const ctx = testContext()
const run = (state: EditorState, command: Command) => applyChange(state, command.toChange(state, ctx).change)

function setup(blocks = 4) {
  const layout = vi.fn(layoutGraph)
  const derive = createGraphDeriver(layout)
  const state = toEditorState(aSurvey({ blocks }))
  return { layout, derive, state }
}

describe('createGraphDeriver', () => {
  it('places every block without a position by layout, top to bottom in order', () => {
    const { derive, state } = setup()
    const { nodes } = derive(state)
    expect(nodes.map((n) => n.id)).toEqual(['q1', 'q2', 'q3', 'q4'])
    const ys = nodes.map((n) => n.position.y)
    expect([...ys].sort((a, b) => a - b)).toEqual(ys)
    expect(nodes.every((n) => n.autoPlaced)).toBe(true)
  })

  it('does not run layout on a text edit and replaces only the edited node', () => {
    const { derive, layout, state } = setup()
    const before = derive(state)
    const after = derive(run(state, updateBlock({ unique_question_id: 'q2', key: 'context', value: 'Neu' })))
    expect(layout).toHaveBeenCalledTimes(1)
    expect(after.nodes[0]).toBe(before.nodes[0])
    expect(after.nodes[1]).not.toBe(before.nodes[1])
    expect(after.nodes[2]).toBe(before.nodes[2])
    expect(after.edges).toBe(before.edges)
  })

  it('runs layout again when the structure changes', () => {
    const { derive, layout, state } = setup()
    derive(state)
    derive(run(state, createBlock({ type: 'message' })))
    expect(layout).toHaveBeenCalledTimes(2)
  })

  it('keeps a position the editor chose', () => {
    const { derive, state } = setup()
    const moved = run(state, updateBlock({ unique_question_id: 'q1', key: 'position', value: { x: 999, y: 5 } }))
    const node = derive(moved).nodes[0]
    expect(node?.position).toEqual({ x: 999, y: 5 })
    expect(node?.autoPlaced).toBe(false)
  })

  it('draws conditional jumps unless they are switched off, without moving nodes', () => {
    const { derive, layout, state } = setup()
    const jumped = run(state, connect({ source: 'q1', handle: 'ja', target: 'q3' }))
    expect(derive(jumped).edges).toEqual([
      { id: 'jump:q1:ja', type: 'jump', source: 'q1', target: 'q3', sourceHandle: 'ja' },
    ])
    const calls = layout.mock.calls.length
    const hidden = derive({ ...jumped, edgeVisibility: { ...jumped.edgeVisibility, showConditionalJumps: false } })
    expect(hidden.edges).toEqual([])
    expect(layout.mock.calls.length).toBe(calls)
  })

  it('draws trigger edges to blocks of other dialogs as external nodes, by role', () => {
    const { derive, state } = setup(2)
    const withTriggers: EditorState = {
      ...state,
      triggers: [
        {
          id: 't1',
          dialog_manager_id: 3,
          survey_id: 's1',
          unique_question_id: 'q1',
          trigger: 'moveTo;s2;z1',
          init_survey: false,
        },
        {
          id: 't2',
          dialog_manager_id: 3,
          survey_id: 's2',
          unique_question_id: 'z7',
          trigger: 'waitFor;s1;q2',
          init_survey: true,
        },
      ],
    }
    const graph = derive(withTriggers)
    expect(graph.edges).toEqual([
      {
        id: 'trigger:t1',
        type: 'trigger',
        source: 'q1',
        target: 'ext:s2:z1',
        kind: 'moveTo',
        role: 'source',
        trigger_id: 't1',
      },
      {
        id: 'trigger:t2',
        type: 'trigger',
        source: 'ext:s2:z7',
        target: 'q2',
        kind: 'waitFor',
        role: 'target',
        trigger_id: 't2',
      },
    ])
    expect(graph.nodes.filter((n) => n.type === 'external').map((n) => n.id)).toEqual(['ext:s2:z1', 'ext:s2:z7'])
    const sourcesOnly = derive({
      ...withTriggers,
      edgeVisibility: { ...withTriggers.edgeVisibility, showTriggersTarget: false },
    })
    expect(sourcesOnly.edges.map((e) => e.id)).toEqual(['trigger:t1'])
  })

  it('reuses the layout when a reload hands over equal content in new objects', () => {
    const { derive, layout, state } = setup()
    derive(state)
    derive({ ...state, blocks: BlockTable.of([...state.blocks.values()]), connections: [...state.connections] })
    expect(layout).toHaveBeenCalledTimes(1)
  })

  describe("following the block table's patches", () => {
    const text = (id: string, value: string) => updateBlock({ unique_question_id: id, key: 'context', value })

    it('replaces only the nodes a chain of edits changed, and equals a derivation from scratch', () => {
      const { derive, layout, state } = setup(8)
      const before = derive(state)
      let next = run(state, text('q2', 'Neu'))
      next = run(next, setPositions({ positions: { q5: { x: 10, y: 20 }, q7: { x: 30, y: 40 } } }))
      next = run(next, setEndBlocks({ unique_question_ids: ['q8'] }))
      next = run(next, text('q2', 'Neuer'))
      expect(next.blocks.changedSince(state.blocks)).toBeDefined()
      const after = derive(next)
      expect(after).toEqual(deriveGraph(next))
      const changed = new Set(['q2', 'q5', 'q7', 'q8'])
      after.nodes.forEach((node, i) => {
        if (changed.has(node.id)) expect(node).not.toBe(before.nodes[i])
        else expect(node).toBe(before.nodes[i])
      })
      expect(after.edges).toBe(before.edges)
      expect(layout).toHaveBeenCalledTimes(1)
    })

    it('keeps the graph when only other parts of the document changed', () => {
      const { derive, state } = setup()
      const before = derive(state)
      expect(derive({ ...state, survey: { ...state.survey, survey_name: 'Anders' } })).toBe(before)
    })

    it('compares every block when the chain is longer than it remembers', () => {
      const { derive, state } = setup(4)
      const before = derive(state)
      let next = state
      for (let i = 0; i <= MAX_PATCH_LINKS; i++) next = run(next, text(i % 2 ? 'q1' : 'q3', `Text ${i}`))
      expect(next.blocks.changedSince(state.blocks)).toBeUndefined()
      const after = derive(next)
      expect(after).toEqual(deriveGraph(next))
      expect(after.nodes[1]).toBe(before.nodes[1])
      expect(after.nodes[3]).toBe(before.nodes[3])
    })

    it('compares every block for a table that was not made from the previous one', () => {
      // As after a rebase: the new local document is built from the confirmed one, beside the old local one.
      const { derive, state } = setup(4)
      const confirmed = derive(state)
      const local = run(state, text('q2', 'Vorher lokal'))
      derive(local)
      const rebased = run(state, text('q3', 'Nach dem Rebase'))
      const after = derive(rebased)
      expect(after).toEqual(deriveGraph(rebased))
      // q2 is back to the confirmed block, although the new table does not say so.
      expect(after.nodes[1]?.data).toEqual({ block: state.blocks.get('q2') })
      expect(after.nodes[0]).toBe(confirmed.nodes[0])
      expect(after.nodes[3]).toBe(confirmed.nodes[3])
    })
  })
})
