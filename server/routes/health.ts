import type { HealthResponse } from '@engine/api/auth'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../context'

export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/health', async (): Promise<HealthResponse> => {
    await ctx.database.db.execute(sql`select 1`)
    return { status: 'ok', db: ctx.database.kind }
  })
}
