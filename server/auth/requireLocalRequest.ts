import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/ApiError'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * The admin calls (docs/product/screens.md#routes: /admin is offered on localhost) show everyone's accounts and
 * mail, which is personal data: only a request from the machine itself (the operator's own
 * browser) gets it, whoever is logged in. 404, not 403: the app logs out on 403 (docs/product/states.md),
 * and a remote admin page should just stay empty.
 */
export function requireLocalRequest(request: FastifyRequest): void {
  if (!LOOPBACK.has(request.ip))
    throw new ApiError(404, 'Nur auf dem Server selbst (localhost) verfügbar.', 'local_only')
}
