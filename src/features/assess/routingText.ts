import type { AssessRouting } from '@engine/api/assess'
import type { Block, ExitCondition } from '@engine/model'
import { ui, uiLocale } from '../../i18n'
import { formatPercent } from '../../i18n/formatNumbers'
import { blockHandles } from '../configurator/blockHandles'
import type { AssessStep, OfferedIntent } from './assessStep'

const t = ui.assess

/** The blocks the Testansicht reads (the loaded dialog's `all_questions`). */
export type PanelBlock = Pick<Block, 'unique_question_id' | 'type' | 'context' | 'order'> & {
  readonly options?: readonly { readonly id: string; readonly label: string }[]
}

/** A block as editors see it everywhere (canvas, list, inspector): "Frage 3"; its id only when the dialog does not know it. */
export function blockName(id: string, blocks: readonly PanelBlock[]): string {
  const block = blocks.find((b) => b.unique_question_id === id)
  return block ? ui.configurator.block.label(block.order + 1) : id
}

/**
 * A jump's handle as the canvas labels it (configurator/blockHandles.ts): a choice option's
 * label instead of its id ("o2"), "keine Angabe" for likert 'na', "Standard" for 'default';
 * ranges and intents are their own words.
 */
export function handleText(block: PanelBlock | undefined, handle: string): string {
  if (!block) return handle
  // blockHandles reads only the type and the options of the block.
  const full = { ...block, options: (block.options ?? []).map((o) => ({ ...o })) } as Block
  const found = blockHandles(full, [{ source: block.unique_question_id, handle, target: '' }]).find(
    (h) => h.id === handle,
  )
  return found?.label ?? handle
}

/** docs/product/constants.md: block previews are cut at 100 characters. */
export const PREVIEW_LENGTH = 100

export function preview(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(/#\d+#/g, ' ').replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat
}

/**
 * The jump row of a step, the handle named as on the canvas (`handleText` of the answered block).
 * While the follow-up is asked no jump is taken yet: the handle is only the classifier's best
 * guess. While the clarifying question is asked the offered intents say more (`offeredText`).
 * 'order' is the runtime's word for "no jump, next block".
 */
export function handleRow(routing: AssessRouting, block?: PanelBlock): { label: string; value: string } | null {
  if (routing.reason === 'clarify') return null
  if (routing.reason === 'nachfrage')
    return routing.handle === 'nachfrage' ? null : { label: t.guess, value: handleText(block, routing.handle) }
  if (routing.handle === 'order') return { label: t.handle, value: t.noHandle }
  return { label: t.handle, value: handleText(block, routing.handle) }
}

export const reasonText = (reason: AssessRouting['reason']): string => t.reasons[reason]

/** A step's reason; the nachfrage after "Etwas anderes" says so. */
export const stepReasonText = (step: Pick<AssessStep, 'declined'>, routing: AssessRouting): string =>
  step.declined ? t.declined : reasonText(routing.reason)

/**
 * One offered intent as the panel lists it: the button's label, the handle when the label is not
 * just the handle (the runtime's default capitalises it), and the model's confidence.
 */
export function offeredText(offer: OfferedIntent): { name: string; confidence: string } {
  const same = offer.label.toLocaleLowerCase(uiLocale) === offer.handle.toLocaleLowerCase(uiLocale)
  return {
    name: same ? offer.label : t.offeredIntent(offer.label, offer.handle),
    confidence: confidenceText(offer.confidence),
  }
}

/** A classifier confidence (0..1) in percent: 0.873 -> '87 %' ('87%' in English). */
export function confidenceText(confidence: number): string {
  return formatPercent(Math.min(1, Math.max(0, confidence)))
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
  // The clarifying question lists every offered intent with its confidence (offeredText); after a
  // tap the respondent decided, and the percentage is what the model thought of that intent.
  if (routing.confidence !== null && routing.reason !== 'clarify')
    rows.push({
      label: byLlm || routing.reason === 'clarified' ? t.offlineConfidence : t.confidence,
      value: confidenceText(routing.confidence),
    })
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
  /** "Frage 3" (blockName). */
  name: string
  type: string
  text: string
}

/** The active block as the panel shows it; a block the loaded dialog does not know shows its id only. */
export function blockView(id: string, blocks: readonly PanelBlock[]): BlockView {
  const block = blocks.find((b) => b.unique_question_id === id)
  if (!block) return { id, name: id, type: '–', text: '' }
  return { id, name: blockName(id, blocks), type: t.blockTypes[block.type] ?? block.type, text: preview(block.context) }
}
