import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { multichatChatRoutes } from './chat'
import { multichatEraseRoutes } from './erase'
import { multichatInfoRoutes } from './info'
import { multichatRestartRoutes } from './restart'
import { multichatTestRoutes } from './testChat'

/** The live multichat (docs/design/multichat.md, docs/multichat.md "Live") and the editor's test of it. */
export const multichatRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(multichatInfoRoutes, options)
  await app.register(multichatChatRoutes, options)
  await app.register(multichatRestartRoutes, options)
  await app.register(multichatEraseRoutes, options)
  await app.register(multichatTestRoutes, options)
}
