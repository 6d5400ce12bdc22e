import { RestartDeleteRequest, type RestartDeleteResponse } from '@engine/api/live'
import type { FastifyPluginAsync } from 'fastify'
import { liveAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { clearConversation, eraseRespondentFromSurvey } from '../../repositories/liveData'
import { revokeAccessToken } from '../../repositories/refreshFamilies'
import { findSurveyLanguage } from '../../repositories/surveys'

export const restartDeleteRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/restart_delete', async (request): Promise<RestartDeleteResponse> => {
    const { survey_id, action } = parseWith(RestartDeleteRequest, request.body)
    const { respondent, claims } = liveAccessOf(request, survey_id)
    const { db } = ctx.database
    const language = await findSurveyLanguage(db, survey_id)
    if (action === 'restart') {
      await db.transaction((tx) => clearConversation(tx, respondent.id, survey_id))
    } else {
      await eraseRespondentFromSurvey(db, respondent, survey_id)
      // The token of an erased identity must not keep working until it expires.
      await revokeAccessToken(db, claims.jti, new Date(claims.exp * 1000))
    }
    return { msg: 'success', action, language }
  })
}
