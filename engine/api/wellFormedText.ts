/**
 * Text PostgreSQL cannot hold and JSON no check can walk safely (issue #19, finding 5;
 * docs/reliability/security.md#findings-5-10). The server refuses such input on every call before a
 * handler runs (server/http/wellFormedInput.ts); the engine refuses the same in a change
 * (engine/changes/schema.ts), so the editor never sends what the server would refuse.
 */

/** PostgreSQL cannot store or even compare U+0000 in text or jsonb. */
export const NUL_MESSAGE = 'enthält ein unzulässiges Nullzeichen (U+0000)'

/**
 * A UTF-16 surrogate without its partner is no Unicode character: JSON.stringify writes it as
 * `\ud800`, which PostgreSQL refuses in json and jsonb, and no UTF-8 text can hold it.
 */
export const LONE_SURROGATE_MESSAGE = 'enthält ein ungültiges Unicode-Zeichen (ein einzelnes UTF-16-Surrogat)'

/**
 * How deep a JSON value may nest: objects and arrays, the request body itself counting as level
 * one. The deepest real request (a change carrying a block) nests 6 levels; 64 is the default
 * of .NET's System.Text.Json and keeps every recursive reader (JSON.stringify, zod, PostgreSQL's
 * jsonb parser) far from its stack limit.
 */
export const MAX_JSON_DEPTH = 64

export const TOO_DEEP_MESSAGE = `ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen)`

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** What is wrong with one text, if anything. */
export function textMessage(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE
  return undefined
}

export interface TextProblem {
  /** Where: object keys and array indexes from the top; a too deep value names its top-level field. */
  path: (string | number)[]
  message: string
}

/**
 * The first problem found: a text (a value or an object key) with U+0000 or a lone surrogate,
 * or an object or array nested deeper than MAX_JSON_DEPTH. Iterative, so no input can overflow
 * the stack; each value is visited once.
 */
export function textProblem(value: unknown): TextProblem | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }]
  while (stack.length > 0) {
    const { value: item, path } = stack.pop() as (typeof stack)[number]
    if (typeof item === 'string') {
      const message = textMessage(item)
      if (message) return { path, message }
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    // `path` holds one entry per enclosing container, so this container is at level path.length + 1.
    if (path.length + 1 > MAX_JSON_DEPTH) return { path: path.slice(0, 1), message: TOO_DEEP_MESSAGE }
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? item.map((v, i) => [i, v])
      : Object.entries(item as Record<string, unknown>)
    for (const [key] of entries) {
      const message = typeof key === 'string' ? textMessage(key) : undefined
      if (message) return { path: [...path, key], message }
    }
    // Pushed in reverse, so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string | number, unknown]
      stack.push({ value: child, path: [...path, key] })
    }
  }
  return undefined
}

/** `Ungültige Eingabe: Feld 'a.b' …`, as validationMessage words a field's problem. */
export function textProblemMessage(problem: TextProblem): string {
  const field = problem.path.length === 0 ? 'Anfrage' : problem.path.map(String).join('.')
  return `Ungültige Eingabe: Feld '${field}' ${problem.message}.`
}
