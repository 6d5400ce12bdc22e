import { MultichatParams } from '@engine/api/multichats'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { eraseRespondentFromGame } from '../../repositories/liveData'
import { revokeAccessToken } from '../../repositories/refreshFamilies'
import { requireConnectedSurveys } from '../../services/multichat/loadGame'
import { livePlayerOf } from './livePlayerOf'

/**
 * POST /api/multichat/{id}/delete: the player's right to erasure for the whole game, as
 * restart_delete "delete" is for one dialog. Per dialog that call would revoke the token after
 * the first chat and strand the data of the others, so the game is erased at once.
 */
export const multichatEraseRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/multichat/:dialog_manager_id/delete', async (request): Promise<{ msg: 'success' }> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const surveys = await requireConnectedSurveys(ctx.database.db, dialog_manager_id)
    const { respondent, claims } = livePlayerOf(request, surveys)
    await eraseRespondentFromGame(
      ctx.database.db,
      respondent,
      dialog_manager_id,
      surveys.map((s) => s.survey_id),
    )
    // The token of an erased identity must not keep working until it expires.
    await revokeAccessToken(ctx.database.db, claims.jti, new Date(claims.exp * 1000))
    return { msg: 'success' }
  })
}
