import type { z } from 'zod'

type Issue = z.core.$ZodIssue

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'Anfrage' : path.map(String).join('.')
}

/** Zod 4 carries the input only with `reportInput`; otherwise its default message tells. */
function isMissing(issue: Issue): boolean {
  return 'input' in issue ? issue.input === undefined : /received undefined/.test(issue.message)
}

function describe(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? 'fehlt' : `hat den falschen Typ (erwartet: ${typeName(issue.expected)})`
    case 'too_small':
      return issue.origin === 'string' ? 'ist zu kurz oder leer' : 'ist zu klein'
    case 'too_big':
      return issue.origin === 'string' ? 'ist zu lang' : 'ist zu groß'
    case 'invalid_format':
      return 'hat ein ungültiges Format'
    case 'invalid_value':
      return 'hat einen unzulässigen Wert'
    case 'unrecognized_keys':
      return `enthält unbekannte Felder (${issue.keys.join(', ')})`
    default:
      return 'ist ungültig'
  }
}

function typeName(expected: string): string {
  const names: Record<string, string> = {
    string: 'Text',
    number: 'Zahl',
    int: 'Ganzzahl',
    boolean: 'Wahrheitswert',
    object: 'Objekt',
    array: 'Liste',
  }
  return names[expected] ?? expected
}

/** Whether an option of a union failed on its `kind` (the value names another kind), also inside a nested union. */
function otherKind(issues: readonly Issue[]): boolean {
  return issues.some(
    (issue) =>
      (issue.path.length === 1 && issue.path[0] === 'kind') ||
      (issue.code === 'invalid_union' && issue.path.length === 0 && issue.errors.every(otherKind)),
  )
}

/**
 * A union of kinds (every change, engine/changes/schema.ts) fails as a whole ("ist ungültig"); the
 * one option whose `kind` the value names says what is wrong inside it, so the 400 names that
 * field (`change.block.type`). Any other union keeps its own issue.
 */
function insideUnion(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue
  const named = issue.errors.filter((issues) => !otherKind(issues))
  const inner = named.length === 1 ? named[0]?.[0] : undefined
  return inner ? insideUnion({ ...inner, path: [...issue.path, ...inner.path] }) : issue
}

/** Zod's own (English) texts; anything else was written into the contract on purpose. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected)/

/** docs/product/validation.md's form texts: the client shows them as they are, so they go out verbatim. */
export const VERBATIM_TEXTS: ReadonlySet<string> = new Set([
  'Bitte gültige E-Mail angeben',
  'Bitte gültige Email angeben',
  'Bitte eine Berechtigung auswählen',
])

/**
 * The German 400 message for a failed validation (docs/design/conventions.md: "a German message naming the
 * field"). A contract's own text follows the field name; docs/product/validation.md's form texts go out as
 * they are. Only the first issue is reported: one clear sentence beats a list of machine codes.
 */
export function validationMessage(error: z.ZodError): string {
  const first = error.issues[0]
  if (!first) return 'Ungültige Anfrage.'
  const issue = insideUnion(first)
  if (VERBATIM_TEXTS.has(issue.message)) return issue.message
  if (issue.message && !ZOD_DEFAULT.test(issue.message))
    return `Ungültige Eingabe: Feld '${fieldName(issue.path)}': ${issue.message}.`
  return `Ungültige Eingabe: Feld '${fieldName(issue.path)}' ${describe(issue)}.`
}
