import {
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  type FinalConnectionState,
  type IsValidConnection,
  type Node,
  ReactFlow,
  ReactFlowProvider,
} from '@xyflow/react'
import { useCallback, useMemo } from 'react'
import { ui } from '../../../i18n'
import { useMultichat, useMultichatState, useMultichatUi } from '../useMultichat'
import { DialogGroupView } from './DialogGroupView'
import { MultichatBlockView } from './MultichatBlockView'
import {
  type BlockData,
  type MultichatNode,
  type TriggerFlowEdge,
  multichatEdges,
  multichatNodes,
} from './multichatFlow'
import { TriggerEdgeView } from './TriggerEdgeView'
import { TriggerLegend } from './TriggerLegend'
import { TriggerMenu } from './TriggerMenu'
import { useMultichatFit } from './useMultichatFit'
import { useShowBlock } from './useShowBlock'
import { PathHeatMap } from '../../paths/PathHeatMap'
import { useSnapshot } from 'valtio'
import '@xyflow/react/dist/style.css'

// Stable objects outside the component (React Flow re-initialises on new type maps).
const nodeTypes = { dialog: DialogGroupView, mcBlock: MultichatBlockView }
const edgeTypes = { mcTrigger: TriggerEdgeView }
const proOptions = { hideAttribution: true }
const t = ui.multichat

const blockData = (nodes: Map<string, MultichatNode>, id: string | null | undefined): BlockData | undefined => {
  const node = id ? nodes.get(id) : undefined
  return node?.type === 'mcBlock' ? node.data : undefined
}

function Canvas() {
  const session = useMultichat()
  const state = useMultichatState()
  const { selectedEdgeId, pendingTrigger, simulationOpen } = useMultichatUi()
  // The last simulation's heat map while "Simulieren" is open; its result is a valtio ref (plain data).
  const simulated = useSnapshot(session.simulation.view).result ? session.simulation.view.result : null
  const heat = simulationOpen && simulated ? simulated.picture : null
  const dialogs = state.dialogs
  // Nodes follow the dialogs only: a trigger edit leaves them (and React Flow's nodes) alone.
  const nodes = useMemo(() => multichatNodes({ dialogs }), [dialogs])
  const edges = useMemo(() => multichatEdges(state, selectedEdgeId), [state, selectedEdgeId])
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes])
  useMultichatFit(session, nodes)
  useShowBlock(session)
  const editable = useMemo(
    () => new Set(state.dialogs.filter((d) => d.editable).map((d) => d.survey_id)),
    [state.dialogs],
  )

  // A trigger joins blocks of two different dialogs the editor may both edit (the server agrees).
  const isValidConnection: IsValidConnection = useCallback(
    (c) => {
      const a = blockData(byId, c.source)
      const b = blockData(byId, c.target)
      return !!a && !!b && a.survey_id !== b.survey_id && editable.has(a.survey_id) && editable.has(b.survey_id)
    },
    [byId, editable],
  )

  const onConnectEnd = useCallback(
    (event: MouseEvent | TouchEvent, end: FinalConnectionState) => {
      if (!end.isValid || !end.fromNode || !end.toNode) return
      // Dragged from an entry handle backwards: the arrow still runs from exit to entry.
      const [from, to] =
        end.fromHandle?.type === 'target' ? [end.toNode.id, end.fromNode.id] : [end.fromNode.id, end.toNode.id]
      const a = blockData(byId, from)
      const b = blockData(byId, to)
      const point = 'changedTouches' in event ? event.changedTouches[0] : event
      if (!a || !b || !point) return
      session.ui.pendingTrigger = {
        source: { survey_id: a.survey_id, unique_question_id: a.block.unique_question_id },
        target: { survey_id: b.survey_id, unique_question_id: b.block.unique_question_id },
        screen: { x: point.clientX, y: point.clientY },
      }
    },
    [byId, session],
  )

  const onEdgesChange = useCallback(
    (changes: EdgeChange<TriggerFlowEdge>[]) => {
      for (const change of changes)
        if (change.type === 'select' && change.selected) session.ui.selectedEdgeId = change.id
    },
    [session],
  )
  // The menu opens on drop (onConnectEnd); React Flow's own edge is never added.
  const onConnect = useCallback((_c: Connection) => undefined, [])

  return (
    <>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        isValidConnection={isValidConnection}
        onConnect={onConnect}
        onConnectEnd={onConnectEnd}
        onEdgesChange={onEdgesChange}
        onEdgeClick={(_, edge) => {
          session.ui.selectedEdgeId = edge.id
        }}
        onPaneClick={() => {
          session.ui.selectedEdgeId = null
          session.ui.pendingTrigger = null
          session.ui.shownBlock = null
        }}
        nodesDraggable={false}
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        minZoom={0.05}
        maxZoom={2}
        proOptions={proOptions}
        ariaLabelConfig={ui.configurator.canvas.aria}
        aria-label={t.canvasLabel}
      >
        <Background gap={24} />
        <Controls showInteractive={false} showFitView={false} />
        {heat && <PathHeatMap picture={heat} blockIdOf={heatBlockOf} />}
      </ReactFlow>
      {pendingTrigger && <TriggerMenu pending={pendingTrigger} />}
    </>
  )
}

/** A block node's block id for the heat map (the node id also names the dialog). */
const heatBlockOf = (node: Node): string | null =>
  node.type === 'mcBlock' ? (node.data as { block: { unique_question_id: string } }).block.unique_question_id : null

/** All connected dialogs on one canvas, their blocks inside, triggers between them, the legend below. */
export function MultichatCanvas() {
  return (
    <>
      <div className="mce-canvas">
        <ReactFlowProvider>
          <Canvas />
        </ReactFlowProvider>
      </div>
      <TriggerLegend />
    </>
  )
}
