import { Switch } from '@blueprintjs/core'
import type { Block } from '@engine/index'
import { useUpdateBlock } from './useUpdateBlock'

export type SwitchKey = 'is_end' | 'start_page' | 'likert_na' | 'only_search'

/** A boolean block field as a labelled switch. */
export function BlockSwitch({ block, field, label }: { block: Block; field: SwitchKey; label: string }) {
  const update = useUpdateBlock(block.unique_question_id)
  return (
    <Switch
      checked={block[field]}
      label={label}
      onChange={(event) => void update(field, event.currentTarget.checked)}
    />
  )
}
