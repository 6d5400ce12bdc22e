import { connect, type EditorState, type Position, updateBlock } from '@engine/index'
import {
  Background,
  type Connection as FlowConnection,
  Controls,
  type FinalConnectionState,
  type EdgeChange,
  type NodeChange,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  useStore,
} from '@xyflow/react'
import { useCallback, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { useEditorState, useGraph, useSession } from '../useConfigurator'
import { endBlocksKey, orderEdges } from './orderEdges'
import { BlockNodeView } from './BlockNodeView'
import { CanvasMiniMap } from './CanvasMiniMap'
import { DropMenu, type PendingDrop } from './DropMenu'
import { JumpEdgeView, TriggerEdgeView } from './EdgeViews'
import { ExternalNodeView } from './ExternalNodeView'
import { createFlowEdgeCache, createOrderEdgeCache, type FlowEdge } from './flowEdges'
import { createFlowNodeCache, type FlowNode } from './flowNodes'
import { useCanvasPort } from './useCanvasPort'
import { PathHeatMap } from '../../paths/PathHeatMap'
import '@xyflow/react/dist/style.css'

// Stable objects outside the component (React Flow re-initialises on new type maps).
export const nodeTypes = { block: BlockNodeView, external: ExternalNodeView }
export const edgeTypes = { jump: JumpEdgeView, trigger: TriggerEdgeView }
/** Above this many nodes only what is on screen is rendered. */
const VISIBLE_ONLY_FROM = 120
/** No attribution badge over the blocks (the dialog's canvas and a version's). */
export const proOptions = { hideAttribution: true }
const FAR_ZOOM = 0.45
const selectFar = (s: { transform: [number, number, number] }) => s.transform[2] < FAR_ZOOM
const selectIds = (s: EditorState) => s.blocks.ids
const selectConnections = (s: EditorState) => s.connections
const selectShowJumps = (s: EditorState) => s.edgeVisibility.showConditionalJumps

/** The implicit "next by order" edges; recomputed only when order, jumps or end blocks change. */
function useOrderEdges() {
  const session = useSession()
  const ids = useEditorState(selectIds)
  const connections = useEditorState(selectConnections)
  const ends = useEditorState(endBlocksKey)
  const shown = useEditorState(selectShowJumps)
  const toFlow = useMemo(createOrderEdgeCache, [])
  // The state is read when one of the parts that matter changed (the deps list them).
  return useMemo(
    () => toFlow(shown ? orderEdges(session.editor.getState()) : []),
    [toFlow, session, ids, connections, ends, shown],
  )
}

function Canvas() {
  const session = useSession()
  const graph = useGraph()
  const { selectedId, selectedEdgeId, panel, version } = useSnapshot(session.ui)
  // The result is a valtio ref (plain data): the snapshot says when it changed, the store holds it.
  const simulated = useSnapshot(session.simulation.view).result ? session.simulation.view.result : null
  const real = useSnapshot(session.respondentPaths.view)
  const shown =
    real.source === 'real' ? (real.picture ? session.respondentPaths.view.picture : null) : (simulated?.picture ?? null)
  // The heat map of the last simulation or of the real respondents, while its panel is open and the current dialog is shown.
  const heat = panel === 'simulation' && !version ? shown : null
  const flow = useReactFlow()
  const [dragging, setDragging] = useState<ReadonlyMap<string, Position>>(new Map())
  const [drop, setDrop] = useState<PendingDrop | null>(null)
  const toFlowNodes = useMemo(createFlowNodeCache, [])
  const toFlowEdges = useMemo(createFlowEdgeCache, [])
  const connections = useEditorState(selectConnections)
  const dialogNames = useSnapshot(session.dialogNames)
  const nodes = useMemo(
    () => toFlowNodes(graph.nodes, selectedId, dragging, connections, dialogNames),
    [toFlowNodes, graph.nodes, selectedId, dragging, connections, dialogNames],
  )
  const implicit = useOrderEdges()
  const edges = useMemo(
    () => [...implicit, ...toFlowEdges(graph.edges, selectedEdgeId)],
    [implicit, toFlowEdges, graph.edges, selectedEdgeId],
  )
  useCanvasPort(session, graph)
  // Zoomed far out, texts are unreadable anyway: nodes drop them (CSS), so many more fit a frame.
  const far = useStore(selectFar)

  const onNodesChange = useCallback(
    (changes: NodeChange<FlowNode>[]) => {
      const moved = new Map<string, Position>()
      const dropped: { id: string; position: Position }[] = []
      for (const change of changes) {
        if (change.type === 'position' && change.position) {
          if (change.dragging) moved.set(change.id, change.position)
          else dropped.push({ id: change.id, position: change.position })
        } else if (change.type === 'position' && change.dragging === false) {
          const last = dragging.get(change.id)
          if (last) dropped.push({ id: change.id, position: last })
        } else if (change.type === 'select' && change.selected) {
          // Keyboard selection (Enter on a focused node) arrives only as a change.
          session.ui.selectedId = change.id
          session.ui.panel = 'block'
        }
      }
      // The drop is one command (one undo step); the drag before it is only local.
      for (const { id, position } of dropped) {
        void session.execute(
          updateBlock({
            unique_question_id: id,
            key: 'position',
            value: { x: Math.round(position.x), y: Math.round(position.y) },
          }),
        )
      }
      if (moved.size > 0 || dropped.length > 0) {
        setDragging((previous) => {
          const next = new Map(previous)
          for (const [id, position] of moved) next.set(id, position)
          for (const { id } of dropped) next.delete(id)
          return next
        })
      }
    },
    [session, dragging],
  )

  const onEdgesChange = useCallback(
    (changes: EdgeChange<FlowEdge>[]) => {
      for (const change of changes)
        if (change.type === 'select' && change.selected) session.ui.selectedEdgeId = change.id
    },
    [session],
  )

  const onConnect = useCallback(
    (c: FlowConnection) => {
      void session.execute(connect({ source: c.source, handle: c.sourceHandle ?? 'default', target: c.target }))
    },
    [session],
  )

  // Dropping a new jump on empty canvas offers to create the block it leads to.
  const onConnectEnd = useCallback(
    (event: MouseEvent | TouchEvent, state: FinalConnectionState) => {
      if (state.isValid || state.toNode || !state.fromNode || state.fromHandle?.type !== 'source') return
      const point = 'changedTouches' in event ? event.changedTouches[0] : event
      if (!point) return
      const screen = { x: point.clientX, y: point.clientY }
      setDrop({
        screen,
        position: flow.screenToFlowPosition(screen),
        source: state.fromNode.id,
        handle: state.fromHandle.id ?? 'default',
      })
    },
    [flow],
  )

  return (
    <>
      <ReactFlow
        className={far ? 'canvas-far' : undefined}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        onConnectEnd={onConnectEnd}
        onNodeClick={(_, node) => {
          session.ui.selectedId = node.id
          session.ui.selectedEdgeId = null
          session.ui.panel = 'block'
        }}
        onEdgeClick={(_, edge) => {
          session.ui.selectedEdgeId = edge.id
        }}
        onPaneClick={() => {
          session.ui.selectedId = null
          session.ui.selectedEdgeId = null
          setDrop(null)
        }}
        onlyRenderVisibleElements={nodes.length >= VISIBLE_ONLY_FROM}
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        minZoom={0.05}
        maxZoom={2}
        proOptions={proOptions}
        ariaLabelConfig={ui.configurator.canvas.aria}
        aria-label={ui.configurator.canvas.label}
      >
        <Background gap={24} />
        {nodes.length === 0 && (
          <Panel position="top-center" className="configurator-canvas-empty">
            {ui.configurator.canvas.empty}
          </Panel>
        )}
        <Controls showInteractive={false} showFitView={false} />
        <CanvasMiniMap nodes={graph.nodes} />
        {heat && <PathHeatMap picture={heat} />}
      </ReactFlow>
      {drop && <DropMenu drop={drop} onClose={() => setDrop(null)} />}
    </>
  )
}

/** The dialog graph (@xyflow/react) fed by the engine's graph$ stream. */
export function DialogCanvas() {
  return (
    <div className="configurator-canvas">
      <ReactFlowProvider>
        <Canvas />
      </ReactFlowProvider>
    </div>
  )
}
