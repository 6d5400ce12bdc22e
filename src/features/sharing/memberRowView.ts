import type { SharingMember } from '@engine/api/sharing'

export interface MemberRowView {
  /** The current user's own row, marked 'Du' (docs/product/roles.md). */
  own: boolean
  pending: boolean
  /** Role select, delete and resend are offered: sharing permission, and neither owner nor own row. */
  editable: boolean
}

/** Addresses are compared as the server stores them: trimmed and lower-cased. */
function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

export function memberRowView(
  member: SharingMember,
  username: string | null,
  sharingPermission: boolean,
): MemberRowView {
  const own = username !== null && sameAddress(member.name, username)
  return {
    own,
    pending: member.invite_accepted === 0,
    editable: sharingPermission && !own && member.role !== 'Besitzer',
  }
}
