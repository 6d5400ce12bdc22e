import type { FastifyRequest } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import { type Role, can } from '../../auth/permissions'
import { type SurveyAccess } from '../../auth/requireRole'
import type { ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { listConnectedSurveys } from '../../repositories/multichats'
import { acceptedMemberships, findMemberByEmail } from '../../repositories/sharing'

export interface SharingScope {
  access: SurveyAccess
  /** The requested dialog first, then the other dialogs of the multichat the caller may share. */
  surveyIds: string[]
}

interface ScopeInput {
  survey_id: string
  apply_to_multichat: boolean
  dialog_manager_id?: number | null | undefined
}

/**
 * Which dialogs a sharing call changes (docs/product/roles.md): the one asked for, and with
 * apply_to_multichat every dialog of its multichat where the caller has 'share' too. Dialogs of the
 * multichat the caller may not share are skipped, not refused: the switch is on by default.
 */
export async function sharingScope(
  ctx: ServerContext,
  request: FastifyRequest,
  input: ScopeInput,
): Promise<SharingScope> {
  const access = surveyAccessOf(request, input.survey_id)
  if (!input.apply_to_multichat || input.dialog_manager_id == null) return { access, surveyIds: [input.survey_id] }
  const { db } = ctx.database
  const connected = (await listConnectedSurveys(db, input.dialog_manager_id)).map((s) => s.survey_id)
  if (!connected.includes(input.survey_id)) {
    throw new ApiError(
      400,
      "Ungültige Eingabe: Feld 'dialog_manager_id' gehört nicht zu diesem Dialog.",
      'invalid_input',
    )
  }
  const memberships = await acceptedMemberships(db, connected, access.user.id)
  const shareable = new Set(memberships.filter((m) => can(m.role as Role, 'share')).map((m) => m.surveyId))
  return {
    access,
    surveyIds: [input.survey_id, ...connected.filter((id) => id !== input.survey_id && shareable.has(id))],
  }
}

/**
 * docs/product/roles.md: the owner row and the caller's own row cannot be changed or removed. Returns the
 * member row of the requested dialog (404 when the address is not a member there).
 */
export async function requireChangeableMember(
  ctx: ServerContext,
  scope: SharingScope,
  surveyId: string,
  email: string,
) {
  if (email === scope.access.user.username.toLowerCase()) {
    throw new ApiError(409, 'Die eigene Berechtigung kann nicht geändert oder entfernt werden.', 'own_row_locked')
  }
  const member = await findMemberByEmail(ctx.database.db, surveyId, email)
  if (!member) throw new ApiError(404, 'Diese Person ist nicht Mitglied dieses Dialogs.', 'member_not_found')
  if (member.role === 'Besitzer') {
    throw new ApiError(
      409,
      'Die Berechtigung der Besitzerin oder des Besitzers kann nicht geändert oder entfernt werden.',
      'owner_row_locked',
    )
  }
  if (member.userId === scope.access.user.id) {
    throw new ApiError(409, 'Die eigene Berechtigung kann nicht geändert oder entfernt werden.', 'own_row_locked')
  }
  return member
}
