import { Handle, type Node, type NodeProps, Position } from '@xyflow/react'
import { memo } from 'react'
import { ui } from '../../../i18n'
import type { ExternalFlowData } from './flowNodes'

type ExternalFlowNode = Node<ExternalFlowData, 'external'>

/**
 * The other end of a trigger, a block in another dialog of the multichat: that dialog's name
 * (flowNodes.ts takes it from `session.dialogNames`; its id while unknown) and the block's id.
 */
export const ExternalNodeView = memo(function ExternalNodeView({ data }: NodeProps<ExternalFlowNode>) {
  return (
    <div className="external-node">
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <span className="configurator-muted">{ui.configurator.block.external}</span>
      <strong className="external-node-id" title={data.name}>
        {data.name}
      </strong>
      <span className="external-node-id configurator-muted">{data.unique_question_id}</span>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  )
})
