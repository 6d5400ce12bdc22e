import { type Steps, drain } from '../model/steps'

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

/** Native where the runtime has it (ES2024; Node 20, current browsers): one pass without a regular expression. */
const nativeWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed

/** What is wrong with one text, if anything. */
export function textMessage(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE
  const wellFormed = nativeWellFormed ? nativeWellFormed.call(text) : !LONE_SURROGATE.test(text)
  if (!wellFormed) return LONE_SURROGATE_MESSAGE
  return undefined
}

export interface TextProblem {
  /** Where: object keys and array indexes from the top; a too deep value names its top-level field. */
  path: (string | number)[]
  message: string
}

/** A value still to look at: its key and its container's frame, so a path is built only for a problem. */
interface Frame {
  value: unknown
  key: string | number | null
  parent: Frame | null
  depth: number
}

function pathOf(frame: Frame | null, last?: string | number): (string | number)[] {
  const path: (string | number)[] = last === undefined ? [] : [last]
  for (let f = frame; f !== null && f.key !== null; f = f.parent) path.push(f.key)
  return path.reverse()
}

/**
 * The first problem found: a text (a value or an object key) with U+0000 or a lone surrogate,
 * or an object or array nested deeper than MAX_JSON_DEPTH. Iterative, so no input can overflow
 * the stack; each value is visited once and allocates one small frame (issue #27: a 4,000-block
 * restore is checked on the event loop).
 */
export function textProblem(value: unknown): TextProblem | undefined {
  return drain(textProblemSteps(value))
}

/** How many values textProblemSteps looks at per step. */
const VALUES_PER_STEP = 256

/** textProblem as steps (engine/model/steps.ts), one per VALUES_PER_STEP values: a server checks a 1 MB body in slices. */
export function* textProblemSteps(value: unknown): Steps<TextProblem | undefined> {
  let seen = 0
  const stack: Frame[] = [{ value, key: null, parent: null, depth: 0 }]
  while (stack.length > 0) {
    if (++seen % VALUES_PER_STEP === 0) yield
    const frame = stack.pop() as Frame
    const item = frame.value
    if (typeof item === 'string') {
      const message = textMessage(item)
      if (message) return { path: pathOf(frame), message }
      continue
    }
    if (typeof item !== 'object' || item === null) continue
    // `depth` counts the enclosing containers, so this container is at level depth + 1.
    if (frame.depth + 1 > MAX_JSON_DEPTH) return { path: pathOf(frame).slice(0, 1), message: TOO_DEEP_MESSAGE }
    const depth = frame.depth + 1
    if (Array.isArray(item)) {
      // Pushed in reverse, so the first element is looked at first.
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], key: i, parent: frame, depth })
      continue
    }
    const keys = Object.keys(item)
    for (const key of keys) {
      const message = textMessage(key)
      if (message) return { path: pathOf(frame, key), message }
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string
      stack.push({ value: (item as Record<string, unknown>)[key], key, parent: frame, depth })
    }
  }
  return undefined
}

/** `Ungültige Eingabe: Feld 'a.b' …`, as validationMessage words a field's problem. */
export function textProblemMessage(problem: TextProblem): string {
  const field = problem.path.length === 0 ? 'Anfrage' : problem.path.map(String).join('.')
  return `Ungültige Eingabe: Feld '${field}' ${problem.message}.`
}
