import { type Parsed, useDraftField } from '../useDraftField'
import { type NumberBounds, parseBlockNumber } from './parseBlockNumber'

const format = (value: number | undefined) => value?.toString() ?? ''

/**
 * A number input over a block field (useDraftField): what is typed stays while it is invalid
 * (with its error) and is not sent; a valid value is sent at once; a change from outside
 * replaces the text. An empty optional field is sent as undefined, which removes the field.
 */
export function useNumberDraft(
  value: number | undefined,
  bounds: NumberBounds,
  commit: (value: number | undefined) => void,
  check?: (value: number) => string | null,
) {
  const parse = (text: string): Parsed<number | undefined> => {
    const result = parseBlockNumber(text, bounds)
    if (!result.ok) return result
    const problem = result.value === null ? null : (check?.(result.value) ?? null)
    return problem ? { ok: false, error: problem } : { ok: true, value: result.value ?? undefined }
  }
  const field = useDraftField(value, parse, format, commit)
  return { text: field.text, error: field.error, change: field.onChange }
}
