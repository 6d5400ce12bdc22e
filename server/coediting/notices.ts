import { ClosedEvent, OutsideEvent, PresentEditor, TypingAt } from '@engine/api/coediting'
import { z } from 'zod'

/**
 * What the hub passes between streams and, with PostgreSQL, between app servers (one NOTIFY on
 * channel `coedit` each, docs/design/coediting.md "Several app servers"). A scope is
 * `survey:<id>` or `multichat:<id>`. Every notice is small: a version says "read the log", never
 * carries the changes, so NOTIFY's 8,000-byte limit never matters.
 */
export const Notice = z.discriminatedUnion('kind', [
  /** An edit was committed: streams read the log after their last version. */
  z.object({ kind: z.literal('version'), scope: z.string(), version: z.number().int() }),
  z.object({ kind: z.literal('outside'), scope: z.string(), what: OutsideEvent.shape.what }),
  /** One stream's presence entry, announced by the server holding the stream (again every ping). */
  z.object({ kind: z.literal('presence'), scope: z.string(), entry: PresentEditor }),
  /** A presence call, to be applied by the server that holds the stream of `connection_id`. */
  z.object({
    kind: z.literal('update'),
    scope: z.string(),
    connection_id: z.string(),
    user_id: z.number().int(),
    selected: z.string().nullable(),
    typing: TypingAt.nullable(),
  }),
  /** A stream closed: its presence entry goes everywhere. */
  z.object({ kind: z.literal('leave'), scope: z.string(), connection_id: z.string() }),
  /**
   * Rights may have changed (a dialog connected to a multichat): every stream of the scope checks
   * its user's access again and ends with `closed` if it is gone.
   */
  z.object({ kind: z.literal('recheck'), scope: z.string() }),
  /** The user's tokens may have been revoked (logout, password change): each of their streams checks again. */
  z.object({ kind: z.literal('recheck_user'), scope: z.literal('*'), user_id: z.number().int() }),
  /** End the streams of the scope (of one user, or of everyone when `user_id` is null). */
  z.object({
    kind: z.literal('closed'),
    scope: z.string(),
    user_id: z.number().int().nullable(),
    code: ClosedEvent.shape.code,
  }),
])
export type Notice = z.infer<typeof Notice>

/** On the wire: the notice and the server that sent it (a server skips its own, it delivered them already). */
export const Wire = z.object({ from: z.string(), notice: Notice })

export const surveyScope = (surveyId: string) => `survey:${surveyId}`
export const multichatScope = (multichatId: number) => `multichat:${multichatId}`
