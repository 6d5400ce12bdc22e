import { AssignableRole, MemberName } from '@engine/api/sharing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { de } from '../../i18n/de'
import { inviteErrors, inviteFields } from './inviteValidation'

const part = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,15}$/)
const validEmail = fc
  .tuple(part, part, fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([user, host, tld]) => `${user}@${host}.${tld}`)
const padding = fc.stringMatching(/^[ \t\n]{0,4}$/)
const role = fc.constantFrom(...AssignableRole.options)

describe('invite validation (docs/product/validation.md)', () => {
  it('uses the verbatim contract texts, the same ones the server answers with', () => {
    expect(de.sharing.emailRequired).toBe('Bitte gültige E-Mail angeben')
    expect(de.sharing.emailInvalid).toBe('Bitte gültige Email angeben')
    expect(de.sharing.roleRequired).toBe('Bitte eine Berechtigung auswählen')
    expect(MemberName.safeParse('').error?.issues[0]?.message).toBe(de.sharing.emailRequired)
    expect(MemberName.safeParse('abc').error?.issues[0]?.message).toBe(de.sharing.emailInvalid)
    expect(AssignableRole.safeParse('').error?.issues[0]?.message).toBe(de.sharing.roleRequired)
  })

  it('an empty form asks for an e-mail and a role', () => {
    expect(inviteErrors({ name: '', role: '' })).toEqual({
      name: de.sharing.emailRequired,
      role: de.sharing.roleRequired,
    })
    expect(inviteFields({ name: '', role: '' })).toBeNull()
  })

  it.each(['abc', 'a@b', '@b.de', 'a@.de', 'a b@c.de', 'a@b.', 'anna@@beispiel.de'])(
    '%s is not a valid e-mail',
    (name) => {
      expect(inviteErrors({ name, role: 'Trainieren' })).toEqual({ name: de.sharing.emailInvalid })
    },
  )

  it('any blank e-mail counts as missing, not as malformed', () => {
    fc.assert(
      fc.property(padding, (name) => {
        expect(inviteErrors({ name, role: 'Analysieren' }).name).toBe(de.sharing.emailRequired)
      }),
    )
  })

  it('a valid address with surrounding whitespace is valid and sent trimmed', () => {
    fc.assert(
      fc.property(validEmail, padding, padding, role, (email, before, after, newRole) => {
        const input = { name: `${before}${email}${after}`, role: newRole }
        expect(inviteErrors(input)).toEqual({})
        expect(inviteFields(input)).toEqual({ name: email, new_role: newRole })
      }),
    )
  })

  it('text without an at sign is never valid', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        role,
        (name, newRole) => {
          expect(inviteErrors({ name, role: newRole }).name).toBeDefined()
          expect(inviteFields({ name, role: newRole })).toBeNull()
        },
      ),
    )
  })

  it('anything but the four assignable roles, Besitzer included, asks for a role', () => {
    fc.assert(
      fc.property(
        validEmail,
        fc.string().filter((s) => !(AssignableRole.options as readonly string[]).includes(s)),
        (name, other) => {
          expect(inviteErrors({ name, role: other })).toEqual({ role: de.sharing.roleRequired })
        },
      ),
    )
    expect(inviteErrors({ name: 'a@b.de', role: 'Besitzer' })).toEqual({ role: de.sharing.roleRequired })
  })

  it('the form is valid exactly when the server schema accepts the trimmed fields', () => {
    fc.assert(
      fc.property(fc.oneof(validEmail, fc.string()), fc.oneof(role, fc.string()), (name, newRole) => {
        const fields = inviteFields({ name, role: newRole })
        const serverAccepts = MemberName.safeParse(name).success && AssignableRole.safeParse(newRole).success
        expect(fields !== null).toBe(serverAccepts)
      }),
    )
  })
})
