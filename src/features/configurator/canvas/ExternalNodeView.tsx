import type { ExternalNode } from '@engine/index'
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react'
import { memo } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../../i18n'
import { useSession } from '../useConfigurator'

type ExternalFlowNode = Node<ExternalNode['data'], 'external'>

/**
 * The other end of a trigger, a block in another dialog of the multichat: that dialog's name
 * once known (`session.dialogNames`), else its id, and the block's id.
 */
export const ExternalNodeView = memo(function ExternalNodeView({ data }: NodeProps<ExternalFlowNode>) {
  const names = useSnapshot(useSession().dialogNames)
  const name = names[data.survey_id]
  return (
    <div className="external-node">
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <span className="configurator-muted">{ui.configurator.block.external}</span>
      <strong className="external-node-id" title={name}>
        {name ?? data.survey_id}
      </strong>
      <span className="external-node-id configurator-muted">{data.unique_question_id}</span>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  )
})
