import { buildOpenApi } from '@engine/api/buildOpenApi'
import { endpoints } from '@engine/api/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../context'

/** GET /api/docs: the OpenAPI 3.1 document, generated once from the zod contract. */
export const docsRoutes: FastifyPluginAsync<RouteOptions> = async (app) => {
  let document: unknown
  app.get('/api/docs', async () => {
    document ??= buildOpenApi(endpoints, { title: 'Dialoge API', version: '1' })
    return document
  })
}
