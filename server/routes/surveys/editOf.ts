import type { FastifyRequest } from 'fastify'
import type { ServerContext } from '../../context'
import type { Edit } from '../../repositories/surveyEvents'
import { rejectNullChars } from '../../http/rejectNullChars'

/** The log entry of an accepted edit is the request itself (docs/design/storage.md: the edit log). */
export function editOf(
  ctx: ServerContext,
  request: FastifyRequest,
  surveyId: string,
  actorId: number,
  expectedVersion: number | undefined,
): Edit {
  rejectNullChars(request.body)
  return {
    surveyId,
    actorId,
    entry: { method: request.method, path: request.url, ...(request.body === undefined ? {} : { body: request.body }) },
    expectedVersion,
    now: ctx.now(),
  }
}
