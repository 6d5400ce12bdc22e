import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../http/ApiError'
import { type MultichatAccess, canInEveryDialog, multichatForbidden, notInEveryDialog } from './multichatAccess'
import { type Capability, can } from './permissions'
import type { Editor } from './requireEditor'
import { type LiveAccess, liveForbidden } from './requireLive'
import { type SurveyAccess, surveyForbidden } from './requireRole'

/**
 * What the endpoint table's check (server/routes/authorizeFirst.ts) found out about the caller,
 * before any handler ran: the editor, the live respondent, their role in the dialog or the
 * multichat the request names. Handlers read it with the accessors below instead of asking again.
 */
export interface Authorized {
  editor?: Editor
  live?: LiveAccess
  survey?: { id: string; access: SurveyAccess }
  multichat?: MultichatAccess
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authorizeFirst only; read through the accessors of server/auth/authorized.ts. */
    authorized: Authorized | null
  }
}

export function decorateAuthorized(app: FastifyInstance): void {
  app.decorateRequest('authorized', null)
}

/** Adds what a check found (authorizeFirst.ts is its only caller). */
export function recordAuthorized(request: FastifyRequest, found: Authorized): void {
  request.authorized = { ...request.authorized, ...found }
}

/**
 * A handler asked for what the endpoint table did not check: a programming error (a route missing
 * from engine/api/endpoints.ts, or a handler reading an id the table does not name). Never a
 * silent pass: the caller gets a 500 and the log says which.
 */
class NotAuthorizedByTable extends Error {
  constructor(what: string, request: FastifyRequest) {
    super(`${request.method} ${request.routeOptions.url ?? request.url}: ${what} was not checked by the endpoint table`)
  }
}

/** The logged-in editor of an `editor`, `survey` or `multichat` call. */
export function editorOf(request: FastifyRequest): Editor {
  const editor = request.authorized?.editor
  if (!editor) throw new NotAuthorizedByTable('the editor', request)
  return editor
}

/** The admin calls: an editor whose account has the admin right (docs/reliability/security.md#findings-3-4-11). */
export function adminOf(request: FastifyRequest): Editor {
  const editor = editorOf(request)
  if (!editor.user.isAdmin)
    throw new ApiError(403, 'Keine Berechtigung: Nur für Konten mit Admin-Recht.', 'admin_required')
  return editor
}

/**
 * The caller's role in the dialog the call names, as the table checked it. `capability` is for a
 * handler that needs more than the table's capability for some inputs (403 like requireRole).
 */
export function surveyAccessOf(request: FastifyRequest, surveyId: string, capability?: Capability): SurveyAccess {
  const checked = request.authorized?.survey
  if (!checked || checked.id !== surveyId) throw new NotAuthorizedByTable(`dialog ${surveyId}`, request)
  if (capability && !can(checked.access.role, capability)) throw surveyForbidden()
  return checked.access
}

/** The caller's access to the multichat the call names; `capability` as for surveyAccessOf. */
export function multichatAccessOf(
  request: FastifyRequest,
  multichatId: number,
  capability?: Capability,
): MultichatAccess {
  const access = request.authorized?.multichat
  if (!access || access.multichatId !== multichatId) throw new NotAuthorizedByTable(`multichat ${multichatId}`, request)
  if (capability === 'own' && !access.isOwner) throw multichatForbidden()
  if (capability && capability !== 'own' && !canInEveryDialog(access.surveys, access.roles, capability))
    throw notInEveryDialog()
  return access
}

/** The live respondent of a `live` call; with a dialog, one they are registered for (403 otherwise). */
export function liveAccessOf(request: FastifyRequest, surveyId?: string): LiveAccess {
  const live = request.authorized?.live
  if (!live) throw new NotAuthorizedByTable('the live respondent', request)
  if (surveyId !== undefined && !live.respondent.surveyIds.includes(surveyId)) throw liveForbidden()
  return live
}
