import type { BlockNode, Connection, ExternalNode, GraphNode, Position } from '@engine/index'
import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import type { Node } from '@xyflow/react'
import { ui } from '../../../i18n'
import { type BlockHandle, blockHandles } from '../blockHandles'
import { previewText } from '../blockPreview'
import { blockNodeHandles, EXTERNAL_NODE_HEIGHT, externalNodeHandles } from './handleLayout'
import { jumpHandleKey, jumpsOfKey } from './jumpHandles'

/** A block node also carries its exits, so the node view needs no store subscription of its own. */
export type BlockFlowData = BlockNode['data'] & { exits: readonly BlockHandle[] }
/** Another dialog's block also carries that dialog's name (its id while unknown). */
export type ExternalFlowData = ExternalNode['data'] & { name: string }
export type FlowNodeData = BlockFlowData | ExternalFlowData
export type FlowNode = Node<FlowNodeData, GraphNode['type']>

interface Cached {
  selected: boolean
  position: Position
  jumps: string
  named: string
  data: FlowNodeData
  flow: FlowNode
}

const t = ui.configurator
const BLOCK_SIZE = { width: NODE_WIDTH, height: NODE_HEIGHT }
const EXTERNAL_SIZE = { width: NODE_WIDTH, height: EXTERNAL_NODE_HEIGHT }

function nodeLabel(node: GraphNode, dialogName: string): string {
  if (node.type === 'external') return `${t.block.external}: ${dialogName}, ${node.data.unique_question_id}`
  const { block } = node.data
  return `${t.block.label(block.order + 1)}, ${t.blockTypes[block.type]}: ${previewText(block.context) || t.block.empty}`
}

/**
 * Turns the engine's nodes into React Flow nodes. Each node keeps its object identity while its
 * engine node, selection and drag position stay the same, so React Flow re-renders only the
 * nodes that changed (a text edit: one node). Nodes have a fixed size, passed as already
 * measured, and computed handle positions (handleLayout.ts): React Flow then renders only the
 * nodes on screen, never renders a node just to measure it, and needs no size reports fed back
 * (each one would rebuild all nodes while zooming).
 */
export function createFlowNodeCache() {
  const cache = new WeakMap<GraphNode, Cached>()
  return (
    nodes: readonly GraphNode[],
    selectedId: string | null,
    dragging: ReadonlyMap<string, Position>,
    connections: readonly Connection[] = [],
    dialogNames: Readonly<Record<string, string>> = {},
  ): FlowNode[] =>
    nodes.map((node) => {
      const selected = node.id === selectedId
      const position = dragging.get(node.id) ?? node.position
      const jumps = node.type === 'block' ? jumpHandleKey(connections, node.id) : ''
      // Another dialog's block is named by that dialog's name once known (session.dialogNames), else its id.
      const named = node.type === 'external' ? (dialogNames[node.data.survey_id] ?? node.data.survey_id) : ''
      const hit = cache.get(node)
      if (hit && hit.selected === selected && hit.position === position && hit.jumps === jumps && hit.named === named)
        return hit.flow
      const block = node.type === 'block'
      // The data keeps its identity across selection and drags: the memoized view skips those.
      const data =
        hit && hit.jumps === jumps && hit.named === named
          ? hit.data
          : node.type === 'block'
            ? { ...node.data, exits: blockHandles(node.data.block, jumpsOfKey(node.id, jumps)) }
            : { ...node.data, name: named }
      const flow: FlowNode = {
        // On React Flow's focusable wrapper (role group), so screen readers name the node.
        ariaLabel: nodeLabel(node, named),
        id: node.id,
        type: node.type,
        position,
        data,
        width: NODE_WIDTH,
        height: block ? NODE_HEIGHT : EXTERNAL_NODE_HEIGHT,
        measured: block ? BLOCK_SIZE : EXTERNAL_SIZE,
        handles: 'exits' in data ? blockNodeHandles(data.exits.map((h) => h.id)) : externalNodeHandles,
        selected,
        draggable: block,
        selectable: block,
        connectable: block,
      }
      cache.set(node, { selected, position, jumps, named, data, flow })
      return flow
    })
}
