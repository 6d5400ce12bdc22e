import { type DialogPermissionsResponse, SurveyIdRequest } from '@engine/api/sharing'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import { can } from '../../auth/permissions'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { listMembers } from '../../repositories/sharing'

/** docs/product/screens.md#sharing-dialog: every member sees the list; sharing_permission says whether they may manage it. */
export const getDialogPermissionsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/get_dialog_permissions', async (request): Promise<DialogPermissionsResponse> => {
    const { survey_id } = parseWith(SurveyIdRequest, request.body)
    const access = surveyAccessOf(request, survey_id)
    const rows = await listMembers(ctx.database.db, survey_id)
    return {
      roles_current_survey_id: rows.map((m) => ({
        name: m.email,
        role: m.role,
        invite_accepted: m.inviteAccepted === 1 ? 1 : 0,
      })),
      sharing_permission: can(access.role, 'share') ? 1 : 0,
    }
  })
}
