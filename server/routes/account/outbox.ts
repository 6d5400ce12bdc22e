import type { OutboxResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { adminOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { readOutbox } from '../../services/mail/readOutbox'

/**
 * GET /api/admin/outbox for the admin page: the mails written to DATA_DIR/outbox when no
 * SMTP_URL is set, newest first. Only headers; the links stay in the files.
 */
export const outboxRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/admin/outbox', async (request): Promise<OutboxResponse> => {
    adminOf(request)
    return { mails: await readOutbox(ctx.dataDir) }
  })
}
