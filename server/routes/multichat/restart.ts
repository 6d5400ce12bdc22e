import { MultichatParams } from '@engine/api/multichats'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { clearGame } from '../../repositories/liveData'
import { requireConnectedSurveys } from '../../services/multichat/loadGame'
import { livePlayerOf } from './livePlayerOf'

/**
 * POST /api/multichat/{id}/restart: the whole game from the start, as restart_delete "restart"
 * does for one dialog: every dialog's transcript, answers and state go, and the game's progress.
 * The identity stays; the next chat call starts anew.
 */
export const multichatRestartRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/multichat/:dialog_manager_id/restart', async (request): Promise<{ msg: 'success' }> => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const surveys = await requireConnectedSurveys(ctx.database.db, dialog_manager_id)
    const { respondent } = livePlayerOf(request, surveys)
    await ctx.database.db.transaction((tx) =>
      clearGame(
        tx,
        respondent.id,
        dialog_manager_id,
        surveys.map((s) => s.survey_id),
      ),
    )
    return { msg: 'success' }
  })
}
