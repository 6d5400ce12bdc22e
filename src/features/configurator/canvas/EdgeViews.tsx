import { Button } from '@blueprintjs/core'
import { disconnect } from '@engine/index'
import { BaseEdge, EdgeLabelRenderer, type EdgeProps, getBezierPath } from '@xyflow/react'
import { memo } from 'react'
import { ui } from '../../../i18n'
import { useSession } from '../useConfigurator'
import type { FlowEdge } from './flowEdges'

const t = ui.configurator.canvas

function useEdgePath(props: EdgeProps<FlowEdge>) {
  return getBezierPath({
    sourceX: props.sourceX,
    sourceY: props.sourceY,
    sourcePosition: props.sourcePosition,
    targetX: props.targetX,
    targetY: props.targetY,
    targetPosition: props.targetPosition,
  })
}

/** Label at the middle of an edge; only for the selected edge, so big graphs render no labels. */
function EdgeLabel({ x, y, children }: { x: number; y: number; children: React.ReactNode }) {
  return (
    <EdgeLabelRenderer>
      <div className="edge-label nodrag nopan" style={{ transform: `translate(-50%, -50%) translate(${x}px, ${y}px)` }}>
        {children}
      </div>
    </EdgeLabelRenderer>
  )
}

/** A conditional jump; when selected it names its handle and offers "Sprung entfernen". */
export const JumpEdgeView = memo(function JumpEdgeView(props: EdgeProps<FlowEdge>) {
  const session = useSession()
  const [path, x, y] = useEdgePath(props)
  const edge = props.data?.edge
  const handle = edge?.type === 'jump' ? edge.sourceHandle : 'default'
  return (
    <>
      <BaseEdge
        id={props.id}
        path={path}
        markerEnd={props.markerEnd}
        className={props.selected ? 'jump-edge jump-edge-selected' : 'jump-edge'}
      />
      {props.selected && (
        <EdgeLabel x={x} y={y}>
          <span>{t.jump(handle)}</span>
          <Button
            size="small"
            variant="minimal"
            icon="trash"
            aria-label={t.removeJump}
            title={t.removeJump}
            onClick={() => {
              session.ui.selectedEdgeId = null
              void session.execute(disconnect({ source: props.source, handle }))
            }}
          />
        </EdgeLabel>
      )}
    </>
  )
})

/** A multichat trigger (dashed): outgoing in one colour, incoming in another. */
export const TriggerEdgeView = memo(function TriggerEdgeView(props: EdgeProps<FlowEdge>) {
  const [path, x, y] = useEdgePath(props)
  const edge = props.data?.edge
  const role = edge?.type === 'trigger' ? edge.role : 'source'
  return (
    <>
      <BaseEdge id={props.id} path={path} markerEnd={props.markerEnd} className={`trigger-edge trigger-edge-${role}`} />
      {props.selected && edge?.type === 'trigger' && (
        <EdgeLabel x={x} y={y}>
          <span>{t.trigger[edge.kind] ?? edge.kind}</span>
        </EdgeLabel>
      )}
    </>
  )
})
