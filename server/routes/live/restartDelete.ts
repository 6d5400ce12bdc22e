import { RestartDeleteRequest, type RestartDeleteResponse } from '@engine/api/live'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { liveAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { surveys } from '../../db/schema'
import { parseWith } from '../../http/parseWith'
import { clearConversation, eraseRespondentFromSurvey } from '../../repositories/liveData'
import { revokeAccessToken } from '../../repositories/refreshFamilies'

export const restartDeleteRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/restart_delete', async (request): Promise<RestartDeleteResponse> => {
    const { survey_id, action } = parseWith(RestartDeleteRequest, request.body)
    const { respondent, claims } = liveAccessOf(request, survey_id)
    const { db } = ctx.database
    const [survey] = await db
      .select({ settings: surveys.settings })
      .from(surveys)
      .where(eq(surveys.surveyId, survey_id))
      .limit(1)
    const language = (survey?.settings as { language?: string } | undefined)?.language ?? 'de'
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
