import type { Document } from '@engine/changes'
import { type EditorState, deriveGraph, defaultEdgeVisibility } from '@engine/index'
import { compareDocuments } from '@engine/versions'
import { Background, ReactFlow, ReactFlowProvider } from '@xyflow/react'
import { useMemo } from 'react'
import { edgeTypes, nodeTypes } from '../canvas/DialogCanvas'
import { createFlowEdgeCache } from '../canvas/flowEdges'
import { createFlowNodeCache } from '../canvas/flowNodes'

interface Props {
  doc: Document
  /** The current dialog, when the version is compared with it: changed and added blocks are marked. */
  current: Document | null
}

/** A past version on the canvas, read-only: nothing can be dragged, connected or selected. */
export function VersionCanvas({ doc, current }: Props) {
  const state: EditorState = useMemo(() => ({ ...doc, edgeVisibility: defaultEdgeVisibility }), [doc])
  const graph = useMemo(() => deriveGraph(state), [state])
  const marks = useMemo(() => {
    if (!current) return new Map<string, string>()
    // From the version to now: blocks removed since exist only in the version shown.
    const diff = compareDocuments(doc, current)
    return new Map([
      ...diff.blocks.removed.map((id) => [id, 'version-removed'] as const),
      ...diff.blocks.changed.map((c) => [c.id, 'version-changed'] as const),
    ])
  }, [doc, current])
  const nodes = useMemo(
    () =>
      createFlowNodeCache()(graph.nodes, null, new Map(), doc.connections).map((n) => {
        const mark = marks.get(n.id)
        return mark ? { ...n, className: mark } : n
      }),
    [graph.nodes, doc.connections, marks],
  )
  const edges = useMemo(() => createFlowEdgeCache()(graph.edges, null), [graph.edges])
  return (
    <div className="configurator-canvas version-canvas" data-testid="version-canvas">
      <ReactFlowProvider>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          fitView
          fitViewOptions={{ maxZoom: 1 }}
          minZoom={0.05}
        >
          <Background />
        </ReactFlow>
      </ReactFlowProvider>
    </div>
  )
}
