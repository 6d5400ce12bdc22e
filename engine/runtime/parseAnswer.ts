import type { Block } from '../model/block'
import { choiceBounds, likertScaleOf } from './blockBounds'
import { runtimeDefaults, runtimeTexts, runtimeTextsEn, type RuntimeTexts, runtimeTextsFor } from './runtimeTexts'

export type Parsed = { ok: true; value: string | number | string[] } | { ok: false; error: string }

const fail = (error: string): Parsed => ({ ok: false, error })

/** docs/product/validation.md uses "text, at sign, text, dot, text" for e-mail addresses; so do we. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** German decimal comma or point; no thousands separators, since "1.000" would be ambiguous. */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/

export const parseNumber = (text: string): number | null => (NUMBER.test(text) ? Number(text.replace(',', '.')) : null)

/** Multiple choice input: a JSON array of option ids ('["a","b"]') or ids separated by commas. */
function selectedIds(text: string): string[] | null {
  if (!text.startsWith('['))
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) && parsed.every((x) => typeof x === 'string') ? parsed.map((s) => s.trim()) : null
  } catch {
    return null
  }
}

/** An option by id, or by its label typed out (respondents in plain chat type the label). */
function optionId(block: Block, text: string): string | undefined {
  const options = block.options ?? []
  const lower = text.toLowerCase()
  return (options.find((o) => o.id === text) ?? options.find((o) => o.label.trim().toLowerCase() === lower))?.id
}

function parseMultiple(block: Block, text: string, t: RuntimeTexts): Parsed {
  const ids = selectedIds(text)
  if (!ids) return fail(t.choice)
  const chosen = new Set<string>()
  for (const id of ids) {
    const known = optionId(block, id)
    if (!known) return fail(t.choice)
    chosen.add(known)
  }
  const { min, max } = choiceBounds(block)
  if (chosen.size < min) return fail(t.multipleMin(min))
  if (chosen.size > max) return fail(t.multipleMax(max))
  // In option order, so "the first selected option with a jump" does not depend on how the UI sent them.
  return { ok: true, value: (block.options ?? []).map((o) => o.id).filter((id) => chosen.has(id)) }
}

function parseLikert(block: Block, text: string, t: RuntimeTexts): Parsed {
  const lower = text.toLowerCase()
  // Either language's label counts: a respondent may type the one they read.
  const naLabels = [runtimeTexts.likertNa, runtimeTextsEn.likertNa].map((label) => label.toLowerCase())
  if (block.likert_na && (lower === 'na' || naLabels.includes(lower))) return { ok: true, value: 'na' }
  const scale = likertScaleOf(block)
  const n = Number(text)
  return /^\d+$/.test(text) && n >= 1 && n <= scale ? { ok: true, value: String(n) } : fail(t.likert(scale))
}

function parseNumberAnswer(block: Block, text: string, t: RuntimeTexts): Parsed {
  const n = parseNumber(text)
  if (n === null || !Number.isFinite(n)) return fail(t.number)
  if (block.min !== undefined && n < block.min) return fail(t.numberMin(block.min))
  if (block.max !== undefined && n > block.max) return fail(t.numberMax(block.max))
  return { ok: true, value: n }
}

/**
 * Validates an answer for a block and normalises it (see RecordedAnswer.value). A choice block
 * without options accepts any text: an editor's half-finished block must not trap respondents.
 * Errors are in the dialog's `language` (German by default).
 */
export function parseAnswer(block: Block, input: string, language?: string): Parsed {
  const t = runtimeTextsFor(language)
  const text = input.trim()
  if (text.length > runtimeDefaults.maxInputLength) return fail(t.tooLong(runtimeDefaults.maxInputLength))
  const hasOptions = (block.options?.length ?? 0) > 0
  if (block.type === 'multiple_choice' && hasOptions) return parseMultiple(block, text, t)
  if (!text) return fail(t.empty)
  switch (block.type) {
    case 'likert':
      return parseLikert(block, text, t)
    case 'single_choice': {
      if (!hasOptions) return { ok: true, value: text }
      const id = optionId(block, text)
      return id ? { ok: true, value: id } : fail(t.choice)
    }
    case 'multiple_choice':
      return { ok: true, value: [text] }
    case 'number':
      return parseNumberAnswer(block, text, t)
    case 'email':
      return EMAIL.test(text) ? { ok: true, value: text } : fail(t.email)
    default:
      return { ok: true, value: text }
  }
}
