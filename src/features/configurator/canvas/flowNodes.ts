import type { Connection, GraphNode, Position } from '@engine/index'
import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph/layoutGraph'
import type { Node } from '@xyflow/react'
import { de } from '../../../i18n/de'
import { blockHandles } from '../blockHandles'
import { previewText } from '../blockPreview'
import { blockNodeHandles, EXTERNAL_NODE_HEIGHT, externalNodeHandles } from './handleLayout'
import { jumpHandleKey, jumpsOfKey } from './jumpHandles'

export type FlowNode = Node<GraphNode['data'], GraphNode['type']>

export interface Measured {
  width: number
  height: number
}

interface Cached {
  selected: boolean
  position: Position
  measured: Measured | undefined
  jumps: string
  flow: FlowNode
}

const t = de.configurator

function nodeLabel(node: GraphNode): string {
  if (node.type === 'external') return `${t.block.external}: ${node.data.survey_id}, ${node.data.unique_question_id}`
  const { block } = node.data
  return `${t.block.label(block.order + 1)}, ${t.blockTypes[block.type]}: ${previewText(block.context) || t.block.empty}`
}

/**
 * Turns the engine's nodes into React Flow nodes. Each node keeps its object identity while its
 * engine node, selection and drag position stay the same, so React Flow re-renders only the
 * nodes that changed (a text edit: one node). Nodes have a fixed size, which React Flow uses
 * before it has measured them: required to skip off-screen nodes on large graphs. `measured`
 * (what React Flow reported) goes back in, as applyNodeChanges would do: without it React Flow
 * forgets a replaced node's handle positions and its edges vanish until it is measured again.
 */
export function createFlowNodeCache() {
  const cache = new WeakMap<GraphNode, Cached>()
  return (nodes: readonly GraphNode[], selectedId: string | null, dragging: ReadonlyMap<string, Position>, measuredById: ReadonlyMap<string, Measured> = new Map(), connections: readonly Connection[] = []): FlowNode[] =>
    nodes.map((node) => {
      const selected = node.id === selectedId
      const position = dragging.get(node.id) ?? node.position
      const measured = measuredById.get(node.id)
      const jumps = node.type === 'block' ? jumpHandleKey(connections, node.id) : ''
      const hit = cache.get(node)
      if (hit && hit.selected === selected && hit.position === position && hit.measured === measured && hit.jumps === jumps) return hit.flow
      const block = node.type === 'block'
      const flow: FlowNode = {
        // On React Flow's focusable wrapper (role group), so screen readers name the node.
        ariaLabel: nodeLabel(node),
        id: node.id,
        type: node.type,
        position,
        data: node.data,
        width: NODE_WIDTH,
        height: block ? NODE_HEIGHT : EXTERNAL_NODE_HEIGHT,
        handles: node.type === 'block' ? blockNodeHandles(blockHandles(node.data.block, jumpsOfKey(node.id, jumps)).map((h) => h.id)) : externalNodeHandles,
        selected,
        draggable: block,
        selectable: block,
        connectable: block,
        ...(measured ? { measured } : {}),
      }
      cache.set(node, { selected, position, measured, jumps, flow })
      return flow
    })
}

