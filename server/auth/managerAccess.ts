import type { FastifyRequest } from 'fastify'
import { type Capability, type Role, can } from './permissions'
import { perRequest } from './perRequest'
import { type Editor, requireEditor } from './requireEditor'
import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import {
  type ConnectedSurveyRow,
  type DialogManager,
  findDialogManager,
  listConnectedSurveys,
} from '../repositories/dialogManagers'
import { acceptedMemberships } from '../repositories/sharing'

export interface ManagerAccess extends Editor {
  dialogManagerId: number
  manager: DialogManager
  /** The caller owns the manager (docs/multichat.md "Managing multichats"). */
  isOwner: boolean
  /** Lead first. */
  surveys: ConnectedSurveyRow[]
  /** The caller's role in each dialog of the manager they are an accepted member of. */
  roles: Map<string, Role>
}

export const managerNotFound = () => new ApiError(404, 'Dialogmanager nicht gefunden.', 'dialog_manager_not_found')

/** Read once per request (the authorization hook asks first, the handler again). */
const managerReads = perRequest<{
  manager: Awaited<ReturnType<typeof findDialogManager>>
  surveys: ConnectedSurveyRow[]
  memberships: Awaited<ReturnType<typeof acceptedMemberships>>
}>()

/**
 * docs/reliability/security.md#findings-1-8-9 (finding 1): a manager is visible to its owner and to members of
 * any of its dialogs; to everyone else it does not exist (404, like requireRole for dialogs).
 * Capability `own` (rename, copy, delete) needs the owner. Every other capability must hold in
 * EVERY dialog of the manager (the owner of an empty manager passes): a multichat call shows or
 * changes the game as a whole, so a member of only some of its dialogs gets 403 and learns nothing
 * of the others.
 */
export async function requireManagerAccess(
  ctx: ServerContext,
  request: FastifyRequest,
  dialogManagerId: number,
  capability: Capability = 'view',
): Promise<ManagerAccess> {
  const editor = await requireEditor(ctx, request)
  const { db } = ctx.database
  const { manager, surveys, memberships } = await managerReads(request, String(dialogManagerId), async () => {
    const manager = await findDialogManager(db, dialogManagerId)
    const surveys = manager ? await listConnectedSurveys(db, dialogManagerId) : []
    const ids = surveys.map((s) => s.survey_id)
    return { manager, surveys, memberships: await acceptedMemberships(db, ids, editor.user.id) }
  })
  if (!manager) throw managerNotFound()
  const roles = new Map(memberships.map((m) => [m.surveyId, m.role as Role]))
  const isOwner = ownsManager(manager, editor.user.id, surveys, roles)
  if (!isOwner && memberships.length === 0) throw managerNotFound()
  if (capability === 'own' ? !isOwner : !canInEveryDialog(surveys, roles, capability))
    throw capability === 'own' ? managerForbidden() : notInEveryDialog()
  return { ...editor, dialogManagerId, manager, isOwner, surveys, roles }
}

/** The capability in every dialog of the manager (true for a manager without dialogs). */
export function canInEveryDialog(
  surveys: readonly Pick<ConnectedSurveyRow, 'survey_id'>[],
  roles: ReadonlyMap<string, Role>,
  capability: Capability,
): boolean {
  return surveys.every((s) => {
    const role = roles.get(s.survey_id)
    return role !== undefined && can(role, capability)
  })
}

/**
 * The account that created the manager owns it. Managers without one (created before owners
 * were recorded) are owned by the Besitzer of their lead dialog.
 */
export function ownsManager(
  manager: DialogManager,
  userId: number,
  surveys: readonly ConnectedSurveyRow[],
  roles: ReadonlyMap<string, Role>,
): boolean {
  if (manager.ownerId !== null) return manager.ownerId === userId
  const lead = surveys[0]
  return lead !== undefined && roles.get(lead.survey_id) === 'Besitzer'
}

export const managerForbidden = () =>
  new ApiError(403, 'Keine Berechtigung für diese Aktion in diesem Dialogmanager.', 'forbidden')
/** Names no dialog: the caller learns only that some dialog of the multichat is not theirs to use so. */
export const notInEveryDialog = () =>
  new ApiError(
    403,
    'Keine Berechtigung: Dafür brauchen Sie diese Berechtigung in jedem Dialog dieses Multichats.',
    'forbidden',
  )

/** The capability in one dialog of the manager (403: the manager itself is visible already). */
export function requireCapabilityIn(access: ManagerAccess, surveyId: string, capability: Capability): void {
  const role = access.roles.get(surveyId)
  if (!role || !can(role, capability)) throw managerForbidden()
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
