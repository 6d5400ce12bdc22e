import type { SharingMember } from '@engine/api/sharing'
import { describe, expect, it } from 'vitest'
import { memberRowView } from './memberRowView'

function aMember(overrides: Partial<SharingMember> = {}): SharingMember {
  return { name: 'anna@beispiel.de', role: 'Trainieren', invite_accepted: 1, ...overrides }
}

describe('memberRowView (docs/product/roles.md)', () => {
  it('the owner row is locked even for someone with sharing permission', () => {
    expect(memberRowView(aMember({ role: 'Besitzer' }), 'demo@example.org', true).editable).toBe(false)
  })

  it('the own row is marked and locked, whatever the case and spacing of the stored username', () => {
    const view = memberRowView(
      aMember({ name: 'demo@example.org', role: 'Voller Zugriff' }),
      ' Demo@Example.org ',
      true,
    )
    expect(view).toEqual({ own: true, pending: false, editable: false })
  })

  it('other rows are editable only with sharing permission', () => {
    expect(memberRowView(aMember(), 'demo@example.org', true).editable).toBe(true)
    expect(memberRowView(aMember(), 'demo@example.org', false).editable).toBe(false)
  })

  it('invite_accepted 0 marks a pending invitation', () => {
    expect(memberRowView(aMember({ invite_accepted: 0 }), null, true)).toEqual({
      own: false,
      pending: true,
      editable: true,
    })
  })
})
