import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { ApiError } from '../http/ApiError'
import { findMembership } from '../repositories/members'
import { perRequest } from './perRequest'
import { type Capability, type Role, can } from './permissions'
import { type Editor, requireEditor } from './requireEditor'

export interface SurveyAccess extends Editor {
  role: Role
}

/** Read once per request (the authorization hook asks first, the handler again). */
const memberships = perRequest<Awaited<ReturnType<typeof findMembership>>>()

/**
 * The one authorization helper (docs/contributing.md#the-shape-of-the-code): the editor, their role in this dialog, and whether the
 * role allows the call. A dialog the editor is not a member of is answered like a missing one
 * (404), so its existence does not leak; a member without the right gets 403.
 */
export async function requireRole(
  ctx: ServerContext,
  request: FastifyRequest,
  surveyId: string,
  capability: Capability,
  options: { fresh?: boolean } = {},
): Promise<SurveyAccess> {
  const editor = await requireEditor(ctx, request, options)
  const membership = await memberships(request, surveyId, () =>
    findMembership(ctx.database.db, surveyId, editor.user.id),
  )
  if (!membership || membership.inviteAccepted === 0)
    throw new ApiError(404, 'Dialog nicht gefunden.', 'survey_not_found')
  const role = membership.role as Role
  if (!can(role, capability)) throw surveyForbidden()
  return { ...editor, role }
}

export const surveyForbidden = () =>
  new ApiError(403, 'Keine Berechtigung für diese Aktion in diesem Dialog.', 'forbidden')
