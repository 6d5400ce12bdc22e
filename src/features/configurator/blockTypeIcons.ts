import type { IconName } from '@blueprintjs/core'
import type { BlockType } from '@engine/index'

export const BLOCK_TYPES: readonly BlockType[] = [
  'message',
  'open',
  'single_choice',
  'multiple_choice',
  'likert',
  'number',
  'email',
  'qa',
]

export const BLOCK_TYPE_ICONS: Record<BlockType, IconName> = {
  message: 'chat',
  open: 'comment',
  single_choice: 'selection',
  multiple_choice: 'multi-select',
  likert: 'horizontal-bar-chart',
  number: 'numerical',
  email: 'envelope',
  qa: 'document',
}
