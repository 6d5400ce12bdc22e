import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { connectedSurveysRoutes } from './connectedSurveys'
import { multichatListRoutes } from './multichatListRoutes'
import { signalRoutes } from './signal'
import { simulatePathRoutes } from './simulatePath'
import { triggersRoutes } from './triggers'

/** Multichat calls: docs/product/calls.md and docs/product/calls.md#further-calls. */
export const multichatsRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(multichatListRoutes, options)
  await app.register(connectedSurveysRoutes, options)
  await app.register(triggersRoutes, options)
  await app.register(signalRoutes, options)
  await app.register(simulatePathRoutes, options)
}
