import { randomUUID } from 'node:crypto'
import type { ClosedEvent, OutsideEvent, PresenceBody, PresenceEvent, PresentEditor } from '@engine/api/coediting'
import type { z } from 'zod'
import { ApiError } from '../http/ApiError'
import { type Notice, Wire } from './notices'
import { presenceBudget } from './presenceBudget'

/** One open stream as the hub sees it (server/coediting/coeditingStream.ts). */
export interface CoeditingListener {
  connectionId: string
  userId: number
  /** An edit reaching `version` was committed, or (undefined) the log may have grown: read it. */
  version(version: number | undefined): void
  outside(what: z.infer<typeof OutsideEvent>['what']): void
  /** What changed in the scope's presence since the last flush, without the stream's own user's entries. */
  presence(delta: z.infer<typeof PresenceEvent>): void
  closed(code: z.infer<typeof ClosedEvent>['code']): void
  ping(): void
  /** Check the stream's access again (a `recheck` notice): end it with `closed` when it is gone. */
  recheck(): void
  /** The server shuts down: end without a `closed` event (the client reconnects to another server). */
  end(): void
}

/** How notices reach the other app servers (PostgreSQL NOTIFY, server/coediting/pgChannel.ts). */
export interface Transport {
  send(text: string): void
  close(): Promise<void>
}

export interface CoeditingOptions {
  /** `: ping` comment and presence re-announcement interval (LIVE_PING_MS). */
  pingMs: number
  /** A presence entry another server stops announcing is dropped this long after its last announcement (LIVE_PRESENCE_TTL_MS). */
  presenceTtlMs: number
  /** Presence changes of one dialog go out together, at most once per this interval (LIVE_PRESENCE_FLUSH_MS). */
  presenceFlushMs: number
  /** Open streams of one account on one dialog or multichat, per app server (LIVE_MAX_STREAMS_PER_DIALOG). */
  maxStreamsPerScope: number
  /** Open streams of one account on all dialogs and multichats together, per app server (LIVE_MAX_STREAMS_PER_ACCOUNT). */
  maxStreamsPerAccount: number
  /** A stream whose writes have not drained for this long is dropped (LIVE_DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number
  /** Presence calls per second naming one connection (an account: six times that), server/coediting/presenceBudget.ts. */
  maxPresenceCallsPerSecond: number
}

/**
 * docs/api/coediting.md "Limits": ten tabs of one dialog is more than anyone works with, thirty
 * streams cover a trainer with several dialogs and multichats open; a healthy client drains
 * every write within milliseconds, so 20 s without draining means nobody reads; the app sends
 * at most four presence calls a second per stream (src/features/configurator/coediting/presence.ts).
 */
export const DEFAULT_COEDITING: CoeditingOptions = {
  pingMs: 15_000,
  presenceTtlMs: 45_000,
  presenceFlushMs: 250,
  maxStreamsPerScope: 10,
  maxStreamsPerAccount: 30,
  drainTimeoutMs: 20_000,
  maxPresenceCallsPerSecond: 10,
}

/** The N+1st stream of an account: refused before anything is streamed. */
export class TooManyStreamsError extends ApiError {
  constructor() {
    super(
      429,
      'Zu viele offene Live-Verbindungen. Bitte schließen Sie andere Tabs mit diesem Dialog.',
      'too_many_streams',
    )
  }
}

interface Present {
  entry: PresentEditor
  /** Held by a stream of this server (announced by it, never expires here). */
  local: boolean
  expiresAt: number
}

/** A scope's presence: what is true now, what its streams were last told, and which entries differ. */
interface ScopePresence {
  now: Map<string, Present>
  shown: Map<string, PresentEditor>
  dirty: Set<string>
  timer: NodeJS.Timeout | undefined
}

type Delta = z.infer<typeof PresenceEvent>

/**
 * The in-process hub of co-editing (docs/design/coediting.md "Several app servers"): scope
 * (`survey:<id>`, `multichat:<id>`) -> open streams, and the presence list of each scope. A
 * notice is delivered to this server's streams at once and sent to the others through the
 * transport; notices from other servers arrive through `receive`. Presence changes are collected
 * per scope and sent as one delta per flush interval (docs/api/coediting.md "Presence").
 */
export class CoeditingHub {
  readonly serverId = randomUUID()
  private readonly listeners = new Map<string, Set<CoeditingListener>>()
  private readonly presence = new Map<string, ScopePresence>()
  /** Open streams per account and scope, for the caps. */
  private readonly streamsOf = new Map<number, Map<string, number>>()
  private readonly budget: ReturnType<typeof presenceBudget>
  private transport: Transport | undefined
  private readonly timer: NodeJS.Timeout
  readonly options: CoeditingOptions & { now: () => number; onError: (error: unknown) => void }

  constructor(options: Partial<CoeditingOptions> & { now: () => number; onError: (error: unknown) => void }) {
    this.options = { ...DEFAULT_COEDITING, ...options }
    this.budget = presenceBudget(this.options.maxPresenceCallsPerSecond)
    this.timer = setInterval(() => this.tick(), this.options.pingMs)
    this.timer.unref()
  }

  attach(transport: Transport): void {
    this.transport = transport
  }

  /**
   * Throws TooManyStreamsError when one more stream of this account in this scope would pass a
   * cap. The stream routes ask this before the role is read (server/routes/coediting/streamRoom.ts),
   * so a burst of refused streams costs no statement beyond the caller's identity; `join` asks again.
   */
  requireRoom(scope: string, userId: number): void {
    const perScope = this.streamsOf.get(userId)
    let total = 0
    for (const n of perScope?.values() ?? []) total += n
    if ((perScope?.get(scope) ?? 0) >= this.options.maxStreamsPerScope || total >= this.options.maxStreamsPerAccount)
      throw new TooManyStreamsError()
  }

  /**
   * A stream opens: it hears its scope's notices and its entry joins the presence list (with the
   * next flush). Throws TooManyStreamsError over a cap. Answers the presence list as its streams
   * were last told (others' entries only): the stream's `hello` carries it, and every delta after
   * it reaches this listener too.
   */
  join(
    scope: string,
    listener: CoeditingListener,
    entry: PresentEditor,
  ): { leave: () => void; editors: PresentEditor[] } {
    this.requireRoom(scope, listener.userId)
    const counts = this.streamsOf.get(listener.userId) ?? new Map<string, number>()
    counts.set(scope, (counts.get(scope) ?? 0) + 1)
    this.streamsOf.set(listener.userId, counts)

    let set = this.listeners.get(scope)
    if (!set) this.listeners.set(scope, (set = new Set()))
    set.add(listener)
    const p = this.scopePresence(scope)
    const editors = [...p.shown.values()].filter((e) => e.user_id !== listener.userId)
    p.now.set(entry.connection_id, { entry, local: true, expiresAt: Infinity })
    this.touch(scope, entry.connection_id)
    let joined = true
    const leave = () => {
      if (!joined) return
      joined = false
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(scope)
      const left = (counts.get(scope) ?? 1) - 1
      if (left > 0) counts.set(scope, left)
      else counts.delete(scope)
      if (counts.size === 0) this.streamsOf.delete(listener.userId)
      this.publish({ kind: 'leave', scope, connection_id: entry.connection_id })
    }
    return { leave, editors }
  }

  publish(notice: Notice): void {
    this.deliver(notice)
    this.send(notice)
  }

  /**
   * A presence call: applied here when this server holds the stream, else by the server that
   * does. Throws PresenceFloodError past the per-connection bound (server/coediting/presenceBudget.ts).
   */
  updatePresence(scope: string, userId: number, body: PresenceBody): void {
    this.budget.take(userId, body.connection_id, this.options.now())
    const notice: Notice = { kind: 'update', scope, user_id: userId, ...body }
    if (this.presence.get(scope)?.now.get(body.connection_id)?.local) this.deliver(notice)
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
    for (const p of this.presence.values()) clearTimeout(p.timer)
    this.presence.clear()
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
        const known = this.presence.get(notice.scope)?.now.get(notice.entry.connection_id)
        if (known?.local) return
        const expiresAt = this.options.now() + this.options.presenceTtlMs
        this.scopePresence(notice.scope).now.set(notice.entry.connection_id, {
          entry: notice.entry,
          local: false,
          expiresAt,
        })
        if (!known || !sameEntry(known.entry, notice.entry)) this.touch(notice.scope, notice.entry.connection_id)
        return
      }
      case 'update': {
        const held = this.presence.get(notice.scope)?.now.get(notice.connection_id)
        // Only the stream's own user moves its entry.
        if (!held?.local || held.entry.user_id !== notice.user_id) return
        const entry = { ...held.entry, selected: notice.selected, typing: notice.typing }
        if (sameEntry(entry, held.entry)) return
        held.entry = entry
        this.touch(notice.scope, notice.connection_id)
        return
      }
      case 'leave':
        if (this.presence.get(notice.scope)?.now.delete(notice.connection_id))
          this.touch(notice.scope, notice.connection_id)
    }
  }

  private scopePresence(scope: string): ScopePresence {
    let p = this.presence.get(scope)
    if (!p) this.presence.set(scope, (p = { now: new Map(), shown: new Map(), dirty: new Set(), timer: undefined }))
    return p
  }

  /** An entry changed: it goes out with the scope's next flush, which is scheduled if none is. */
  private touch(scope: string, connectionId: string): void {
    const p = this.scopePresence(scope)
    p.dirty.add(connectionId)
    if (p.timer) return
    p.timer = setTimeout(() => this.flush(scope), this.options.presenceFlushMs)
    p.timer.unref()
  }

  /**
   * One delta per scope and interval, whatever happened in it: an entry that joined and left
   * within it is never sent, one that changed ten times is sent once with its last state. Local
   * entries are announced to the other servers here too, so a presence flood costs one NOTIFY
   * per entry and interval. A stream never hears its own user's entries (the app leaves them out,
   * src/features/configurator/presence/othersOf.ts), so one account's many streams cost nothing
   * per join: opening n streams sends O(n) bytes.
   */
  private flush(scope: string): void {
    const p = this.presence.get(scope)
    if (!p) return
    p.timer = undefined
    const joined: PresentEditor[] = []
    const changed: PresentEditor[] = []
    const left: PresentEditor[] = []
    for (const id of p.dirty) {
      const current = p.now.get(id)
      const before = p.shown.get(id)
      if (current?.local) this.send({ kind: 'presence', scope, entry: current.entry })
      if (current && !before) joined.push(current.entry)
      else if (current && before && !sameEntry(current.entry, before)) changed.push(current.entry)
      else if (!current && before) left.push(before)
      if (current) p.shown.set(id, current.entry)
      else p.shown.delete(id)
    }
    p.dirty.clear()
    if (p.now.size === 0 && p.shown.size === 0) this.presence.delete(scope)
    if (joined.length + changed.length + left.length === 0) return
    const users = new Set([...joined, ...changed, ...left].map((e) => e.user_id))
    const deltaFor = new Map<number | null, Delta>()
    const build = (without: number | null): Delta => {
      let delta = deltaFor.get(without)
      if (!delta) {
        const keep = (e: PresentEditor) => e.user_id !== without
        delta = {
          joined: joined.filter(keep),
          changed: changed.filter(keep),
          left: left.filter(keep).map((e) => e.connection_id),
        }
        deltaFor.set(without, delta)
      }
      return delta
    }
    for (const l of this.listeners.get(scope) ?? []) {
      // One delta object for every listener whose user is not in it: coeditingStream turns it into JSON once.
      const delta = build(users.has(l.userId) ? l.userId : null)
      if (delta.joined.length + delta.changed.length + delta.left.length > 0) l.presence(delta)
    }
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
    for (const [scope, p] of [...this.presence]) {
      for (const [id, present] of p.now) {
        if (present.local) this.send({ kind: 'presence', scope, entry: present.entry })
        else if (present.expiresAt <= now) {
          p.now.delete(id)
          this.touch(scope, id)
        }
      }
    }
    this.budget.sweep(now)
    for (const set of this.listeners.values()) for (const listener of set) listener.ping()
  }
}

function sameEntry(a: PresentEditor, b: PresentEditor): boolean {
  return (
    a.selected === b.selected &&
    a.typing?.block === b.typing?.block &&
    a.typing?.key === b.typing?.key &&
    a.name === b.name &&
    a.color === b.color &&
    a.user_id === b.user_id
  )
}
