import { Icon } from '@blueprintjs/core'
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react'
import { memo } from 'react'
import { ui } from '../../../i18n'
import { BlockPreviewText } from '../BlockPreviewText'
import { BLOCK_TYPE_ICONS } from '../blockTypeIcons'
import { PresenceRing } from '../presence/PresenceRing'
import { TARGET_HANDLE } from './flowEdges'
import type { BlockFlowData } from './flowNodes'
import { CheckMark } from '../../checks/CheckMark'
import { useBlockMark } from './useBlockMark'

const t = ui.configurator

type BlockFlowNode = Node<BlockFlowData, 'block'>

/**
 * One block on the canvas: label, type, start/end marks, the text preview (delays as seconds)
 * and one outgoing handle per exit. Memoized, and its data (block and exits, flowNodes.ts) keeps
 * its identity until they change, so an edit re-renders just the edited node (issue #7).
 */
export const BlockNodeView = memo(function BlockNodeView({ data, selected }: NodeProps<BlockFlowNode>) {
  const { block, exits: handles } = data
  const label = t.block.label(block.order + 1)
  const mark = useBlockMark(block.survey_id, block.unique_question_id)
  return (
    <div className={`block-node${selected ? ' block-node-selected' : ''}${block.is_end ? ' block-node-end' : ''}`}>
      <Handle type="target" position={Position.Top} id={TARGET_HANDLE} />
      <PresenceRing blockId={block.unique_question_id} />
      <div className="block-node-header">
        <Icon icon={BLOCK_TYPE_ICONS[block.type]} size={12} />
        <strong>{label}</strong>
        <span className="block-node-type">{t.blockTypes[block.type]}</span>
        {block.start_page && <span className="block-node-flag">{t.block.start}</span>}
        {block.is_end && <span className="block-node-flag block-node-flag-end">{t.block.end}</span>}
        <CheckMark mark={mark} />
      </div>
      <p className="block-node-text">
        <BlockPreviewText context={block.context} empty={t.block.empty} />
      </p>
      <div className="block-node-exits">
        {handles.map((h) => (
          <span key={h.id} className={`block-node-exit block-node-exit-${h.kind}`} title={h.label}>
            {h.label}
            <Handle type="source" position={Position.Bottom} id={h.id} />
          </span>
        ))}
      </div>
    </div>
  )
})
