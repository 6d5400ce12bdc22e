import { AssignableRole, MemberName } from '@engine/api/sharing'
import { ui } from '../../i18n'

/** The invite form as typed: any text, and the chosen role ('' until one is chosen). */
export interface InviteInput {
  name: string
  role: string
}

export interface InviteErrors {
  name?: string
  role?: string
}

/**
 * docs/product/validation.md invite form. The rules are the engine's schemas, the very ones the server checks,
 * so the form and the server cannot disagree; the texts are the catalogue's (verbatim contract).
 */
export function inviteErrors(input: InviteInput): InviteErrors {
  const errors: InviteErrors = {}
  if (input.name.trim() === '') errors.name = ui.sharing.emailRequired
  else if (!MemberName.safeParse(input.name).success) errors.name = ui.sharing.emailInvalid
  if (!AssignableRole.safeParse(input.role).success) errors.role = ui.sharing.roleRequired
  return errors
}

/** The fields to send, or null while the form is invalid. docs/product/validation.md: the name is trimmed before sending. */
export function inviteFields(input: InviteInput): { name: string; new_role: AssignableRole } | null {
  const errors = inviteErrors(input)
  if (errors.name || errors.role) return null
  return { name: input.name.trim(), new_role: AssignableRole.parse(input.role) }
}
