import { Button } from '@blueprintjs/core'
import { BaseEdge, EdgeLabelRenderer, type EdgeProps, getBezierPath } from '@xyflow/react'
import { memo } from 'react'
import { ui } from '../../../i18n'
import { useMultichat } from '../useMultichat'
import type { TriggerFlowEdge } from './multichatFlow'

const t = ui.multichat

/** A trigger between two dialogs, styled per kind (legend); selected it names its kind and offers delete. */
export const TriggerEdgeView = memo(function TriggerEdgeView(props: EdgeProps<TriggerFlowEdge>) {
  const session = useMultichat()
  const [path, x, y] = getBezierPath(props)
  const style = props.data?.style ?? 'waitFor'
  return (
    <>
      <BaseEdge
        id={props.id}
        path={path}
        markerEnd={props.markerEnd}
        interactionWidth={16}
        className={`mce-edge-path mce-edge-path-${style}${props.selected ? ' mce-edge-path-selected' : ''}`}
      />
      {props.selected && (
        <EdgeLabelRenderer>
          <div
            className="edge-label nodrag nopan"
            style={{ transform: `translate(-50%, -50%) translate(${x}px, ${y}px)` }}
          >
            <span>{t.legend[style]}</span>
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              aria-label={t.toolbar.deleteTrigger}
              title={t.toolbar.deleteTrigger}
              onClick={() => void session.deleteSelectedTrigger()}
            />
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  )
})
