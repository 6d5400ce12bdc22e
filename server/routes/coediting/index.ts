import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { multichatStreamRoutes } from './multichatStream'
import { surveyStreamRoutes } from './surveyStream'

/** Co-editing (docs/api/coediting.md): the streams and presence calls of dialogs and multichats. */
export const coeditingRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(surveyStreamRoutes, options)
  await app.register(multichatStreamRoutes, options)
}
