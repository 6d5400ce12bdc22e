import type { Document } from '@engine/changes'
import { type EditorState, deriveGraph } from '@engine/index'
import { compareDocuments } from '@engine/versions'
import { Background, Controls, ReactFlow, ReactFlowProvider } from '@xyflow/react'
import { useCallback, useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { edgeTypes, nodeTypes, proOptions } from '../canvas/DialogCanvas'
import { createFlowEdgeCache } from '../canvas/flowEdges'
import { createFlowNodeCache } from '../canvas/flowNodes'
import { useCanvasPort } from '../canvas/useCanvasPort'
import type { ConfiguratorSession } from '../configuratorSession'
import { useEditorState, useSession } from '../useConfigurator'

interface Props {
  doc: Document
  /** The current dialog, when the version is compared with it: changed and added blocks are marked. */
  current: Document | null
}

function Canvas({ doc, current, session }: Props & { session: ConfiguratorSession }) {
  const { selectedId } = useSnapshot(session.ui)
  const edgeVisibility = useEditorState(useCallback((s: EditorState) => s.edgeVisibility, []))
  const state: EditorState = useMemo(() => ({ ...doc, edgeVisibility }), [doc, edgeVisibility])
  const graph = useMemo(() => deriveGraph(state), [state])
  // Opening view and "Alles zeigen" at a readable zoom, on the version's own blocks.
  useCanvasPort(session, graph, { ownGraph: true })
  const marks = useMemo(() => {
    if (!current) return new Map<string, string>()
    // From the version to now: blocks removed since exist only in the version shown.
    const diff = compareDocuments(doc, current)
    return new Map([
      ...diff.blocks.removed.map((id) => [id, 'version-removed'] as const),
      ...diff.blocks.changed.map((c) => [c.id, 'version-changed'] as const),
    ])
  }, [doc, current])
  const toNodes = useMemo(createFlowNodeCache, [])
  const nodes = useMemo(
    () =>
      toNodes(graph.nodes, selectedId, new Map(), doc.connections).map((n) => {
        const mark = marks.get(n.id)
        return mark ? { ...n, className: mark } : n
      }),
    [toNodes, graph.nodes, selectedId, doc.connections, marks],
  )
  const edges = useMemo(() => createFlowEdgeCache()(graph.edges, null), [graph.edges])
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      nodesDraggable={false}
      nodesConnectable={false}
      edgesFocusable={false}
      deleteKeyCode={null}
      selectionKeyCode={null}
      multiSelectionKeyCode={null}
      onNodeClick={(_, node) => {
        // Selecting is looking: the inspector shows the version's block, read-only.
        session.ui.selectedId = node.id
        session.ui.selectedEdgeId = null
        session.ui.panel = 'block'
      }}
      onPaneClick={() => (session.ui.selectedId = null)}
      minZoom={0.05}
      ariaLabelConfig={ui.configurator.canvas.aria}
      proOptions={proOptions}
    >
      <Background />
      <Controls showInteractive={false} showFitView={false} />
    </ReactFlow>
  )
}

/**
 * A past version on the canvas, read-only (issue #28): nothing can be dragged, connected or
 * deleted; a click selects a block so the inspector shows it as it was in this version.
 */
export function VersionCanvas(props: Props) {
  const session = useSession()
  return (
    <div className="configurator-canvas version-canvas" data-testid="version-canvas">
      <ReactFlowProvider>
        <Canvas {...props} session={session} />
      </ReactFlowProvider>
    </div>
  )
}
