import type { Block } from '../model/block'
import { choiceBounds, likertScaleOf } from './blockBounds'
import { runtimeDefaults, runtimeTextsFor } from './runtimeTexts'
import type { AwaitingInput } from './Turn'

/**
 * The label of each likert point (undefined: the point shows its number). Labels count when
 * there is one per point, or exactly two: then they name the ends ("gar nicht" … "sehr"), the
 * usual way surveys label a scale. Any other number of labels is ignored.
 */
export function likertPointLabels(block: Block): (string | undefined)[] {
  const scale = likertScaleOf(block)
  const labels = block.likert_labels ?? []
  return Array.from({ length: scale }, (_, i) => {
    if (labels.length === scale) return labels[i] || undefined
    if (labels.length === 2) return (i === 0 ? labels[0] : i === scale - 1 ? labels[1] : undefined) || undefined
    return undefined
  })
}

function likertOptions(block: Block, language?: string): { id: string; label: string }[] {
  const points = likertPointLabels(block).map((label, i) => ({ id: String(i + 1), label: label ?? String(i + 1) }))
  return block.likert_na ? [...points, { id: 'na', label: runtimeTextsFor(language).likertNa }] : points
}

/** The input the UI must render for a block (null for message blocks, which need none); labels in the dialog's language. */
export function awaitingFor(block: Block, language?: string): AwaitingInput | null {
  const base = { unique_question_id: block.unique_question_id, maxLength: runtimeDefaults.maxInputLength }
  const bounds = {
    ...(block.min !== undefined && { min: block.min }),
    ...(block.max !== undefined && { max: block.max }),
  }
  const options = (block.options ?? []).map(({ id, label }) => ({ id, label }))
  switch (block.type) {
    case 'message':
      return null
    case 'open':
      return { ...base, kind: 'text' }
    case 'likert':
      return { ...base, kind: 'likert', options: likertOptions(block, language), min: 1, max: likertScaleOf(block) }
    case 'single_choice':
      return { ...base, kind: 'single_choice', options }
    case 'multiple_choice':
      return { ...base, kind: 'multiple_choice', options, ...(options.length > 0 && choiceBounds(block)) }
    case 'number':
      return { ...base, kind: 'number', ...bounds }
    case 'email':
      return { ...base, kind: 'email' }
    case 'qa':
      return { ...base, kind: 'qa' }
  }
}
