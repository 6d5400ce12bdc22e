import type { Block, Connection } from '@engine/index'
import { ui } from '../../../i18n'
import { handleKindOf } from '../blockHandles'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.jumps

/** The select entry that reveals the text field for a typed handle (range or intent). */
export const CUSTOM_HANDLE = '__custom'

export interface HandleChoice {
  value: string
  label: string
}

/**
 * What a new jump of `block` can start from: choice blocks offer their options without a jump,
 * likert/number blocks a typed value or range, open blocks a typed intent; all blocks offer
 * 'default' while it has no jump. Empty when every exit is taken.
 */
export function jumpHandleChoices(block: Block, jumps: readonly Connection[]): HandleChoice[] {
  const used = new Set(jumps.map((j) => j.handle))
  const kind = handleKindOf(block.type)
  const choices: HandleChoice[] = []
  if (kind === 'option') {
    for (const option of block.options ?? [])
      if (!used.has(option.id)) choices.push({ value: option.id, label: option.label || option.id })
  }
  if (kind === 'range') choices.push({ value: CUSTOM_HANDLE, label: t.custom.range })
  if (kind === 'intent') choices.push({ value: CUSTOM_HANDLE, label: t.custom.intent })
  if (!used.has('default')) choices.push({ value: 'default', label: t.defaultHandle })
  return choices
}
