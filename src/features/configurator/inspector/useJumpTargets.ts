import type { EditorState } from '@engine/index'
import { useMemo } from 'react'
import { ui } from '../../../i18n'
import { useEditorState } from '../useConfigurator'
import { shortPreview } from '../blockPreview'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.jumps
const selectBlocks = (s: EditorState) => s.blocks

export interface JumpTarget {
  value: string
  label: string
}

/** Every block of the dialog as a jump target, "Frage N: text", in order. */
export function useJumpTargets(): JumpTarget[] {
  const blocks = useEditorState(selectBlocks)
  return useMemo(
    () =>
      blocks.values().map((b) => ({
        value: b.unique_question_id,
        label: t.blockOption(b.order + 1, shortPreview(b.context) || t.emptyPreview),
      })),
    [blocks],
  )
}
