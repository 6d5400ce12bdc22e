import { PresenceBody } from '@engine/api/coediting'
import { DialogManagerParams } from '@engine/api/dialogManagers'
import type { FastifyPluginAsync } from 'fastify'
import { managerAccessOf } from '../../auth/authorized'
import { askedAgain } from '../../auth/perRequest'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { openLiveStream } from '../../live/liveStream'
import { multichatScope } from '../../live/notices'
import { findDialogManager } from '../../repositories/dialogManagers'
import { managerNotFound, requireManagerAccess } from '../../auth/managerAccess'
import { reportPresence } from './presenceCall'

/**
 * docs/api/coediting.md "Multichat": the multichat editor's stream (`outside` triggers / dialogs,
 * presence; no versioned log, so `hello` has version null) with the access of the other manager calls.
 */
export const multichatLiveRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/multichat/:dialog_manager_id/live', async (request, reply) => {
    const { dialog_manager_id } = parseWith(DialogManagerParams, request.params)
    const { user, claims } = managerAccessOf(request, dialog_manager_id)
    await openLiveStream(ctx, request, reply, {
      scope: multichatScope(dialog_manager_id),
      user,
      claims,
      currentVersion: async () => ((await findDialogManager(db, dialog_manager_id)) ? null : undefined),
      notFound: managerNotFound,
      authorize: () => requireManagerAccess(ctx, askedAgain(request), dialog_manager_id),
    })
  })

  app.post('/api/multichat/:dialog_manager_id/presence', async (request, reply) => {
    const { dialog_manager_id } = parseWith(DialogManagerParams, request.params)
    const { user } = managerAccessOf(request, dialog_manager_id)
    const body = parseWith(PresenceBody, request.body)
    return reportPresence(ctx, reply, multichatScope(dialog_manager_id), user.id, body)
  })
}
