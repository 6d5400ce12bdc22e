import {
  CreateMultichatRequest,
  MultichatParams,
  type MultichatListResponse,
  type MultichatListItem,
  type MultichatSummary,
  RenameMultichatRequest,
} from '@engine/api/multichats'
import type { FastifyPluginAsync } from 'fastify'
import { editorOf, multichatAccessOf } from '../../auth/authorized'
import type { Role } from '../../auth/permissions'
import { requireRole } from '../../auth/requireRole'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import {
  copyMultichat,
  countPlayers,
  createMultichat,
  deleteMultichat,
  listConnectedSurveys,
  listMultichatsOfUser,
  renameMultichat,
} from '../../repositories/multichats'
import { acceptedMemberships } from '../../repositories/sharing'
import { canInEveryDialog, ownsMultichat } from '../../auth/multichatAccess'
import { multichatScope } from '../../coediting/notices'
import { closeScope, publishMultichatOutside } from '../../coediting/publish'

/**
 * docs/product/calls.md#further-calls, docs/multichat.md "Managing multichats": the multichat
 * list, creating one, and what its owner may do with it (rename, copy, delete). Identity and role
 * come before the body.
 */
export const multichatListRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/dialogmanagers', async (request): Promise<MultichatListResponse> => {
    const { user } = editorOf(request)
    const multichats = await listMultichatsOfUser(db, user.id)
    const players = await countPlayers(
      db,
      multichats.map((m) => m.id),
    )
    const dialog_managers = await Promise.all(
      multichats.map(async (m): Promise<MultichatListItem | undefined> => {
        const connected_surveys = await listConnectedSurveys(db, m.id)
        const ids = connected_surveys.map((s) => s.survey_id)
        const roles = new Map((await acceptedMemberships(db, ids, user.id)).map((r) => [r.surveyId, r.role as Role]))
        // docs/reliability/security.md#findings-1-8-9: only a multichat the caller may view whole is listed.
        if (!canInEveryDialog(connected_surveys, roles, 'view')) return undefined
        const is_owner = ownsMultichat(m, user.id, connected_surveys, roles)
        const counted = players.get(m.id) ?? { responses: 0, responses_capped: false }
        return { dialog_manager_id: m.id, name: m.name, is_owner, connected_surveys, ...counted }
      }),
    )
    return { dialog_managers: dialog_managers.filter((m) => m !== undefined) }
  })

  app.post('/api/dialogmanagers', async (request, reply) => {
    const { user } = editorOf(request)
    const { name, survey_ids } = parseWith(CreateMultichatRequest, request.body)
    for (const surveyId of survey_ids) await requireRole(ctx, request, surveyId, 'edit')
    const dialog_manager_id = await createMultichat(db, { name, ownerId: user.id, surveyIds: survey_ids })
    reply.status(201)
    return { dialog_manager_id }
  })

  app.get('/api/dialogmanagers/:dialog_manager_id', async (request): Promise<MultichatSummary> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const access = multichatAccessOf(request, dialog_manager_id)
    return {
      dialog_manager_id,
      name: access.multichat.name,
      is_owner: access.isOwner,
      connected_surveys: access.surveys,
    }
  })

  app.put('/api/dialogmanagers/:dialog_manager_id/name', async (request) => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    multichatAccessOf(request, dialog_manager_id)
    const { name } = parseWith(RenameMultichatRequest, request.body)
    await renameMultichat(db, dialog_manager_id, name)
    publishMultichatOutside(ctx, dialog_manager_id, 'settings')
    return { dialog_manager_id, name }
  })

  app.post('/api/dialogmanagers/:dialog_manager_id/copy', async (request, reply) => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const access = multichatAccessOf(request, dialog_manager_id)
    const copy = await copyMultichat(db, access.multichat, access.user.id)
    reply.status(201)
    return { dialog_manager_id: copy }
  })

  app.delete('/api/dialogmanagers/:dialog_manager_id', async (request) => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    multichatAccessOf(request, dialog_manager_id)
    await deleteMultichat(db, dialog_manager_id)
    closeScope(ctx, multichatScope(dialog_manager_id))
    return { msg: 'success' }
  })
}
