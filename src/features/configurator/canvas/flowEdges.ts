import type { GraphEdge } from '@engine/index'
import { type Edge, MarkerType } from '@xyflow/react'
import { ui } from '../../../i18n'
import type { OrderEdge } from './orderEdges'

const texts = ui.configurator.canvas

const isExternal = (id: string) => id.startsWith('ext:')

export type FlowEdge = Edge<{ edge: GraphEdge }>

/** The one target handle of every block: jumps and triggers arrive at the top. */
export const TARGET_HANDLE = 'in'

const markerEnd = { type: MarkerType.ArrowClosed, width: 16, height: 16 }

/**
 * React Flow edges for the engine's jump and trigger edges, cached per engine edge and selection
 * like the nodes.
 */
export function createFlowEdgeCache() {
  const cache = new WeakMap<GraphEdge, { selected: boolean; flow: FlowEdge }>()
  return (edges: readonly GraphEdge[], selectedId: string | null): FlowEdge[] =>
    edges.map((edge) => {
      const selected = edge.id === selectedId
      const hit = cache.get(edge)
      if (hit && hit.selected === selected) return hit.flow
      const flow: FlowEdge =
        edge.type === 'jump'
          ? {
              id: edge.id,
              type: 'jump',
              source: edge.source,
              target: edge.target,
              sourceHandle: edge.sourceHandle,
              targetHandle: TARGET_HANDLE,
              selected,
              markerEnd,
              data: { edge },
              ariaLabel: texts.jumpLabel(edge.sourceHandle),
            }
          : {
              id: edge.id,
              type: 'trigger',
              source: edge.source,
              target: edge.target,
              selected,
              markerEnd,
              data: { edge },
              ariaLabel: texts.triggerLabel(texts.trigger[edge.kind] ?? edge.kind),
              // External nodes have one unnamed handle each; a block leaves by 'default'.
              sourceHandle: isExternal(edge.source) ? null : 'default',
              targetHandle: isExternal(edge.target) ? null : TARGET_HANDLE,
            }
      cache.set(edge, { selected, flow })
      return flow
    })
}

/** React Flow edges for the implicit "next by order" flow; kept per id while their ends stay. */
export function createOrderEdgeCache() {
  let cache = new Map<string, FlowEdge>()
  return (edges: readonly OrderEdge[]): FlowEdge[] => {
    const next = new Map<string, FlowEdge>()
    const flow = edges.map((edge) => {
      const hit = cache.get(edge.id)
      const kept =
        hit && hit.target === edge.target
          ? hit
          : {
              id: edge.id,
              type: 'default',
              source: edge.source,
              target: edge.target,
              sourceHandle: 'default',
              targetHandle: TARGET_HANDLE,
              className: 'order-edge',
              selectable: false,
              focusable: false,
              markerEnd,
              ariaLabel: texts.orderLabel,
            }
      next.set(edge.id, kept)
      return kept
    })
    cache = next
    return flow
  }
}
