import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { multichatLiveRoutes } from './multichatLive'
import { surveyLiveRoutes } from './surveyLive'

/** Live co-editing (docs/api/coediting.md): the streams and presence calls of dialogs and multichats. */
export const coeditingRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(surveyLiveRoutes, options)
  await app.register(multichatLiveRoutes, options)
}
