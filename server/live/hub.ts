import { randomUUID } from 'node:crypto'
import type { ClosedEvent, OutsideEvent, PresenceBody, PresentEditor } from '@engine/api/coediting'
import type { z } from 'zod'
import { type Notice, Wire } from './notices'

/** One open stream as the hub sees it (server/live/liveStream.ts). */
export interface LiveListener {
  connectionId: string
  userId: number
  /** An edit reaching `version` was committed, or (undefined) the log may have grown: read it. */
  version(version: number | undefined): void
  outside(what: z.infer<typeof OutsideEvent>['what']): void
  presence(editors: PresentEditor[]): void
  closed(code: z.infer<typeof ClosedEvent>['code']): void
  ping(): void
  /** Check the stream's access again (a `recheck` notice): end it with `closed` when it is gone. */
  recheck(): void
  /** The server shuts down: end without a `closed` event (the client reconnects to another server). */
  end(): void
}

/** How notices reach the other app servers (PostgreSQL NOTIFY, server/live/pgChannel.ts). */
export interface Transport {
  send(text: string): void
  close(): Promise<void>
}

export interface LiveOptions {
  /** `: ping` comment and presence re-announcement interval (LIVE_PING_MS). */
  pingMs: number
  /** A presence entry another server stops announcing is dropped this long after its last announcement (LIVE_PRESENCE_TTL_MS). */
  presenceTtlMs: number
}
export const DEFAULT_LIVE: LiveOptions = { pingMs: 15_000, presenceTtlMs: 45_000 }

interface Present {
  entry: PresentEditor
  /** Held by a stream of this server (announced by it, never expires here). */
  local: boolean
  expiresAt: number
}

/**
 * The in-process hub of live co-editing (docs/design/coediting.md "Several app servers"): scope
 * (`survey:<id>`, `multichat:<id>`) -> open streams, and the presence list of each scope. A
 * notice is delivered to this server's streams at once and sent to the others through the
 * transport; notices from other servers arrive through `receive`.
 */
export class LiveHub {
  readonly serverId = randomUUID()
  private readonly listeners = new Map<string, Set<LiveListener>>()
  private readonly present = new Map<string, Map<string, Present>>()
  private transport: Transport | undefined
  private readonly timer: NodeJS.Timeout

  constructor(private readonly options: LiveOptions & { now: () => number; onError: (error: unknown) => void }) {
    this.timer = setInterval(() => this.tick(), options.pingMs)
    this.timer.unref()
  }

  attach(transport: Transport): void {
    this.transport = transport
  }

  /** A stream opens: it hears its scope's notices and its entry joins the presence list. */
  join(scope: string, listener: LiveListener, entry: PresentEditor): () => void {
    let set = this.listeners.get(scope)
    if (!set) this.listeners.set(scope, (set = new Set()))
    set.add(listener)
    this.entries(scope).set(entry.connection_id, { entry, local: true, expiresAt: Infinity })
    this.sendPresence(scope)
    this.send({ kind: 'presence', scope, entry })
    let joined = true
    return () => {
      if (!joined) return
      joined = false
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(scope)
      this.publish({ kind: 'leave', scope, connection_id: entry.connection_id })
    }
  }

  publish(notice: Notice): void {
    this.deliver(notice)
    this.send(notice)
  }

  /** A presence call: applied here when this server holds the stream, else by the server that does. */
  updatePresence(scope: string, userId: number, body: PresenceBody): void {
    const notice: Notice = { kind: 'update', scope, user_id: userId, ...body }
    if (this.present.get(scope)?.get(body.connection_id)?.local) this.deliver(notice)
    else this.send(notice)
  }

  /** A notice another server sent (its own come back too with NOTIFY and are skipped). */
  receive(text: string): void {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return
    }
    const wire = Wire.safeParse(json)
    if (wire.success && wire.data.from !== this.serverId) this.deliver(wire.data.notice)
  }

  /** After the notices from other servers were cut off for a while: every stream reads the log again. */
  resync(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener.version(undefined)
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    for (const set of [...this.listeners.values()]) for (const listener of [...set]) listener.end()
    this.listeners.clear()
    await this.transport?.close()
  }

  private deliver(notice: Notice): void {
    if (notice.kind === 'recheck_user') {
      for (const set of this.listeners.values()) for (const l of set) if (l.userId === notice.user_id) l.recheck()
      return
    }
    const listeners = [...(this.listeners.get(notice.scope) ?? [])]
    switch (notice.kind) {
      case 'recheck':
        for (const l of listeners) l.recheck()
        return
      case 'version':
        for (const l of listeners) l.version(notice.version)
        return
      case 'outside':
        for (const l of listeners) l.outside(notice.what)
        return
      case 'closed':
        for (const l of listeners) if (notice.user_id === null || l.userId === notice.user_id) l.closed(notice.code)
        return
      case 'presence': {
        const known = this.present.get(notice.scope)?.get(notice.entry.connection_id)
        if (known?.local) return
        const expiresAt = this.options.now() + this.options.presenceTtlMs
        this.entries(notice.scope).set(notice.entry.connection_id, { entry: notice.entry, local: false, expiresAt })
        if (!known || JSON.stringify(known.entry) !== JSON.stringify(notice.entry)) this.sendPresence(notice.scope)
        return
      }
      case 'update': {
        const held = this.present.get(notice.scope)?.get(notice.connection_id)
        // Only the stream's own user moves its entry.
        if (!held?.local || held.entry.user_id !== notice.user_id) return
        held.entry = { ...held.entry, selected: notice.selected, typing: notice.typing }
        this.sendPresence(notice.scope)
        this.send({ kind: 'presence', scope: notice.scope, entry: held.entry })
        return
      }
      case 'leave':
        if (this.present.get(notice.scope)?.delete(notice.connection_id)) this.sendPresence(notice.scope)
    }
  }

  private entries(scope: string): Map<string, Present> {
    let map = this.present.get(scope)
    if (!map) this.present.set(scope, (map = new Map()))
    return map
  }

  private sendPresence(scope: string): void {
    const map = this.present.get(scope)
    const editors = map ? [...map.values()].map((p) => p.entry) : []
    if (map && map.size === 0) this.present.delete(scope)
    for (const l of this.listeners.get(scope) ?? []) l.presence(editors)
  }

  private send(notice: Notice): void {
    if (!this.transport) return
    try {
      this.transport.send(JSON.stringify({ from: this.serverId, notice }))
    } catch (error) {
      this.options.onError(error)
    }
  }

  /** Every ping: keep idle streams open, re-announce this server's entries, drop entries nobody announces any more. */
  private tick(): void {
    const now = this.options.now()
    for (const [scope, map] of [...this.present]) {
      let changed = false
      for (const [id, p] of map) {
        if (p.local) this.send({ kind: 'presence', scope, entry: p.entry })
        else if (p.expiresAt <= now) changed = map.delete(id)
      }
      if (changed) this.sendPresence(scope)
    }
    for (const set of this.listeners.values()) for (const listener of set) listener.ping()
  }
}
