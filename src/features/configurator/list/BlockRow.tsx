import { Button, Icon } from '@blueprintjs/core'
import type { Block } from '@engine/index'
import { type DragEvent, memo } from 'react'
import { ui } from '../../../i18n'
import { BlockPreviewText } from '../BlockPreviewText'
import { BLOCK_TYPE_ICONS } from '../blockTypeIcons'
import { PresenceTags } from '../presence/PresenceRing'

const t = ui.configurator

interface Props {
  block: Block
  selected: boolean
  last: boolean
  dropBefore: boolean
  onSelect(id: string): void
  onMove(id: string, to: number): void
  onDragStart(e: DragEvent, index: number): void
  onDragOver(e: DragEvent, index: number): void
}

/** One block in the list view; memoized, so typing in the inspector re-renders one row. */
export const BlockRow = memo(function BlockRow({
  block,
  selected,
  last,
  dropBefore,
  onSelect,
  onMove,
  onDragStart,
  onDragOver,
}: Props) {
  const label = t.block.label(block.order + 1)
  return (
    <li
      className={`block-row${selected ? ' block-row-selected' : ''}${dropBefore ? ' block-row-drop' : ''}`}
      draggable
      onDragStart={(e) => onDragStart(e, block.order)}
      onDragOver={(e) => onDragOver(e, block.order)}
      aria-current={selected ? 'true' : undefined}
    >
      <Icon icon="drag-handle-vertical" className="block-row-grip" title={t.list.dragHint} />
      <button type="button" className="block-row-main" onClick={() => onSelect(block.unique_question_id)}>
        <Icon icon={BLOCK_TYPE_ICONS[block.type]} size={12} />
        <strong>{label}</strong>
        <span className="block-node-type">{t.blockTypes[block.type]}</span>
        {block.start_page && <span className="block-node-flag">{t.block.start}</span>}
        {block.is_end && <span className="block-node-flag block-node-flag-end">{t.block.end}</span>}
        <span className="block-row-text">
          <BlockPreviewText context={block.context} empty={t.block.empty} />
        </span>
        <PresenceTags blockId={block.unique_question_id} />
      </button>
      <Button
        size="small"
        variant="minimal"
        icon="arrow-up"
        aria-label={`${label}: ${t.list.moveUp}`}
        disabled={block.order === 0}
        onClick={() => onMove(block.unique_question_id, block.order - 1)}
      />
      <Button
        size="small"
        variant="minimal"
        icon="arrow-down"
        aria-label={`${label}: ${t.list.moveDown}`}
        disabled={last}
        onClick={() => onMove(block.unique_question_id, block.order + 1)}
      />
    </li>
  )
})
