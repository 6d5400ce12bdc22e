import type { PresenceBody } from '@engine/api/coediting'
import type { FastifyReply } from 'fastify'
import type { ServerContext } from '../../context'
import { PresenceFloodError } from '../../coediting/presenceBudget'

/** A presence call of `userId` in `scope`: 204, or 429 with Retry-After past the per-connection bound. */
export function reportPresence(
  ctx: ServerContext,
  reply: FastifyReply,
  scope: string,
  userId: number,
  body: PresenceBody,
): FastifyReply {
  try {
    ctx.coediting.updatePresence(scope, userId, body)
  } catch (error) {
    if (error instanceof PresenceFloodError) void reply.header('Retry-After', String(error.retryAfterSeconds))
    throw error
  }
  return reply.status(204).send()
}
