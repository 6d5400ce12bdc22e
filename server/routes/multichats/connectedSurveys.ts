import {
  ConnectedSurveyParams,
  type ConnectedSurveysResponse,
  MultichatParams,
  type MultichatStatusResponse,
  SurveyIdBody,
  SurveyParams,
} from '@engine/api/multichats'
import { MAX_DIALOGS_PER_MULTICHAT } from '@engine/model'
import type { FastifyPluginAsync } from 'fastify'
import { multichatAccessOf, surveyAccessOf } from '../../auth/authorized'
import { requireRole } from '../../auth/requireRole'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import {
  connectSurvey,
  disconnectSurvey,
  listConnectedSurveys,
  listMultichatIdsOfSurvey,
  switchLead,
} from '../../repositories/multichats'
import { requireCapabilityIn, requireConnected } from '../../auth/multichatAccess'
import { multichatScope } from '../../coediting/notices'
import { publishMultichatOutside, recheckScope } from '../../coediting/publish'

/** docs/product/entities.md, docs/product/states.md: which dialogs a multichat connects, in which order, and changing that. */
export const connectedSurveysRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/find_dialogmanager_status/:survey_id', async (request): Promise<MultichatStatusResponse> => {
    const { survey_id } = parseWith(SurveyParams, request.params)
    const { user } = surveyAccessOf(request, survey_id)
    // docs/reliability/security.md#findings-1-8-9: only multichats the caller sees whole (a member of every dialog).
    const [first, ...additional_dms] = await listMultichatIdsOfSurvey(db, survey_id, user.id)
    if (first === undefined) {
      return {
        connected_status: { dialog_manager_id: null, additional_dms: [], connected_surveys: [] },
        msg: 'Dieser Dialog ist mit keinem Dialogmanager verbunden.',
      }
    }
    return {
      connected_status: {
        dialog_manager_id: first,
        additional_dms,
        connected_surveys: await listConnectedSurveys(db, first),
      },
      msg: 'success',
    }
  })

  app.get('/api/get_connected_surveys/:dialog_manager_id', async (request): Promise<ConnectedSurveysResponse> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const access = multichatAccessOf(request, dialog_manager_id)
    return { connected_surveys: access.surveys }
  })

  app.post(
    '/api/dialogmanagers/:dialog_manager_id/surveys',
    async (request, reply): Promise<ConnectedSurveysResponse> => {
      const { dialog_manager_id } = parseWith(MultichatParams, request.params)
      // Editing rights on the multichat (one of its dialogs, or its owner) and on the dialog brought in.
      const access = multichatAccessOf(request, dialog_manager_id)
      const { survey_id } = parseWith(SurveyIdBody, request.body)
      await requireRole(ctx, request, survey_id, 'edit')
      const connected = access.surveys.some((s) => s.survey_id === survey_id)
      if (!connected && access.surveys.length >= MAX_DIALOGS_PER_MULTICHAT) {
        throw new ApiError(
          413,
          `Zu groß: Ein Dialogmanager verbindet höchstens ${MAX_DIALOGS_PER_MULTICHAT} Dialoge.`,
          'too_many_dialogs',
        )
      }
      if (connected || !(await connectSurvey(db, dialog_manager_id, survey_id))) {
        throw new ApiError(409, 'Dieser Dialog ist bereits mit dem Dialogmanager verbunden.', 'already_connected')
      }
      publishMultichatOutside(ctx, dialog_manager_id, 'dialogs')
      // Who lacks a right in the dialog brought in loses the multichat (docs/reliability/security.md).
      recheckScope(ctx, multichatScope(dialog_manager_id))
      reply.status(201)
      return { connected_surveys: await listConnectedSurveys(db, dialog_manager_id) }
    },
  )

  app.delete(
    '/api/dialogmanagers/:dialog_manager_id/surveys/:survey_id',
    async (request): Promise<ConnectedSurveysResponse> => {
      const { dialog_manager_id, survey_id } = parseWith(ConnectedSurveyParams, request.params)
      const access = multichatAccessOf(request, dialog_manager_id)
      requireConnected(access, survey_id, 'survey_id')
      requireCapabilityIn(access, survey_id, 'edit')
      await disconnectSurvey(db, dialog_manager_id, survey_id)
      publishMultichatOutside(ctx, dialog_manager_id, 'dialogs')
      return { connected_surveys: await listConnectedSurveys(db, dialog_manager_id) }
    },
  )

  app.post('/api/dialogmanagers/:dialog_manager_id/lead', async (request): Promise<ConnectedSurveysResponse> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const access = multichatAccessOf(request, dialog_manager_id)
    const { survey_id } = parseWith(SurveyIdBody, request.body)
    requireConnected(access, survey_id, 'survey_id')
    // Both dialogs change their order: the chosen one and the current lead.
    requireCapabilityIn(access, survey_id, 'edit')
    const lead = access.surveys[0]
    if (lead) requireCapabilityIn(access, lead.survey_id, 'edit')
    await switchLead(db, dialog_manager_id, survey_id)
    publishMultichatOutside(ctx, dialog_manager_id, 'dialogs')
    return { connected_surveys: await listConnectedSurveys(db, dialog_manager_id) }
  })
}
