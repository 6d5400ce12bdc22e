import type { Block, ExitCondition } from '@engine/index'
import { ui } from '../../../i18n'
import { previewText } from '../blockPreview'

const configuratorSettings = ui.configuratorSettings

const t = configuratorSettings.exit

/** The engine's limits (engine/model/exitCondition.ts). */
export const MAX_CONDITION = 2000
export const MAX_EXAMPLE = 500

/** What the form holds while the editor types: plain strings, blocks as '' = all blocks. */
export interface ConditionDraft {
  condition: string
  blockId: string
  examples: string
}

/** The command input the form stands for. */
export interface ConditionInput {
  condition: string
  unique_question_id: string | null
  examples: string[]
}

export type DraftCheck =
  { ok: true; input: ConditionInput } | { ok: false; errors: { condition?: string; examples?: string } }

export const emptyDraft: ConditionDraft = { condition: '', blockId: '', examples: '' }

export const toDraft = (c: Pick<ExitCondition, 'condition' | 'unique_question_id' | 'examples'>): ConditionDraft => ({
  condition: c.condition,
  blockId: c.unique_question_id ?? '',
  examples: c.examples.join('\n'),
})

/** One example per line; blank lines and surrounding blanks are dropped. */
export const splitExamples = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

export function checkDraft(draft: ConditionDraft): DraftCheck {
  const errors: { condition?: string; examples?: string } = {}
  const condition = draft.condition.trim()
  if (condition === '') errors.condition = t.conditionRequired
  else if (condition.length > MAX_CONDITION) errors.condition = t.conditionTooLong
  const examples = splitExamples(draft.examples)
  const long = examples.findIndex((line) => line.length > MAX_EXAMPLE)
  if (long >= 0) errors.examples = t.exampleTooLong(long + 1)
  if (errors.condition || errors.examples) return { ok: false, errors }
  return { ok: true, input: { condition, unique_question_id: draft.blockId || null, examples } }
}

/** Only what differs from the stored condition, for updateExitCondition; empty when nothing does. */
export function changedFields(current: ExitCondition, input: ConditionInput): Partial<ConditionInput> {
  const changes: Partial<ConditionInput> = {}
  if (input.condition !== current.condition) changes.condition = input.condition
  if (input.unique_question_id !== current.unique_question_id) changes.unique_question_id = input.unique_question_id
  if (input.examples.join('\n') !== current.examples.join('\n')) changes.examples = input.examples
  return changes
}

/** "Frage 2: Wo wohnen Sie?", with the canvas's preview of the text (docs/product/constants.md: cut at 100). */
export function blockLabel(block: Block, index: number): string {
  return `${ui.configurator.block.label(index + 1)}: ${previewText(block.context) || ui.configurator.block.empty}`
}

/** The "gilt für" choices: all blocks, then each block in order. */
export function blockOptions(blocks: readonly Block[]): { value: string; label: string }[] {
  return [
    { value: '', label: t.allBlocks },
    ...blocks.map((block, i) => ({ value: block.unique_question_id, label: blockLabel(block, i) })),
  ]
}
