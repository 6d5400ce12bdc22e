type Json = Record<string, unknown>

/** The keys a value's JSON text would have: a property that is `undefined` is left out, as JSON.stringify does. */
const definedKeys = (value: Json): string[] => Object.keys(value).filter((key) => value[key] !== undefined)

/** What JSON makes of a number it cannot write (NaN, ±Infinity): null, as in the stored text. */
const asJson = (value: unknown): unknown => (typeof value === 'number' && !Number.isFinite(value) ? null : value)

const hasToJson = (value: object): boolean => typeof (value as { toJSON?: unknown }).toJSON === 'function'

/**
 * Whether two values of the model are equal as the server would store them: values are plain
 * JSON (blocks, settings, lists of ids), compared by structure. The order of an object's keys
 * does not count: Postgres jsonb gives them back in its own order (shorter keys first), so a
 * value read from the database and the same value built in code have different JSON texts
 * (docs/app.md#languages). Array order counts; an `undefined` property counts as absent, an
 * `undefined` array item and NaN or ±Infinity as null, as in JSON.
 * Shared by history repair, rebase and reload, which must agree on what "unchanged" means, and
 * by the server wherever it compares a stored jsonb value with one of its own.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  a = asJson(a)
  b = asJson(b)
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  // A Date (or anything else with toJSON) is stored as its JSON text.
  if (hasToJson(a) || hasToJson(b)) return JSON.stringify(a) === JSON.stringify(b)
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, i) => sameValue(item ?? null, b[i] ?? null))
  }
  const x = a as Json
  const y = b as Json
  const keys = definedKeys(x)
  if (keys.length !== definedKeys(y).length) return false
  return keys.every((key) => Object.hasOwn(y, key) && sameValue(x[key], y[key]))
}
