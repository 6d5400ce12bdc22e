import type { AdminUsersResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { adminOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { listUsersWithDialogCounts } from '../../repositories/users'

/** GET /api/admin/users for the admin page: every editor account with its number of own dialogs. */
export const adminUsersRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/admin/users', async (request): Promise<AdminUsersResponse> => {
    adminOf(request)
    const rows = await listUsersWithDialogCounts(ctx.database.db)
    return {
      users: rows.map(({ user, dialogs }) => ({
        user_id: user.id,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        disabled: user.disabled,
        email_validated: user.emailValidatedAt !== null,
        created_on: user.createdAt.toISOString(),
        dialogs,
      })),
    }
  })
}
