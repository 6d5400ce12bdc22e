import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { mediaFilesRoutes } from './mediaFiles'
import { uploadMediaRoutes } from './uploadMedia'

/** Media files of a dialog (docs/product/entities.md, docs/product/calls.md get_media_list). */
export const mediaRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await app.register(uploadMediaRoutes, options)
  await app.register(mediaFilesRoutes, options)
}
