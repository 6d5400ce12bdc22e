import type { Block, Position } from '../model/block'
import { defaultEdgeVisibility, type EditorState } from '../model/editorState'
import { sameValue } from '../model/sameValue'
import { type BlockNode, type DialogGraph, type ExternalNode, type GraphNode, externalNodeId } from './DialogGraph'
import { deriveEdges } from './deriveEdges'
import type { LayoutInput } from './layoutBasics'
import { layoutGraph } from './layoutGraph'

export type LayoutFn = (input: LayoutInput) => Map<string, Position>

/**
 * Layout sees every structural edge, shown or hidden, so toggling visibility never moves nodes.
 * Exported so that arrangeBlocks stores exactly the positions the canvas shows.
 */
export function layoutInput(state: EditorState): LayoutInput {
  const { edges, externals } = deriveEdges(state, defaultEdgeVisibility)
  const ids = state.blocks.ids
  const chain = ids.slice(1).map((id, i) => ({ source: ids[i] as string, target: id }))
  const externalIds = externals.map((e) => externalNodeId(e.survey_id, e.unique_question_id))
  return { nodeIds: [...ids, ...externalIds], edges: [...chain, ...edges] }
}

const samePosition = (a: Position, b: Position) => a.x === b.x && a.y === b.y

function blockNode(block: Block, positions: Map<string, Position>, cached: GraphNode | undefined): BlockNode {
  const position = block.position ?? positions.get(block.unique_question_id) ?? { x: 0, y: 0 }
  if (cached?.type === 'block' && cached.data.block === block && samePosition(cached.position, position)) return cached
  return { id: block.unique_question_id, type: 'block', position, autoPlaced: !block.position, data: { block } }
}

/**
 * Returns a function state -> graph that does only the work an edit requires. A text edit
 * replaces one node in a copy of the node array (the structure is one identity check:
 * `blocks.ids`) and looks only at the blocks the table says changed since the previous state
 * (`BlockTable.changedSince`), so its cost does not grow with the dialog; edges are rebuilt only
 * when blocks are added or removed, jumps, triggers or visibility change; layout runs only when
 * the structure changes, and not at all when a reload hands over equal content. Node objects are
 * reused while their block and position are. A fresh deriver is the from-scratch rebuild that
 * tests compare against.
 */
export function createGraphDeriver(layout: LayoutFn = layoutGraph): (state: EditorState) => DialogGraph {
  let previous: EditorState | undefined
  let graph: DialogGraph = { nodes: [], edges: [] }
  let positions = new Map<string, Position>()
  let layoutKey = ''

  return (state) => {
    if (state === previous) return graph
    const structureChanged =
      !previous ||
      state.blocks.ids !== previous.blocks.ids ||
      state.connections !== previous.connections ||
      state.triggers !== previous.triggers

    if (!structureChanged && state.edgeVisibility === previous?.edgeVisibility) {
      // Fast path: same blocks in the same order; replace the nodes whose block changed. When
      // the table says which indices a few edits changed, only those are looked at.
      let nodes: GraphNode[] | undefined
      const blocks = state.blocks.values()
      const touch = (i: number) => {
        const cached = (nodes ?? graph.nodes)[i]
        const node = blockNode(blocks[i] as Block, positions, cached)
        if (node !== cached) (nodes ??= graph.nodes.slice())[i] = node
      }
      const changed = previous ? state.blocks.changedSince(previous.blocks) : undefined
      if (changed) changed.forEach(touch)
      else for (let i = 0; i < blocks.length; i++) touch(i)
      if (nodes) graph = { nodes, edges: graph.edges }
      previous = state
      return graph
    }

    if (structureChanged) {
      const input = layoutInput(state)
      const key = JSON.stringify(input)
      if (key !== layoutKey) positions = layout(input)
      layoutKey = key
    }
    const derived = deriveEdges(state)
    const sameEdges =
      derived.edges.length === graph.edges.length && derived.edges.every((e, i) => sameValue(e, graph.edges[i]))
    const edges = sameEdges ? graph.edges : derived.edges

    const cache = new Map(graph.nodes.map((n) => [n.id, n]))
    const nodes: GraphNode[] = state.blocks
      .values()
      .map((block) => blockNode(block, positions, cache.get(block.unique_question_id)))
    for (const data of derived.externals) {
      const id = externalNodeId(data.survey_id, data.unique_question_id)
      const position = positions.get(id) ?? { x: 0, y: 0 }
      const cached = cache.get(id) as ExternalNode | undefined
      nodes.push(
        cached?.type === 'external' && samePosition(cached.position, position)
          ? cached
          : { id, type: 'external', position, autoPlaced: true, data },
      )
    }
    const sameNodes = nodes.length === graph.nodes.length && nodes.every((n, i) => n === graph.nodes[i])
    if (!sameNodes || edges !== graph.edges) graph = { nodes: sameNodes ? graph.nodes : nodes, edges }
    previous = state
    return graph
  }
}

/** A from-scratch derivation (no memory of earlier states). */
export const deriveGraph = (state: EditorState, layout: LayoutFn = layoutGraph) => createGraphDeriver(layout)(state)
