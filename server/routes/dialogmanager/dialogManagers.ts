import { CreateDialogManagerRequest, type DialogManagerListResponse } from '@engine/api/dialogManagers'
import type { FastifyPluginAsync } from 'fastify'
import { requireEditor } from '../../auth/requireEditor'
import { requireRole } from '../../auth/requireRole'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { createDialogManager, listConnectedSurveys, listDialogManagersOfUser } from '../../repositories/dialogManagers'

/** docs/product/calls.md#further-calls: the multichat list and its creation. */
export const dialogManagersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/dialogmanagers', async (request): Promise<DialogManagerListResponse> => {
    const { user } = await requireEditor(ctx, request)
    const managers = await listDialogManagersOfUser(db, user.id)
    const dialog_managers = await Promise.all(
      managers.map(async (m) => ({
        dialog_manager_id: m.id,
        name: m.name,
        connected_surveys: await listConnectedSurveys(db, m.id),
      })),
    )
    return { dialog_managers }
  })

  app.post('/api/dialogmanagers', async (request, reply) => {
    const { name, survey_ids } = parseWith(CreateDialogManagerRequest, request.body)
    const { user } = await requireEditor(ctx, request)
    for (const surveyId of survey_ids) await requireRole(ctx, request, surveyId, 'edit')
    const dialog_manager_id = await createDialogManager(db, { name, ownerId: user.id, surveyIds: survey_ids })
    reply.status(201)
    return { dialog_manager_id }
  })
}
