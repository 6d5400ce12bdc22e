import type { AdminUsersResponse } from '@engine/api/auth'
import { asc, count, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { adminOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { surveys, users } from '../../db/schema'

/** GET /api/admin/users for the admin page: every editor account with its number of own dialogs. */
export const adminUsersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/admin/users', async (request): Promise<AdminUsersResponse> => {
    adminOf(request)
    const rows = await ctx.database.db
      .select({ user: users, dialogs: count(surveys.id) })
      .from(users)
      .leftJoin(surveys, eq(surveys.ownerId, users.id))
      .groupBy(users.id)
      .orderBy(asc(users.id))
    return {
      users: rows.map(({ user, dialogs }) => ({
        user_id: user.id,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        disabled: user.disabled,
        email_validated: user.emailValidatedAt !== null,
        created_on: user.createdAt.toISOString(),
        dialogs: Number(dialogs),
      })),
    }
  })
}
