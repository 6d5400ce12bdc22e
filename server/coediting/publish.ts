import type { OutsideEvent } from '@engine/api/coediting'
import type { z } from 'zod'
import type { ServerContext } from '../context'
import { multichatScope, surveyScope } from './notices'

type What = z.infer<typeof OutsideEvent>['what']

/** Something outside the versioned log of these dialogs changed: their streams refresh that part. */
export function publishOutside(ctx: Pick<ServerContext, 'coediting'>, surveyIds: readonly string[], what: What): void {
  for (const id of new Set(surveyIds)) ctx.coediting.publish({ kind: 'outside', scope: surveyScope(id), what })
}

/** The same for a multichat editor's streams. */
export function publishMultichatOutside(ctx: Pick<ServerContext, 'coediting'>, multichatId: number, what: What): void {
  ctx.coediting.publish({ kind: 'outside', scope: multichatScope(multichatId), what })
}

/** A user lost these dialogs or multichats (removed from a dialog): their streams get `closed` `forbidden`, on every server. */
export function closeForUser(ctx: Pick<ServerContext, 'coediting'>, scopes: readonly string[], userId: number): void {
  for (const scope of new Set(scopes))
    ctx.coediting.publish({ kind: 'closed', scope, user_id: userId, code: 'forbidden' })
}

/** Rights in a scope may have changed: each of its streams checks its access again, on every server. */
export function recheckScope(ctx: Pick<ServerContext, 'coediting'>, scope: string): void {
  ctx.coediting.publish({ kind: 'recheck', scope })
}

/** A user's tokens may have been revoked (logout, new password): each of their streams checks again. */
export function recheckUser(ctx: Pick<ServerContext, 'coediting'>, userId: number): void {
  ctx.coediting.publish({ kind: 'recheck_user', scope: '*', user_id: userId })
}

/** A dialog or multichat is gone: every stream of it gets `closed` `not_found`. */
export function closeScope(ctx: Pick<ServerContext, 'coediting'>, scope: string): void {
  ctx.coediting.publish({ kind: 'closed', scope, user_id: null, code: 'not_found' })
}
