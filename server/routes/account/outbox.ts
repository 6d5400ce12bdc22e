import type { OutboxResponse } from '@engine/api/auth'
import type { FastifyPluginAsync } from 'fastify'
import { requireEditor } from '../../auth/requireEditor'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { readOutbox } from '../../services/mail/readOutbox'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * GET /api/admin/outbox for the admin page (SPEC.md §2.1: shown on localhost): the mails written
 * to DATA_DIR/outbox when no SMTP_URL is set, newest first. Only headers; the links stay in the
 * files. Recipients and subjects of everyone's mail are personal data, so only a request from
 * the machine itself (the operator's own browser) gets them, whoever is logged in.
 */
export const outboxRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/admin/outbox', async (request): Promise<OutboxResponse> => {
    await requireEditor(ctx, request)
    // 404, not 403: the app logs out on 403 (SPEC.md §4), and a remote admin page should just stay empty.
    if (!LOOPBACK.has(request.ip)) throw new ApiError(404, 'Der Postausgang ist nur auf dem Server selbst (localhost) einsehbar.', 'local_only')
    return { mails: await readOutbox(ctx.dataDir) }
  })
}
