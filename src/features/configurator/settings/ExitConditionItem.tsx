import { Button, Classes, Tag } from '@blueprintjs/core'
import type { EditorState, ExitCondition } from '@engine/index'
import { useCallback } from 'react'
import { ui } from '../../../i18n'
import { useEditorState } from '../useConfigurator'
import { blockLabel } from './exitConditionForm'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.exit

/** Where the condition applies: all blocks, one block, or a block that was deleted. */
function useAppliesTo(id: string | null): string {
  const select = useCallback((s: EditorState) => (id === null ? null : s.blocks.get(id)), [id])
  const block = useEditorState(select)
  const index = useEditorState(useCallback((s: EditorState) => (id === null ? -1 : s.blocks.indexOf(id)), [id]))
  if (id === null) return t.allBlocks
  return block ? blockLabel(block, index) : t.missingBlock
}

interface Props {
  condition: ExitCondition
  onEdit(): void
  onDelete(): void
}

export function ExitConditionItem({ condition, onEdit, onDelete }: Props) {
  const appliesTo = useAppliesTo(condition.unique_question_id)
  return (
    <li className="exit-condition-item">
      <span>{condition.condition}</span>
      <span className={Classes.TEXT_MUTED}>
        {t.appliesTo}: {appliesTo}
      </span>
      {condition.examples.length > 0 && (
        <span>
          <Tag minimal title={condition.examples.join(', ')}>
            {t.examplesCount(condition.examples.length)}
          </Tag>
        </span>
      )}
      <div className="exit-condition-actions">
        <Button
          variant="minimal"
          size="small"
          icon="edit"
          text={t.edit}
          aria-label={`${t.edit}: ${condition.condition}`}
          onClick={onEdit}
        />
        <Button
          variant="minimal"
          size="small"
          icon="trash"
          intent="danger"
          text={t.remove}
          aria-label={`${t.remove}: ${condition.condition}`}
          onClick={onDelete}
        />
      </div>
    </li>
  )
}
