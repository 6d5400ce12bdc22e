import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { mediaFilesRoutes } from './mediaFiles'
import { uploadMediaRoutes } from './uploadMedia'

/** Media files of a dialog (SPEC.md §3, §7 get_media_list). */
export const mediaRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(uploadMediaRoutes, options)
  await app.register(mediaFilesRoutes, options)
}
