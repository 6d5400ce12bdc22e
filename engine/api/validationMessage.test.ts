import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ChangeSchema } from '../changes/schema'
import { LoginRequest } from './auth'
import { validationMessage } from './validationMessage'

function messageFor(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input)
  if (result.success) throw new Error('expected a validation failure')
  return validationMessage(result.error)
}

describe('validationMessage', () => {
  it('names a missing field in German', () => {
    expect(messageFor(LoginRequest, { password: 'x' })).toBe("Ungültige Eingabe: Feld 'username' fehlt.")
  })

  it('names a field of the wrong type and the expected type', () => {
    expect(messageFor(LoginRequest, { username: 42, password: 'x' })).toBe(
      "Ungültige Eingabe: Feld 'username' hat den falschen Typ (erwartet: Text).",
    )
  })

  it('calls a body that is not an object a bad request', () => {
    expect(messageFor(LoginRequest, 'hallo')).toMatch(/^Ungültige Eingabe: Feld 'Anfrage'/)
  })

  it('passes the form texts of docs/product/validation.md through verbatim', () => {
    const schema = z.object({ name: z.string().regex(/@/, { error: 'Bitte gültige Email angeben' }) })
    expect(messageFor(schema, { name: 'kein-at' })).toBe('Bitte gültige Email angeben')
  })

  it("puts the field name before a contract's own text", () => {
    const schema = z.object({ survey_id: z.string().regex(/^[a-z]+$/, 'URL-sichere Kennung erwartet') })
    expect(messageFor(schema, { survey_id: 'a/b' })).toBe(
      "Ungültige Eingabe: Feld 'survey_id': URL-sichere Kennung erwartet.",
    )
  })

  it('names nested paths with dots', () => {
    const schema = z.object({ a: z.object({ b: z.string().max(2) }) })
    expect(messageFor(schema, { a: { b: 'lang' } })).toBe("Ungültige Eingabe: Feld 'a.b' ist zu lang.")
  })

  it('names the field inside the change whose kind the value names, also inside a restore', () => {
    const create = {
      kind: 'block.create',
      block: { unique_question_id: 'q1', survey_id: 's', type: 'kein_typ', order: 0 },
      at: { index: 0, after: null },
    }
    expect(messageFor(ChangeSchema, create)).toBe("Ungültige Eingabe: Feld 'block.type' hat einen unzulässigen Wert.")
    expect(messageFor(ChangeSchema, { kind: 'restore', version: 0, changes: [create] })).toMatch(
      /^Ungültige Eingabe: Feld 'changes\.0\.block\.type'/,
    )
    // A kind nobody knows names no option: the union's own issue.
    expect(messageFor(ChangeSchema, { kind: 'nix' })).toBe("Ungültige Eingabe: Feld 'Anfrage' ist ungültig.")
  })
})
