import type { FastifyRequest } from 'fastify'
import type { ChangeRun } from '../../changes/applyChanges'
import type { ServerContext } from '../../context'
import { rejectIllFormed } from '../../http/wellFormedInput'
import type { LegacyEdit } from './legacyChanges'

/**
 * A legacy call's run through the change pipeline: its changes, and its request as the event's
 * `entry` (docs/design/storage.md: the edit log keeps what an old client sent).
 */
export function legacyRun(
  ctx: ServerContext,
  request: FastifyRequest,
  surveyId: string,
  actorId: number,
  expectedVersion: number | undefined,
  edit: LegacyEdit,
): ChangeRun {
  rejectIllFormed(request.body)
  return {
    surveyId,
    actorId,
    now: ctx.now(),
    expectedVersion,
    entry: { method: request.method, path: request.url, ...(request.body === undefined ? {} : { body: request.body }) },
    scope: edit.scope,
    plan: edit.plan,
    field: 'changed_values',
  }
}
