import { Button, Icon } from '@blueprintjs/core'
import { Handle, type NodeProps, Position } from '@xyflow/react'
import { memo } from 'react'
import { ui } from '../../../i18n'
import { BlockPreviewText } from '../../configurator/BlockPreviewText'
import { BLOCK_TYPE_ICONS } from '../../configurator/blockTypeIcons'
import { useMultichat, useMultichatUi } from '../useMultichat'
import { blockNodeId, type MultichatBlockNode } from './multichatFlow'
import { CheckMark } from '../../checks/CheckMark'
import { markKey, shownMarks } from '../../checks/checksState'
import { useBound } from '../../configurator/useConfigurator'
import type { Problem } from '@engine/checks'
import { useCallback } from 'react'
import { useDismissed } from '../../checks/useDismissed'

const t = ui.multichat.block

/** A block of a connected dialog, read-only here: a trigger starts or ends at its handles. */
export const MultichatBlockView = memo(function MultichatBlockView({
  data,
  isConnectable,
}: NodeProps<MultichatBlockNode>) {
  const session = useMultichat()
  const { busy, shownBlock } = useMultichatUi()
  const { block, survey_id } = data
  const dismissed = useDismissed(session.checksView)
  const selectMark = useCallback(
    (problems: readonly Problem[]) => shownMarks(problems, dismissed).get(markKey(survey_id, block.unique_question_id)),
    [dismissed, survey_id, block.unique_question_id],
  )
  const mark = useBound(session.checks, selectMark)
  const shown = shownBlock === blockNodeId(survey_id, block.unique_question_id)
  return (
    <div className={`block-node mce-block${shown ? ' block-node-selected' : ''}`}>
      <Handle type="target" position={Position.Top} id="in" isConnectable={isConnectable} />
      <div className="block-node-header">
        <Icon icon={BLOCK_TYPE_ICONS[block.type]} size={12} />
        <strong>{t.label(block.order + 1)}</strong>
        <span className="block-node-type">{ui.configurator.blockTypes[block.type]}</span>
        <CheckMark mark={mark} />
        {session.canSimulate() && (
          <Button
            className="mce-simulate nodrag"
            size="small"
            variant="minimal"
            icon="play"
            aria-label={`${t.simulate}: ${data.dialogName}, ${t.label(block.order + 1)}`}
            title={t.simulate}
            disabled={busy !== null}
            loading={busy === 'simulate' && session.ui.test === null}
            onClick={() => void session.simulatePath({ survey_id, unique_question_id: block.unique_question_id })}
          />
        )}
      </div>
      <p className="block-node-text">
        <BlockPreviewText context={block.context} />
      </p>
      <Handle type="source" position={Position.Bottom} id="out" isConnectable={isConnectable} />
    </div>
  )
})
