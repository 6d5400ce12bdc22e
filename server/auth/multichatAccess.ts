import type { FastifyRequest } from 'fastify'
import { type Capability, type Role, can } from './permissions'
import { perRequest } from './perRequest'
import { type Editor, requireEditor } from './requireEditor'
import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import {
  type ConnectedSurveyRow,
  type Multichat,
  findMultichat,
  listConnectedSurveys,
} from '../repositories/multichats'
import { acceptedMemberships } from '../repositories/sharing'

export interface MultichatAccess extends Editor {
  multichatId: number
  multichat: Multichat
  /** The caller owns the multichat (docs/multichat.md "Managing multichats"). */
  isOwner: boolean
  /** Lead first. */
  surveys: ConnectedSurveyRow[]
  /** The caller's role in each dialog of the multichat they are an accepted member of. */
  roles: Map<string, Role>
}

export const multichatNotFound = () => new ApiError(404, 'Dialogmanager nicht gefunden.', 'dialog_manager_not_found')

/** Read once per request (the authorization hook asks first, the handler again). */
const multichatReads = perRequest<{
  multichat: Awaited<ReturnType<typeof findMultichat>>
  surveys: ConnectedSurveyRow[]
  memberships: Awaited<ReturnType<typeof acceptedMemberships>>
}>()

/**
 * docs/reliability/security.md#findings-1-8-9 (finding 1): a multichat is visible to its owner and to members of
 * any of its dialogs; to everyone else it does not exist (404, like requireRole for dialogs).
 * Capability `own` (rename, copy, delete) needs the owner. Every other capability must hold in
 * EVERY dialog of the multichat (the owner of an empty multichat passes): a multichat call shows or
 * changes the game as a whole, so a member of only some of its dialogs gets 403 and learns nothing
 * of the others.
 */
export async function requireMultichatAccess(
  ctx: ServerContext,
  request: FastifyRequest,
  multichatId: number,
  capability: Capability = 'view',
): Promise<MultichatAccess> {
  const editor = await requireEditor(ctx, request)
  const { db } = ctx.database
  const { multichat, surveys, memberships } = await multichatReads(request, String(multichatId), async () => {
    const multichat = await findMultichat(db, multichatId)
    const surveys = multichat ? await listConnectedSurveys(db, multichatId) : []
    const ids = surveys.map((s) => s.survey_id)
    return { multichat, surveys, memberships: await acceptedMemberships(db, ids, editor.user.id) }
  })
  if (!multichat) throw multichatNotFound()
  const roles = new Map(memberships.map((m) => [m.surveyId, m.role as Role]))
  const isOwner = ownsMultichat(multichat, editor.user.id, surveys, roles)
  if (!isOwner && memberships.length === 0) throw multichatNotFound()
  if (capability === 'own' ? !isOwner : !canInEveryDialog(surveys, roles, capability))
    throw capability === 'own' ? multichatForbidden() : notInEveryDialog()
  return { ...editor, multichatId, multichat, isOwner, surveys, roles }
}

/** The capability in every dialog of the multichat (true for a multichat without dialogs). */
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
 * The account that created the multichat owns it. Multichats without one (created before owners
 * were recorded) are owned by the Besitzer of their lead dialog.
 */
export function ownsMultichat(
  multichat: Multichat,
  userId: number,
  surveys: readonly ConnectedSurveyRow[],
  roles: ReadonlyMap<string, Role>,
): boolean {
  if (multichat.ownerId !== null) return multichat.ownerId === userId
  const lead = surveys[0]
  return lead !== undefined && roles.get(lead.survey_id) === 'Besitzer'
}

export const multichatForbidden = () =>
  new ApiError(403, 'Keine Berechtigung für diese Aktion in diesem Dialogmanager.', 'forbidden')
/** Names no dialog: the caller learns only that some dialog of the multichat is not theirs to use so. */
export const notInEveryDialog = () =>
  new ApiError(
    403,
    'Keine Berechtigung: Dafür brauchen Sie diese Berechtigung in jedem Dialog dieses Multichats.',
    'forbidden',
  )

/** The capability in one dialog of the multichat (403: the multichat itself is visible already). */
export function requireCapabilityIn(access: MultichatAccess, surveyId: string, capability: Capability): void {
  const role = access.roles.get(surveyId)
  if (!role || !can(role, capability)) throw multichatForbidden()
}

export function requireConnected(access: MultichatAccess, surveyId: string, field: string): void {
  if (!access.surveys.some((s) => s.survey_id === surveyId)) {
    throw new ApiError(
      400,
      `Ungültige Eingabe: Feld '${field}' nennt einen Dialog, der nicht zu diesem Dialogmanager gehört.`,
      'invalid_input',
    )
  }
}
