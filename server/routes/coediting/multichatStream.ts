import { PresenceBody } from '@engine/api/coediting'
import { MultichatParams } from '@engine/api/multichats'
import type { FastifyPluginAsync } from 'fastify'
import { multichatAccessOf } from '../../auth/authorized'
import { askedAgain } from '../../auth/perRequest'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { openCoeditingStream } from '../../coediting/coeditingStream'
import { multichatScope } from '../../coediting/notices'
import { findMultichat } from '../../repositories/multichats'
import { multichatNotFound, requireMultichatAccess } from '../../auth/multichatAccess'
import { reportPresence } from './presenceCall'
import { streamRoom } from './streamRoom'

/**
 * docs/api/coediting.md "Multichat": the multichat editor's stream (`outside` triggers / dialogs,
 * presence; no versioned log, so `hello` has version null) with the access of the other multichat calls.
 */
export const multichatStreamRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  const room = streamRoom(ctx, (params) => {
    const id = MultichatParams.safeParse(params).data?.dialog_manager_id
    return id === undefined ? undefined : multichatScope(id)
  })
  app.get('/api/multichat/:dialog_manager_id/live', { onRequest: room }, async (request, reply) => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const { user, claims } = multichatAccessOf(request, dialog_manager_id)
    await openCoeditingStream(ctx, request, reply, {
      scope: multichatScope(dialog_manager_id),
      user,
      claims,
      currentVersion: async () => ((await findMultichat(db, dialog_manager_id)) ? null : undefined),
      notFound: multichatNotFound,
      authorize: () => requireMultichatAccess(ctx, askedAgain(request), dialog_manager_id),
    })
  })

  app.post('/api/multichat/:dialog_manager_id/presence', async (request, reply) => {
    const { dialog_manager_id } = parseWith(MultichatParams, request.params)
    const { user } = multichatAccessOf(request, dialog_manager_id)
    const body = parseWith(PresenceBody, request.body)
    return reportPresence(ctx, reply, multichatScope(dialog_manager_id), user.id, body)
  })
}
