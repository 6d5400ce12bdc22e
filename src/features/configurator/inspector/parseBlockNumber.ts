import { ui } from '../../../i18n'

const configuratorInspector = ui.configuratorInspector

const t = configuratorInspector.numbers

export interface NumberBounds {
  min: number
  max?: number
  /** Empty means "no value": the field is removed and the runtime's default applies (shown as placeholder). */
  optional?: boolean
}

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; error: string }

/**
 * A typed whole number checked against the bounds of its Block field (engine/model/block.ts), so
 * an invalid value is shown inline instead of being refused by the engine after the fact.
 */
export function parseBlockNumber(text: string, { min, max, optional = false }: NumberBounds): ParsedNumber {
  const trimmed = text.trim()
  if (trimmed === '') return optional ? { ok: true, value: null } : { ok: false, error: t.required }
  if (!/^[+-]?\d+$/.test(trimmed))
    return { ok: false, error: /^[+-]?\d*[.,]\d*$/.test(trimmed) ? t.integer : t.required }
  const value = Number(trimmed)
  const outside = value < min || (max !== undefined && value > max)
  if (outside) return { ok: false, error: max === undefined ? t.atLeast(min) : t.between(min, max) }
  return { ok: true, value }
}
