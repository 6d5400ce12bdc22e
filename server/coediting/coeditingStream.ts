import { randomUUID } from 'node:crypto'
import type { ClosedEvent, PresentEditor, ReloadEvent } from '@engine/api/coediting'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { TokenClaims } from '../auth/tokens'
import type { ServerContext } from '../context'
import { freeSlot } from '../http/accountGate'
import { ApiError } from '../http/ApiError'
import type { VersionedEvent } from '../repositories/surveyEvents'
import type { User } from '../repositories/users'
import type { CoeditingListener } from './hub'
import { presentEditor } from './presentEditor'

/** More events than this since the client's version: `reload` instead (docs/design/coediting.md). */
export const MAX_CATCH_UP = 1000

const CLOSED_MSG: Record<z.infer<typeof ClosedEvent>['code'], string> = {
  forbidden: 'Ihr Zugriff wurde entfernt.',
  not_found: 'Nicht mehr vorhanden.',
  token_expired: 'Die Anmeldung ist abgelaufen.',
}

/**
 * Events are shared by every stream that sends them (one log read answers all streams of a
 * dialog, server/coediting/sharedReads.ts), so each is turned into JSON once, not once per stream.
 */
const jsonOf = new WeakMap<object, string>()
function serialized(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data)
  let json = jsonOf.get(data)
  if (json === undefined) {
    json = JSON.stringify(data)
    jsonOf.set(data, json)
  }
  return json
}

export interface CoeditingSource {
  scope: string
  user: User
  claims: TokenClaims
  /** The version now; undefined when the dialog (or multichat) is gone. Null: no versioned log (multichat). */
  currentVersion(): Promise<number | null | undefined>
  /** The log after a version (dialogs only). */
  readLog?(afterVersion: number, limit: number): Promise<{ events: VersionedEvent[]; whole: boolean }>
  afterVersion?: number | undefined
  /** 404 when `currentVersion` finds nothing. */
  notFound(): ApiError
  /** The access check of the stream's call, run again with its token (a `recheck` notice); throws ApiError when it fails now. */
  authorize(): Promise<unknown>
}

/** Why a stream ends when its access check fails later: 401 (token revoked or expired), 404, else 403. */
function closedCodeOf(error: unknown): z.infer<typeof ClosedEvent>['code'] {
  const status = error instanceof ApiError ? error.status : 403
  return status === 401 ? 'token_expired' : status === 404 ? 'not_found' : 'forbidden'
}

/**
 * One co-editing stream (docs/api/coediting.md): joins the hub first, then reads the version and the
 * log, so no edit is lost between the catch-up and the live feed; every write goes through one
 * queue, so events leave in order, and a version already sent is never sent again.
 */
export async function openCoeditingStream(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  source: CoeditingSource,
): Promise<void> {
  const raw = reply.raw
  const connectionId = randomUUID()
  let lastSent: number | undefined
  let ended = false
  let drainTimer: NodeJS.Timeout | undefined
  let expiry: NodeJS.Timeout | undefined
  let opened!: () => void
  let queue: Promise<void> = new Promise<void>((resolve) => (opened = resolve))

  const enqueue = (job: () => Promise<void> | void) => {
    queue = queue
      .then(async () => {
        if (!ended) await job()
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'Live-Stream abgebrochen')
        finish()
      })
  }

  const write = (text: string) => {
    if (ended) return
    if (!raw.write(text) && !drainTimer) {
      // Nobody reads (a tab left in the background with a stalled socket, or a script): the
      // buffered writes are dropped with the stream instead of growing (docs/api/coediting.md "Limits").
      drainTimer = setTimeout(finish, ctx.coediting.options.drainTimeoutMs)
      drainTimer.unref()
      raw.once('drain', () => {
        clearTimeout(drainTimer)
        drainTimer = undefined
      })
    }
  }
  const send = (event: string, data: unknown) => write(`event: ${event}\ndata: ${serialized(data)}\n\n`)

  let leave: () => void = () => undefined
  function finish(): void {
    if (ended) return
    ended = true
    clearTimeout(drainTimer)
    clearTimeout(expiry)
    expiry = undefined
    leave()
    if (!raw.writableEnded) raw.end()
  }
  const reload = (reason: z.infer<typeof ReloadEvent>['reason']) => {
    send('reload', { reason })
    finish()
  }

  /**
   * Every logged edit after the last one sent, or `reload` when they cannot all be sent: too many,
   * or a version up to `target` (the dialog's version then) without its logged changes.
   */
  async function pump(target?: number): Promise<void> {
    if (!source.readLog || lastSent === undefined) return
    const { events, whole } = await source.readLog(lastSent, MAX_CATCH_UP + 1)
    // Too many to send, by count or by bytes (EVENTS_READ_BYTES): the client loads the dialog instead.
    if (events.length > MAX_CATCH_UP || !whole) return reload('too_many')
    for (const event of events) {
      if (event.version !== lastSent + 1 || event.changes === null) return reload('not_logged')
      send('changes', event)
      lastSent = event.version
    }
    if (target !== undefined && lastSent < target) reload('not_logged')
  }

  const listener: CoeditingListener = {
    connectionId,
    userId: source.user.id,
    version: (version) =>
      enqueue(() =>
        version !== undefined && lastSent !== undefined && version <= lastSent ? undefined : pump(version),
      ),
    outside: (what) => enqueue(() => send('outside', { what })),
    presence: (delta) => enqueue(() => send('presence', delta)),
    closed: (code) =>
      enqueue(() => {
        send('closed', { code, msg: CLOSED_MSG[code] })
        finish()
      }),
    ping: () => enqueue(() => write(': ping\n\n')),
    recheck: () =>
      enqueue(async () => {
        try {
          await source.authorize()
        } catch (error) {
          const code = closedCodeOf(error)
          send('closed', { code, msg: CLOSED_MSG[code] })
          finish()
        }
      }),
    end: finish,
  }

  // Subscribed before the version is read: what is committed meanwhile waits in the queue, and
  // so do the presence deltas after `editors` (the list as the scope's streams were last told).
  // Over the stream caps this throws 429 too_many_streams before anything is streamed.
  const joined = ctx.coediting.join(source.scope, listener, presentEditor(connectionId, source.user))
  leave = joined.leave
  const editors: PresentEditor[] = joined.editors
  let version: number | null | undefined
  try {
    version = await source.currentVersion()
  } catch (error) {
    leave()
    throw error
  }
  if (version === undefined) {
    ended = true
    leave()
    throw source.notFound()
  }

  // No hook follows a hijacked reply: the account's call slot is given back here (accountGate.ts).
  freeSlot(request)
  reply.hijack()
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  })
  raw.on('close', finish)
  raw.on('error', finish)
  // ServerResponse's 'close' also fires when the client goes away; the request's may fire as soon as its body is read.
  send('hello', { version, connection_id: connectionId, editors })

  const untilExpiry = source.claims.exp * 1000 - ctx.now()
  expiry = setTimeout(() => listener.closed('token_expired'), Math.min(Math.max(untilExpiry, 0), 2 ** 31 - 1))
  expiry.unref()

  const after = source.afterVersion
  if (version !== null) {
    if (after === undefined) lastSent = version
    else if (after > version) {
      enqueue(() => reload('unknown_version'))
    } else {
      lastSent = after
      enqueue(() => pump(version))
    }
  }
  opened()
}
