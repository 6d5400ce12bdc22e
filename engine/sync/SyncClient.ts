import { z } from 'zod'
import type { ChangesEvent } from '../api/coediting'
import { ChangeResponse } from '../api/editing'
import { SurveyEvent } from '../api/surveys'
import { applyChange, holdsChange, rebaseChange } from '../changes/apply'
import { type Change, type Document, GONE } from '../changes/Change'
import { parseChange } from '../changes/schema'
import { EngineError } from '../EngineError'
import { sameValue } from '../model/sameValue'
import { isStaleVersion } from './isStaleVersion'
import type { Result } from './Result'
import type { Transport } from './Transport'
import { bumpsVersion, callOf, settledBy } from './changeCalls'
import { isLostAnswer } from './transportError'

/**
 * What a pending change comes from, as its sender made it (an edit, an undo or redo of a history
 * step: sync does not know). Sync asks it one thing, on every rebase: `rederive`.
 */
export interface Origin<O> {
  /**
   * The change built again on `doc`, the confirmed document with the pending changes before this
   * one (a copy of a block takes what the block holds now; an undo is derived from its step as it
   * is now). Undefined: nothing is left to apply, and the change is dropped; an EngineError: dropped
   * with it. Without `rederive` the pending change is rebased as it is. `current`: the pending
   * change as it reads now. `dropped`: the changes this rebase dropped so far (they are reported
   * once it is done), which nothing may be derived from.
   */
  rederive?(doc: Document, dropped: readonly Pending<O>[], current: Change): Change | EngineError | undefined
}

export interface Pending<O> {
  /** The idempotency key: resent after a lost answer, the server applies it once. */
  readonly id: string
  change: Change
  readonly origin: O
  attempts: number
  conflicts: number
  settle(result: Result): void
}

/**
 * What sync tells, in order, on one stream (SyncClient.subscribe); the history is one listener
 * and never changes the document itself.
 * - `submitted`: a change of mine is pending (before anyone sees the new document);
 * - `local`: the local document is now `doc`; `pending`: so many changes are on their way;
 * - `rebased`: a pending change was made to apply on a new confirmed state (others' changes, a refusal);
 * - `confirmed`: the server accepted it; `resolved` is the change as the server applied it;
 * - `refused`: it is gone: refused by the server (`by` 'server', before the rest is rebased
 *   without it), or dropped by a rebase ('rebase': nothing left to apply, or derived from what is gone).
 */
export type SyncEvent<D, O> =
  | { readonly type: 'submitted'; readonly pending: Pending<O> }
  | { readonly type: 'local'; readonly doc: D }
  | { readonly type: 'pending'; readonly count: number }
  | { readonly type: 'rebased'; readonly pending: Pending<O> }
  | { readonly type: 'confirmed'; readonly pending: Pending<O>; readonly resolved: Change }
  | {
      readonly type: 'refused'
      readonly pending: Pending<O>
      readonly error: EngineError
      readonly by: 'server' | 'rebase'
    }

export interface SyncOptions<D extends Document> {
  surveyId: string
  transport: Transport
  /** The confirmed dialog's version; with it, versioned changes carry `expected_version`. */
  version?: number | undefined
  /** Fetches the whole dialog: the fallback when the edit log cannot be read. */
  load?: () => Promise<{ doc: D; version?: number | undefined }>
}

/**
 * What the app knows of its connection (docs/engine.md, "ConnectionState"): `offline` holds pending
 * changes back (nothing is sent, no resend is counted); `online` and `connecting` send.
 */
export type ConnectionState = 'online' | 'connecting' | 'offline'

/** Consecutive version conflicts of one change before it is given up: bounds a livelock with a busy colleague. */
const MAX_CONFLICTS = 5
/** Resends of a change whose answer was lost, before the edit log decides. */
const MAX_RESENDS = 2

/**
 * The answer of POST /changes (engine/api ChangeResponse), read leniently: an older server sends
 * no version, and the change is read on its own (parseChange), so a change the engine cannot read
 * does not cost the version.
 */
const Answer = ChangeResponse.pick({ version: true, replayed: true }).partial()

/** The server's page size of GET /api/surveys/{id}/events. */
const EVENTS_PAGE = 1000

/** A page of GET /events (engine/api SurveyEventsResponse), with the fields catching up reads. */
const EventPage = z.object({
  events: z.array(SurveyEvent.pick({ version: true, change_id: true, changes: true })),
  /** A page cut short for its bytes says so; absent (an older server), a page short of full is the end. */
  more: z.boolean().optional(),
})

/** A failed call as the engine reports it; the call's error stays its `cause` (the UI explains it by its code). */
export const asEngineError = (error: unknown) =>
  error instanceof EngineError
    ? error
    : Object.assign(
        new EngineError('sync_failed', error instanceof Error ? error.message : 'Speichern fehlgeschlagen.'),
        { cause: error },
      )

export const conflictError = () =>
  new EngineError(
    'edit_conflict',
    'Jemand anderes hat den Dialog inzwischen geändert, und diese Änderung passt nicht mehr dazu.',
  )

/** Still no answer after resending, and the edit log does not have it either. */
const lostError = (error: unknown) =>
  new EngineError(
    'sync_failed',
    `Verbindung unterbrochen; die Änderung wurde nicht gespeichert.${error instanceof Error && error.message ? ` (${error.message})` : ''}`,
  )

export const disposedError = () =>
  new EngineError('disposed', 'Der Editor wurde geschlossen; Änderungen sind nicht mehr möglich.')

/**
 * Optimistic sync as tldraw's TLSyncClient does it: the local document is the confirmed one with
 * the pending changes on top. Changes go out one at a time, in order. An answer, a refusal or
 * others' changes (read from the edit log) move the confirmed document, and `rebasePending` is
 * the one place where pending changes are made to fit it again; history is told, never repaired.
 */
export class SyncClient<D extends Document, O extends Origin<O>> {
  private confirmed: D
  private localDoc: D
  private version: number | undefined
  private pendingList: Pending<O>[] = []
  private refreshes: ((result: Result) => void)[] = []
  private incoming: { event: ChangesEvent; done: () => void }[] = []
  private connection: ConnectionState = 'online'
  /** Back online: read the edit log before the next send (what was saved meanwhile, and by whom). */
  private resync = false
  private sending = false
  private disposed = false

  private listeners: ((event: SyncEvent<D, O>) => void)[] = []

  constructor(
    initial: D,
    private readonly options: SyncOptions<D>,
  ) {
    this.confirmed = initial
    this.localDoc = initial
    this.version = options.version
  }

  /** Listens to what happens, in order; listeners hear each event in the order they subscribed. Returns the unsubscribe. */
  subscribe(listener: (event: SyncEvent<D, O>) => void): () => void {
    this.listeners = [...this.listeners, listener]
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener)
    }
  }

  private emit(event: SyncEvent<D, O>): void {
    for (const listener of this.listeners) listener(event)
  }

  get local(): D {
    return this.localDoc
  }

  get pending(): readonly Pending<O>[] {
    return this.pendingList
  }

  /** The version of the confirmed document: a co-editing stream reconnects after it. */
  get confirmedVersion(): number | undefined {
    return this.version
  }

  /**
   * A saved edit from the co-editing stream (docs/design/coediting.md). Queued behind a change in
   * flight, so an answer and the stream are never taken out of order; resolves once it is taken.
   */
  receive(event: ChangesEvent): Promise<void> {
    if (this.disposed) return Promise.resolve()
    return new Promise<void>((done) => {
      this.incoming.push({ event, done })
      void this.pump()
    })
  }

  setConnection(state: ConnectionState): void {
    if (this.disposed || state === this.connection) return
    const was = this.connection
    this.connection = state
    if (was === 'offline') {
      this.resync = true
      void this.pump()
    }
  }

  /**
   * Applies `change` locally (throws EngineError when it does not apply, and nothing changed),
   * tells `submitted` before anyone sees the new document, and sends it.
   */
  submit(change: Change, origin: O, id: string): Promise<Result> {
    const next = applyChange(this.localDoc, change)
    return new Promise<Result>((settle) => {
      const p: Pending<O> = { id, change, origin, attempts: 0, conflicts: 0, settle }
      this.pendingList.push(p)
      this.emit({ type: 'submitted', pending: p })
      this.localDoc = next
      this.emit({ type: 'local', doc: next })
      this.emit({ type: 'pending', count: this.pendingList.length })
      void this.pump()
    })
  }

  /** Brings others' changes in between two saves (the edit log, else a full load). */
  refresh(): Promise<Result> {
    return new Promise<Result>((resolve) => {
      this.refreshes.push(resolve)
      void this.pump()
    })
  }

  /** View preferences and other local-only state: applied to both documents, never sent. */
  updateLocalOnly(change: (doc: D) => D): void {
    this.confirmed = change(this.confirmed)
    this.localDoc = change(this.localDoc)
    this.emit({ type: 'local', doc: this.localDoc })
  }

  dispose(): void {
    this.disposed = true
    const error = disposedError()
    for (const { done } of this.incoming.splice(0)) done()
    for (const p of this.pendingList.splice(0)) p.settle({ ok: false, error })
    for (const resolve of this.refreshes.splice(0)) resolve({ ok: false, error })
  }

  private async pump(): Promise<void> {
    if (this.sending || this.disposed) return
    this.sending = true
    try {
      while (!this.disposed) {
        if (this.refreshes.length > 0) {
          const waiting = this.refreshes.splice(0)
          const result = await this.refreshAll()
          for (const resolve of waiting) resolve(result)
          continue
        }
        if (this.incoming.length > 0) {
          const { event, done } = this.incoming.shift() as (typeof this.incoming)[number]
          try {
            await this.take(event)
          } finally {
            done()
          }
          continue
        }
        const head = this.pendingList[0]
        if (!head || this.connection === 'offline') break
        if (this.resync) {
          this.resync = false
          if (this.version !== undefined) await this.catchUpFromLog()
          continue
        }
        await this.send(head)
      }
    } finally {
      this.sending = false
    }
  }

  private versioned(change: Change): boolean {
    return bumpsVersion(change) && this.version !== undefined
  }

  private async send(p: Pending<O>): Promise<void> {
    const versioned = bumpsVersion(p.change)
    const call = callOf(p.change, {
      surveyId: this.options.surveyId,
      changeId: p.id,
      expectedVersion: this.versioned(p.change) ? this.version : undefined,
    })
    let answer: unknown
    try {
      answer = await this.options.transport.send(call)
    } catch (error) {
      if (this.disposed || this.pendingList[0] !== p) return
      if (isStaleVersion(error)) {
        if (++p.conflicts > MAX_CONFLICTS) return this.refuse(p, conflictError())
        const caught = await this.catchUp()
        if (!caught.ok && this.pendingList[0] === p) this.refuse(p, asEngineError(error))
        return
      }
      // The server answered: its transaction left nothing behind.
      const refusal = !isLostAnswer(error)
      // Known offline: the change waits for the connection, and no resend is counted.
      if (!refusal && this.connection === 'offline') return
      if (refusal) {
        const code = (error as { code?: unknown }).code
        if (typeof code === 'string' && settledBy(p.change, code)) return this.settleConfirmed(p, p.change, true)
        // Unless an earlier send of this change lost its answer: that one may have been applied,
        // and a refusal of the resend does not say otherwise. Only a resend (answered from the
        // edit log) or the log itself can tell, as for a lost answer.
        if (!versioned || p.attempts === 0) return this.refuse(p, asEngineError(error))
      }
      // No answer: the server may or may not have applied it. Resend under the same id (it
      // applies a change once); then let the edit log decide.
      if (versioned && ++p.attempts <= MAX_RESENDS) return
      if (versioned && this.version !== undefined) {
        await this.catchUp(p)
        if (this.disposed || !this.pendingList.includes(p)) return
      }
      return this.refuse(p, versioned && !refusal ? lostError(error) : asEngineError(error))
    }
    if (this.disposed || this.pendingList[0] !== p) return
    await this.confirm(p, answer)
  }

  private async confirm(p: Pending<O>, answer: unknown): Promise<void> {
    const parsed = Answer.safeParse(answer)
    const { version, replayed } = parsed.success ? parsed.data : {}
    const change = typeof answer === 'object' && answer !== null ? (answer as { change?: unknown }).change : undefined
    let resolved = p.change
    if (change !== undefined) {
      try {
        const parsed = parseChange(change)
        // Usually the server applied exactly what was sent: keep the object, so nothing is rebased.
        if (!sameValue(parsed, p.change)) resolved = parsed
      } catch {
        // An answer without a usable change: ours is what the server applied.
      }
    }
    if (this.versioned(p.change)) {
      if (version === undefined) {
        // An older server that does not count: unversioned from now on, rather than refused forever.
        this.version = undefined
      } else if (replayed && version <= (this.version as number)) {
        // Applied before, and already in the confirmed document (a catch-up read it).
        return this.settleConfirmed(p, resolved, false)
      } else if (version !== (this.version as number) + 1) {
        // Others' changes landed first. This one is saved; the edit log has them, and it too.
        this.pendingList = this.pendingList.filter((q) => q !== p)
        this.emit({ type: 'confirmed', pending: p, resolved: resolved })
        const caught = await this.catchUp()
        if (!caught.ok && !this.disposed) {
          // Best effort until the next conflict brings the rest.
          try {
            this.confirmed = applyChange(this.confirmed, resolved)
          } catch {
            // Left to the next catch-up.
          }
          this.version = version
          this.rebasePending(false)
        }
        this.emit({ type: 'pending', count: this.pendingList.length })
        p.settle({ ok: true })
        return
      } else {
        this.version = version
      }
    }
    this.settleConfirmed(p, resolved, true)
  }

  private settleConfirmed(p: Pending<O>, resolved: Change, apply: boolean): void {
    this.pendingList = this.pendingList.filter((q) => q !== p)
    if (apply && resolved === p.change && this.pendingList.length === 0) {
      // The local document is the confirmed one with exactly this change on top: it is the new
      // confirmed one (no second copy of the blocks, and later rebases start from shared tables).
      this.confirmed = this.localDoc
    } else if (apply) {
      try {
        this.confirmed = applyChange(this.confirmed, resolved)
      } catch {
        // The server applied what no longer fits here: only a full load can tell the truth.
        void this.refresh()
      }
    }
    this.emit({ type: 'confirmed', pending: p, resolved: resolved })
    // The local document already holds the change as it was sent; only a different answer moves it.
    if (!apply || resolved !== p.change) this.rebasePending(false)
    this.emit({ type: 'pending', count: this.pendingList.length })
    p.settle({ ok: true })
  }

  private refuse(p: Pending<O>, error: EngineError): void {
    this.pendingList = this.pendingList.filter((q) => q !== p)
    this.emit({ type: 'refused', pending: p, error, by: 'server' })
    this.rebasePending(false)
    this.emit({ type: 'pending', count: this.pendingList.length })
    p.settle({ ok: false, error })
  }

  /**
   * Reads others' changes since our version from the edit log and applies them to the confirmed
   * document; an entry with a pending change's id is that change, confirmed (its answer was lost).
   * Falls back to a full load when the log cannot be read.
   */
  private async catchUp(lost?: Pending<O>): Promise<Result> {
    if (this.version !== undefined) {
      const caught = await this.catchUpFromLog()
      if (this.disposed) return { ok: false, error: disposedError() }
      if (caught) return { ok: true }
    }
    return this.fullReload(lost)
  }

  /** The edit log part of a catch-up; false when the log cannot be read (nothing changed then). */
  private async catchUpFromLog(): Promise<boolean> {
    if (this.version === undefined) return false
    const read = await this.readLog(this.version)
    if (this.disposed || !read) return false
    const { doc, version, own } = read
    this.confirmed = doc
    this.version = version
    for (const [p, resolved] of own) this.settleOwn(p, resolved)
    this.rebasePending(true)
    this.emit({ type: 'pending', count: this.pendingList.length })
    return true
  }

  /** A pending change found saved in the log or the stream: confirmed, already in the confirmed document. */
  private settleOwn(p: Pending<O>, resolved: Change): void {
    this.pendingList = this.pendingList.filter((q) => q !== p)
    this.emit({ type: 'confirmed', pending: p, resolved: resolved })
    p.settle({ ok: true })
  }

  /**
   * One event of the co-editing stream: the next version is applied to the confirmed document (a
   * pending change's own event confirms it, as the log does) and what is pending is rebased; an
   * old or repeated version is ignored (an answer or a catch-up brought it already); a gap is
   * filled from the edit log.
   */
  private async take(event: ChangesEvent): Promise<void> {
    if (this.version === undefined || event.version <= this.version) return
    if (event.version !== this.version + 1) {
      await this.catchUp()
      return
    }
    const changes = event.changes as Change[]
    let doc = this.confirmed
    try {
      for (const c of changes) doc = applyChange(doc, c)
    } catch {
      // What the server applied does not fit here: the log (or a full load) tells the truth.
      await this.catchUp()
      return
    }
    this.confirmed = doc
    this.version = event.version
    const own = event.change_id ? this.pendingList.find((q) => q.id === event.change_id) : undefined
    if (own && changes[0]) this.settleOwn(own, changes[0])
    this.rebasePending(true)
    this.emit({ type: 'pending', count: this.pendingList.length })
  }

  /**
   * A refresh: first the edit log (it tells which pending changes the server already has), then,
   * where the editor can load, the whole dialog, because triggers and training examples live
   * outside the dialog's log. Nothing is in flight between two sends, so every change still
   * pending is one the loaded dialog does not hold.
   */
  private async refreshAll(): Promise<Result> {
    if (!this.options.load) return this.catchUp()
    if (this.version !== undefined) await this.catchUp()
    if (this.disposed) return { ok: false, error: disposedError() }
    return this.fullReload()
  }

  private async readLog(after: number): Promise<{ doc: D; version: number; own: [Pending<O>, Change][] } | undefined> {
    let doc = this.confirmed
    let version = after
    const own: [Pending<O>, Change][] = []
    try {
      for (;;) {
        const page = EventPage.parse(
          await this.options.transport.send({
            method: 'GET',
            path: `/api/surveys/${encodeURIComponent(this.options.surveyId)}/events?after_version=${version}`,
          }),
        )
        const start = version
        for (const row of page.events) {
          // Rows from before changes were logged cannot be replayed: load instead.
          if (row.version === null || !row.changes) return undefined
          if (row.version <= version) continue
          // Checked by the page's schema: the shape is the union (parseChange makes the same cast).
          const changes = row.changes as Change[]
          for (const c of changes) doc = applyChange(doc, c)
          version = row.version
          const p = row.change_id ? this.pendingList.find((q) => q.id === row.change_id) : undefined
          if (p && changes[0]) own.push([p, changes[0]])
        }
        // The last page says so (`more`; or is short of full); a page that brought nothing new ends it
        // too (a server ignoring after_version).
        if (!(page.more ?? page.events.length >= EVENTS_PAGE) || version === start) break
      }
    } catch {
      return undefined
    }
    return { doc, version, own }
  }

  /**
   * Loads the whole dialog. `lost`: a change whose answer was lost and the edit log could not be
   * read: the server may have applied it, and only the loaded document can tell. When it shows the
   * change's result, the change is confirmed (its undo step stays); otherwise it is still pending
   * here, and its sender refuses it.
   */
  private async fullReload(lost?: Pending<O>): Promise<Result> {
    const load = this.options.load
    if (!load)
      return { ok: false, error: new EngineError('sync_failed', 'Der Dialog kann hier nicht neu geladen werden.') }
    let loaded: Awaited<ReturnType<typeof load>>
    try {
      loaded = await load()
    } catch (error) {
      return { ok: false, error: asEngineError(error) }
    }
    if (this.disposed) return { ok: false, error: disposedError() }
    this.confirmed = loaded.doc
    this.version = loaded.version
    if (lost && this.pendingList[0] === lost && holdsChange(loaded.doc, lost.change)) {
      this.pendingList = this.pendingList.slice(1)
      this.emit({ type: 'confirmed', pending: lost, resolved: lost.change })
      lost.settle({ ok: true })
    }
    this.rebasePending(true)
    this.emit({ type: 'pending', count: this.pendingList.length })
    return { ok: true }
  }

  /**
   * Makes every pending change fit the confirmed document again, in order (tldraw's rebase): each
   * is rebased, after its origin built it again where it can (`Origin.rederive`). What no longer applies
   * is dropped, and nothing built on a refused change survives, because later changes are read
   * from a document without it.
   */
  private rebasePending(foreign: boolean): void {
    let doc = this.confirmed
    const kept: Pending<O>[] = []
    const dropped: [Pending<O>, EngineError][] = []
    for (const p of this.pendingList) {
      const source = p.origin.rederive
        ? p.origin.rederive(
            doc,
            dropped.map(([q]) => q),
            p.change,
          )
        : p.change
      if (source === undefined || source instanceof EngineError) {
        dropped.push([p, source ?? droppedError(foreign)])
        continue
      }
      const rebased = rebaseChange(source, doc)
      if (rebased === GONE) {
        dropped.push([p, droppedError(foreign)])
        continue
      }
      let next: D
      try {
        next = applyChange(doc, rebased)
      } catch (error) {
        dropped.push([p, foreign ? conflictError() : asEngineError(error)])
        continue
      }
      doc = next
      kept.push(p)
      if (rebased !== p.change) {
        p.change = rebased
        this.emit({ type: 'rebased', pending: p })
      }
    }
    this.pendingList = kept
    this.localDoc = doc
    this.emit({ type: 'local', doc })
    for (const [p, error] of dropped) {
      this.emit({ type: 'refused', pending: p, error, by: 'rebase' })
      p.settle({ ok: false, error })
    }
  }
}

const droppedError = (foreign: boolean) =>
  foreign ? conflictError() : new EngineError('sync_failed', 'Änderung zurückgenommen, weil eine frühere fehlschlug.')
