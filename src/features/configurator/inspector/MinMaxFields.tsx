import type { Block } from '@engine/index'
import { ui } from '../../../i18n'
import { BlockNumberField } from './BlockNumberField'
import { useUpdateBlock } from './useUpdateBlock'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector

/**
 * `min`/`max` of a block: how many options a multiple choice needs at least / at most, or the
 * bounds of a number answer (engine/runtime/parseAnswer.ts). Empty means no limit.
 */
export function MinMaxFields({ block }: { block: Block }) {
  const update = useUpdateBlock(block.unique_question_id)
  const texts = block.type === 'number' ? t.number : t.choice
  const bounds = { min: 0, optional: true }
  return (
    <>
      <BlockNumberField
        label={texts.min}
        value={block.min}
        bounds={bounds}
        placeholder={t.choice.noLimit}
        check={(min) => (block.max !== undefined && min > block.max ? t.choice.minAboveMax : null)}
        onCommit={(value) => void update('min', value)}
      />
      <BlockNumberField
        label={texts.max}
        value={block.max}
        bounds={bounds}
        placeholder={t.choice.noLimit}
        check={(max) => (block.min !== undefined && max < block.min ? t.choice.minAboveMax : null)}
        onCommit={(value) => void update('max', value)}
      />
    </>
  )
}
