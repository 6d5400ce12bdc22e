import type { HealthResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../context'
import { pingDatabase } from '../repositories/health'

export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/health', async (): Promise<HealthResponse> => {
    await pingDatabase(ctx.database.db)
    return { status: 'ok', db: ctx.database.kind }
  })
}
