import {
  CreateDialogManagerRequest,
  DialogManagerParams,
  type DialogManagerListResponse,
  type DialogManagerListItem,
  type DialogManagerSummary,
  RenameDialogManagerRequest,
} from '@engine/api/dialogManagers'
import type { FastifyPluginAsync } from 'fastify'
import { editorOf, managerAccessOf } from '../../auth/authorized'
import type { Role } from '../../auth/permissions'
import { requireRole } from '../../auth/requireRole'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import {
  copyDialogManager,
  countPlayers,
  createDialogManager,
  deleteDialogManager,
  listConnectedSurveys,
  listDialogManagersOfUser,
  renameDialogManager,
} from '../../repositories/dialogManagers'
import { acceptedMemberships } from '../../repositories/sharing'
import { canInEveryDialog, ownsManager } from '../../auth/managerAccess'
import { multichatScope } from '../../live/notices'
import { closeScope, publishMultichatOutside } from '../../live/publish'

/**
 * docs/product/calls.md#further-calls, docs/multichat.md "Managing multichats": the multichat
 * list, creating one, and what its owner may do with it (rename, copy, delete). Identity and role
 * come before the body.
 */
export const dialogManagersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/dialogmanagers', async (request): Promise<DialogManagerListResponse> => {
    const { user } = editorOf(request)
    const managers = await listDialogManagersOfUser(db, user.id)
    const players = await countPlayers(
      db,
      managers.map((m) => m.id),
    )
    const dialog_managers = await Promise.all(
      managers.map(async (m): Promise<DialogManagerListItem | undefined> => {
        const connected_surveys = await listConnectedSurveys(db, m.id)
        const ids = connected_surveys.map((s) => s.survey_id)
        const roles = new Map((await acceptedMemberships(db, ids, user.id)).map((r) => [r.surveyId, r.role as Role]))
        // docs/reliability/security.md#findings-1-8-9: only a multichat the caller may view whole is listed.
        if (!canInEveryDialog(connected_surveys, roles, 'view')) return undefined
        const is_owner = ownsManager(m, user.id, connected_surveys, roles)
        const counted = players.get(m.id) ?? { responses: 0, responses_capped: false }
        return { dialog_manager_id: m.id, name: m.name, is_owner, connected_surveys, ...counted }
      }),
    )
    return { dialog_managers: dialog_managers.filter((m) => m !== undefined) }
  })

  app.post('/api/dialogmanagers', async (request, reply) => {
    const { user } = editorOf(request)
    const { name, survey_ids } = parseWith(CreateDialogManagerRequest, request.body)
    for (const surveyId of survey_ids) await requireRole(ctx, request, surveyId, 'edit')
    const dialog_manager_id = await createDialogManager(db, { name, ownerId: user.id, surveyIds: survey_ids })
    reply.status(201)
    return { dialog_manager_id }
  })

  app.get('/api/dialogmanagers/:dialog_manager_id', async (request): Promise<DialogManagerSummary> => {
    const { dialog_manager_id } = parseWith(DialogManagerParams, request.params)
    const access = managerAccessOf(request, dialog_manager_id)
    return {
      dialog_manager_id,
      name: access.manager.name,
      is_owner: access.isOwner,
      connected_surveys: access.surveys,
    }
  })

  app.put('/api/dialogmanagers/:dialog_manager_id/name', async (request) => {
    const { dialog_manager_id } = parseWith(DialogManagerParams, request.params)
    managerAccessOf(request, dialog_manager_id)
    const { name } = parseWith(RenameDialogManagerRequest, request.body)
    await renameDialogManager(db, dialog_manager_id, name)
    publishMultichatOutside(ctx, dialog_manager_id, 'settings')
    return { dialog_manager_id, name }
  })

  app.post('/api/dialogmanagers/:dialog_manager_id/copy', async (request, reply) => {
    const { dialog_manager_id } = parseWith(DialogManagerParams, request.params)
    const access = managerAccessOf(request, dialog_manager_id)
    const copy = await copyDialogManager(db, access.manager, access.user.id)
    reply.status(201)
    return { dialog_manager_id: copy }
  })

  app.delete('/api/dialogmanagers/:dialog_manager_id', async (request) => {
    const { dialog_manager_id } = parseWith(DialogManagerParams, request.params)
    managerAccessOf(request, dialog_manager_id)
    await deleteDialogManager(db, dialog_manager_id)
    closeScope(ctx, multichatScope(dialog_manager_id))
    return { msg: 'success' }
  })
}
