import { RegisterLiveListRequest, RegisterLiveRequest, type RegisterLiveResponse } from '@engine/api/live'
import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions, ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { registerLiveRespondent } from '../../repositories/liveRespondents'

/**
 * Creates an anonymous respondent scoped to these dialogs. Inactive dialogs register too: the
 * identity alone reveals nothing, and the chat call answers 'Dialog ist nicht mehr aktiv.' (or, for a
 * dialog never live, dialog_not_live), which the client turns into its "Der Dialog wurde bereits
 * beendet" ("… hat noch nicht begonnen") message (docs/design/live.md).
 */
async function registerLive(ctx: ServerContext, surveyIds: string[]): Promise<RegisterLiveResponse> {
  const unique = [...new Set(surveyIds)]
  // The family is recorded with the respondent, in the one statement (startSession's bookkeeping).
  const family = { id: randomUUID(), currentJti: randomUUID() }
  const respondent = await registerLiveRespondent(ctx.database.db, {
    username: `live_${randomBytes(12).toString('base64url')}`,
    surveyIds: unique,
    at: new Date(ctx.now()),
    family,
  })
  if (!respondent) throw new ApiError(404, 'Dialog nicht gefunden.', 'survey_not_found')
  const { token, refresh_token } = ctx.tokens.issue(respondent.id, {
    fresh: false,
    kind: 'live',
    family: family.id,
    refreshJti: family.currentJti,
  })
  return {
    success: true,
    username_live: respondent.username,
    token_live: token,
    refresh_token_live: refresh_token,
    user_id: respondent.id,
  }
}

/** docs/product/calls.md POST /api/register_live and /api/register_live_list (public). */
export const registerLiveRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/register_live', async (request): Promise<RegisterLiveResponse> => {
    const { survey_id } = parseWith(RegisterLiveRequest, request.body)
    return registerLive(ctx, [survey_id])
  })

  app.post('/api/register_live_list', async (request): Promise<RegisterLiveResponse> => {
    const { survey_id_list } = parseWith(RegisterLiveListRequest, request.body)
    return registerLive(ctx, survey_id_list)
  })
}
