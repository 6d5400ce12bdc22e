import { useState } from 'react'
import { type NumberBounds, parseBlockNumber } from './parseBlockNumber'

interface Draft {
  text: string
  /** The engine value the text belongs to; when the engine moves on (undo, rollback), the draft is dropped. */
  base: number | undefined
}

/**
 * A number input over a block field: what is typed stays while it is invalid (with its error)
 * and is not sent; a valid value is sent at once. A change from outside replaces the text.
 */
export function useNumberDraft(value: number | undefined, bounds: NumberBounds, commit: (value: number | undefined) => void, check?: (value: number) => string | null) {
  const [draft, setDraft] = useState<Draft | null>(null)
  const text = draft && draft.base === value ? draft.text : (value?.toString() ?? '')
  const parsed = parseBlockNumber(text, bounds)
  const error = !parsed.ok ? parsed.error : parsed.value !== null ? check?.(parsed.value) ?? null : null

  const change = (next: string) => {
    const result = parseBlockNumber(next, bounds)
    const problem = !result.ok || (result.value !== null && check?.(result.value))
    if (problem || (result.ok && (result.value ?? undefined) === value)) {
      setDraft({ text: next, base: value })
      return
    }
    // updateBlock removes an optional field given undefined (null is not a valid value for it).
    const sent = result.ok ? (result.value ?? undefined) : undefined
    setDraft({ text: next, base: sent })
    commit(sent)
  }
  return { text, error, change }
}
