import { MultichatParams, SignalRequest } from '@engine/api/multichats'
import type { FastifyPluginAsync } from 'fastify'
import { multichatAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { countWaitApiTriggers, insertApiSignal } from '../../repositories/multichats'
import { findLiveRespondent } from '../../repositories/liveRespondents'

/**
 * docs/design/multichat.md waitAPI: an external system (game server, experiment) releases the waitAPI
 * triggers with this trigger string. It calls with an editor token that has 'edit' in every dialog
 * of the multichat: no second kind of secret to manage. `user_id` must name a player of this game.
 * The signal is stored in the database (docs/design/storage.md: shared by all app servers); the
 * live runtime reads it.
 */
export const signalRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/dialogmanager/:dialog_manager_id/signal', async (request, reply) => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const access = multichatAccessOf(request, dialog_manager_id)
    const { trigger, user_id } = parseWith(SignalRequest, request.body)
    const released = await countWaitApiTriggers(ctx.database.db, dialog_manager_id, trigger)
    if (released === 0)
      throw new ApiError(
        404,
        'Dieser Dialogmanager hat keinen waitAPI-Trigger mit dieser Kennung.',
        'trigger_not_found',
      )
    if (user_id !== undefined) {
      const respondent = await findLiveRespondent(ctx.database.db, user_id)
      // docs/reliability/security.md#findings-1-8-9: only a player of this game (its identity holds every dialog,
      // as livePlayerOf asks); a respondent of any other dialog is as unknown as a missing one.
      const player = respondent && access.surveys.every((s) => respondent.surveyIds.includes(s.survey_id))
      if (!player) throw new ApiError(404, 'Diese Teilnahme gibt es nicht.', 'respondent_not_found')
    }
    const signal_id = await insertApiSignal(ctx.database.db, dialog_manager_id, trigger, ctx.now(), user_id ?? null)
    reply.status(201)
    return { msg: 'success', signal_id, released }
  })
}
