import type { FastifyRequest } from 'fastify'
import { type Capability, type Role, can } from '../../auth/permissions'
import { perRequest } from '../../auth/perRequest'
import { type Editor, requireEditor } from '../../auth/requireEditor'
import type { ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { type ConnectedSurveyRow, listConnectedSurveys } from '../../repositories/dialogManagers'
import { acceptedMemberships } from '../../repositories/sharing'

export interface ManagerAccess extends Editor {
  dialogManagerId: number
  /** Lead first. */
  surveys: ConnectedSurveyRow[]
  /** The caller's role in each dialog of the manager they are an accepted member of. */
  roles: Map<string, Role>
}

export const managerNotFound = () => new ApiError(404, 'Dialogmanager nicht gefunden.', 'dialog_manager_not_found')

/** Read once per request (the authorization hook asks first, the handler again). */
const managerReads = perRequest<{
  surveys: ConnectedSurveyRow[]
  memberships: Awaited<ReturnType<typeof acceptedMemberships>>
}>()

/**
 * A manager is visible to members of any of its dialogs; to everyone else it does not exist
 * (404, like requireRole for dialogs). `capability` must hold in at least one of its dialogs.
 */
export async function requireManagerAccess(
  ctx: ServerContext,
  request: FastifyRequest,
  dialogManagerId: number,
  capability: Capability = 'view',
): Promise<ManagerAccess> {
  const editor = await requireEditor(ctx, request)
  const { db } = ctx.database
  const { surveys, memberships } = await managerReads(request, String(dialogManagerId), async () => {
    const surveys = await listConnectedSurveys(db, dialogManagerId)
    const ids = surveys.map((s) => s.survey_id)
    return { surveys, memberships: await acceptedMemberships(db, ids, editor.user.id) }
  })
  if (memberships.length === 0) throw managerNotFound()
  const roles = new Map(memberships.map((m) => [m.surveyId, m.role as Role]))
  if (![...roles.values()].some((role) => can(role, capability))) throw forbidden()
  return { ...editor, dialogManagerId, surveys, roles }
}

const forbidden = () => new ApiError(403, 'Keine Berechtigung für diese Aktion in diesem Dialogmanager.', 'forbidden')

/** The capability in one dialog of the manager (403: the manager itself is visible already). */
export function requireCapabilityIn(access: ManagerAccess, surveyId: string, capability: Capability): void {
  const role = access.roles.get(surveyId)
  if (!role || !can(role, capability)) throw forbidden()
}

export function requireConnected(access: ManagerAccess, surveyId: string, field: string): void {
  if (!access.surveys.some((s) => s.survey_id === surveyId)) {
    throw new ApiError(
      400,
      `Ungültige Eingabe: Feld '${field}' nennt einen Dialog, der nicht zu diesem Dialogmanager gehört.`,
      'invalid_input',
    )
  }
}
