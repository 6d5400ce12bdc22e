import type { AssessRouting } from '@engine/api/assess'
import type { Block, ExitCondition } from '@engine/model'
import { ui } from '../../i18n'

const t = ui.assess

/** docs/product/constants.md: block previews are cut at 100 characters. */
export const PREVIEW_LENGTH = 100

export function preview(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(/#\d+#/g, ' ').replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat
}

/**
 * The jump row of a step. While the follow-up is asked no jump is taken yet: the handle is only
 * the classifier's best guess. 'order' is the runtime's word for "no jump, next block".
 */
export function handleRow(routing: AssessRouting): { label: string; value: string; code: boolean } | null {
  if (routing.reason === 'nachfrage')
    return routing.handle === 'nachfrage' ? null : { label: t.guess, value: routing.handle, code: true }
  if (routing.handle === 'order') return { label: t.handle, value: t.noHandle, code: false }
  return { label: t.handle, value: routing.handle, code: true }
}

export const reasonText = (reason: AssessRouting['reason']): string => t.reasons[reason]

/** A classifier confidence (0..1) as German percent: 0.873 -> '87 %'. */
export function confidenceText(confidence: number): string {
  const percent = Math.round(Math.min(1, Math.max(0, confidence)) * 100)
  return `${percent.toLocaleString('de-DE')}\u00a0%`
}

/**
 * Who decided an open block's jump and how sure the offline model was. When the AI provider chose
 * the intent (`source: 'llm'`), the panel says so, and the percentage is the model's own, not the
 * provider's (docs/nlu.md "LLM routing").
 */
export function decisionRows(routing: AssessRouting): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = []
  const byLlm = routing.source === 'llm'
  if (byLlm) rows.push({ label: t.decidedBy, value: t.decidedByLlm })
  if (routing.confidence !== null)
    rows.push({ label: byLlm ? t.offlineConfidence : t.confidence, value: confidenceText(routing.confidence) })
  return rows
}

/** Why the run ended early; for an AI exit condition its sentence, when the dialog still has it. */
export function endReasonText(
  reason: string,
  exitConditionId: string | null,
  conditions: readonly Pick<ExitCondition, 'id' | 'condition'>[],
): string {
  const label = t.endReasons[reason] ?? t.unknownEndReason(reason)
  const condition = exitConditionId === null ? undefined : conditions.find((c) => c.id === exitConditionId)
  return condition ? `${label}: „${condition.condition}“` : label
}

export interface BlockView {
  id: string
  type: string
  text: string
}

/** The active block as the panel shows it; a block the loaded dialog does not know shows its id only. */
export function blockView(
  id: string,
  blocks: readonly Pick<Block, 'unique_question_id' | 'type' | 'context'>[],
): BlockView {
  const block = blocks.find((b) => b.unique_question_id === id)
  if (!block) return { id, type: '–', text: '' }
  return { id, type: t.blockTypes[block.type] ?? block.type, text: preview(block.context) }
}
