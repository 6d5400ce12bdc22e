import type { ExternalNode } from '@engine/index'
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react'
import { memo } from 'react'
import { ui } from '../../../i18n'

type ExternalFlowNode = Node<ExternalNode['data'], 'external'>

/** The other end of a trigger, a block in another dialog of the multichat. */
export const ExternalNodeView = memo(function ExternalNodeView({ data }: NodeProps<ExternalFlowNode>) {
  return (
    <div className="external-node">
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <span className="configurator-muted">{ui.configurator.block.external}</span>
      <span className="external-node-id">
        {data.survey_id} · {data.unique_question_id}
      </span>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  )
})
