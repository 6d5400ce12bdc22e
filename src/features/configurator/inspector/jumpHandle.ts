import type { Block, Connection } from '@engine/index'
import { runtimeDefaults } from '@engine/index'
import { ui } from '../../../i18n'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.jumps.errors
const NUMBER = '[+-]?\\d+(?:[.,]\\d+)?'
// The forms engine/runtime/resolveJump.ts matches: one value, or 'a-b' in either direction.
const RANGE = new RegExp(`^\\s*(${NUMBER})\\s*(?:-\\s*(${NUMBER})\\s*)?$`)
const MAX_HANDLE = 200

const toNumber = (text: string) => Number(text.replace(',', '.'))

/** A likert or number handle as numbers: '1-3' → 1..3, '5' → 5..5; null if it is neither. */
export function parseRange(text: string): { from: number; to: number } | null {
  const match = RANGE.exec(text)
  if (!match) return null
  const a = toNumber(match[1] as string)
  const b = match[2] === undefined ? a : toNumber(match[2])
  return { from: Math.min(a, b), to: Math.max(a, b) }
}

export interface RangeBounds {
  min?: number
  max?: number
  integer?: boolean
}

/** Whether `text` is a value or a range within the bounds (a likert scale: whole 1..points). */
export function isValidRange(text: string, bounds: RangeBounds = {}): boolean {
  return rangeProblem(text, bounds) === null
}

function rangeProblem(text: string, { min = -Infinity, max = Infinity, integer = false }: RangeBounds): string | null {
  if (text.trim() === '') return t.valueRequired
  const range = parseRange(text)
  if (!range) return t.rangeInvalid
  if (integer && !(Number.isInteger(range.from) && Number.isInteger(range.to))) return t.rangeInteger
  if (range.from < min || range.to > max) return t.rangeOutside(min, max)
  return null
}

/** The handle as it is saved: trimmed; the likert "keine Angabe" handle is always 'na'. */
export function normalizeHandle(block: Block, text: string): string {
  const trimmed = text.trim()
  return block.type === 'likert' && trimmed.toLowerCase() === 'na' ? 'na' : trimmed
}

/**
 * Why a typed handle cannot become a new jump of `block` (German, for the form), or null. Likert
 * handles are whole values of the scale or 'na'; number handles any values; intents of open
 * blocks free labels except the reserved 'default'; no handle may have two jumps.
 */
export function jumpHandleError(block: Block, text: string, jumps: readonly Connection[]): string | null {
  const handle = normalizeHandle(block, text)
  let problem: string | null = null
  if (block.type === 'likert') {
    if (handle === 'na') problem = block.likert_na ? null : t.naDisabled
    else
      problem = rangeProblem(handle, { min: 1, max: block.likert_scale ?? runtimeDefaults.likertScale, integer: true })
  } else if (block.type === 'number') {
    problem = rangeProblem(handle, {})
  } else if (block.type === 'open') {
    if (handle === '') problem = t.intentRequired
    else if (handle.toLowerCase() === 'default') problem = t.intentReserved
  } else if (handle === '') {
    problem = t.handleRequired
  }
  if (problem) return problem
  if (handle.length > MAX_HANDLE) return t.tooLong
  if (jumps.some((j) => j.source === block.unique_question_id && j.handle === handle)) return t.duplicate(handle)
  return null
}
