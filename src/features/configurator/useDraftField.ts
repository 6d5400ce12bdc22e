import { useState } from 'react'

/** A parse result: the value, or a German message for the inline error. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

export interface DraftField {
  /** What the input shows. */
  text: string
  /** The message for an invalid text, else null. */
  error: string | null
  onChange(text: string): void
}

/**
 * A text input bound to an engine value. The input shows the engine's value, so undo, redo and
 * rollback appear in it; valid text is sent at once (the engine applies it before this returns
 * and merges keystrokes into one undo entry). Text that is invalid, or that formats differently
 * from its value ("0," while typing 0,5), is kept as a draft, but only as long as the engine
 * still holds the value the draft belongs to: any other change of the value replaces it.
 */
export function useDraftField<T>(
  value: T,
  parse: (text: string) => Parsed<T>,
  format: (value: T) => string,
  send: (value: T) => void,
): DraftField {
  const [draft, setDraft] = useState<{ text: string; value: T } | null>(null)
  const text = draft && Object.is(draft.value, value) ? draft.text : format(value)
  const parsed = parse(text)
  return {
    text,
    error: parsed.ok ? null : parsed.error,
    onChange(next) {
      const result = parse(next)
      if (result.ok && !Object.is(result.value, value)) send(result.value)
      setDraft({ text: next, value: result.ok ? result.value : value })
    },
  }
}
