import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { connectedSurveysRoutes } from './connectedSurveys'
import { dialogManagersRoutes } from './dialogManagers'
import { signalRoutes } from './signal'
import { simulatePathRoutes } from './simulatePath'
import { triggersRoutes } from './triggers'

/** Multichat (dialog manager) calls: SPEC.md §7 and DESIGN.md §6. */
export const dialogManagerRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(dialogManagersRoutes, options)
  await app.register(connectedSurveysRoutes, options)
  await app.register(triggersRoutes, options)
  await app.register(signalRoutes, options)
  await app.register(simulatePathRoutes, options)
}
