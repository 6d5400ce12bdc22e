import type { onRequestAsyncHookHandler } from 'fastify'
import { editorOf } from '../../auth/authorized'
import type { ServerContext } from '../../context'

/**
 * A stream route's own onRequest hook (it runs after authorizeFirst's): the stream that would
 * pass an account's cap is refused with 429 `too_many_streams` as soon as the caller's identity
 * is known, before its role is read and before the handler runs (docs/api/coediting.md "Limits").
 * An account that opens a hundred streams at once so costs one identity read per stream over the
 * cap, not three statements. Without a valid scope in the path it leaves the answer to the
 * handler (400 after the role check, as on every call). The handler's `join` checks again.
 */
export function streamRoom(
  ctx: ServerContext,
  scopeOf: (params: unknown) => string | undefined,
): onRequestAsyncHookHandler {
  return async (request) => {
    const scope = scopeOf(request.params)
    if (scope !== undefined) ctx.coediting.requireRoom(scope, editorOf(request).user.id)
  }
}
