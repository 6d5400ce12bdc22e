import { applyEntry } from '../commands/applyEntry'
import { EngineError } from '../EngineError'
import type { EditorState } from '../model/editorState'
import type { HistoryEntry } from '../history/HistoryEntry'
import { callForEntry } from './callForEntry'
import { answeredVersion, isVersionedEntry, withExpectedVersion } from './expectedVersion'
import { isStaleVersion } from './isStaleVersion'
import { rebasePending } from './rebasePending'
import type { Result, SyncOp } from './SyncOp'
import type { Transport } from './Transport'

export interface SyncQueueEvents {
  /** The optimistic state changed (an edit was applied, confirmed after reload, or rolled back). */
  local(state: EditorState): void
  pending(count: number): void
  /** These edits were rolled back: the server refused the first, the others no longer apply. */
  rolledBack(ops: SyncOp[], error: EngineError): void
  /** A reload put another editor's edits under this pending edit; `before` is its entry until then. */
  rebased?(op: SyncOp, before: HistoryEntry): void
  /** A reload brought another editor's edits: `local` is the state with them. */
  foreignEdits?(local: EditorState): void
}

/** What a reload answers: the server's state and, if it tells, the dialog's version. */
export interface Loaded {
  state: EditorState
  version?: number | undefined
}

export interface SyncQueueOptions {
  reload?: (confirmed: EditorState) => Promise<Loaded>
  /**
   * The loaded dialog's version. Only with `reload` is it sent as `expected_version`: a refused
   * edit must be rebased on a fresh load, and without one a conflict could only lose the edit.
   */
  version?: number | undefined
}

/** docs/product/states.md: create, delete and copy of blocks reload the dialog data after confirmation. */
const needsReload = (entry: HistoryEntry) =>
  entry.type === 'blocks' && (entry.change === 'create' || entry.change === 'delete')

/** Consecutive conflicts of one edit before it is given up: bounds a livelock with a busy co-editor. */
const MAX_CONFLICTS = 5

const asEngineError = (error: unknown) =>
  error instanceof EngineError
    ? error
    : new EngineError('sync_failed', error instanceof Error ? error.message : 'Speichern fehlgeschlagen.')

const conflictError = () =>
  new EngineError(
    'edit_conflict',
    'Jemand anderes hat den Dialog inzwischen geändert, und diese Änderung passt nicht mehr dazu.',
  )

/**
 * Optimistic sync as tldraw's sync client does it: the local state is the confirmed state with
 * the pending edits on top. Calls go out one at a time, in order, each with the version the
 * previous one answered. A failed call is dropped and the remaining pending edits are
 * re-applied on the confirmed state (rebase), instead of writing old values back over newer
 * edits. A stale version (another editor saved first) reloads the confirmed state and rebases
 * every pending edit, the refused one included, on top of it before sending again.
 */
export class SyncQueue {
  private confirmed: EditorState
  private localState: EditorState
  private version: number | undefined
  private queue: SyncOp[] = []
  private refreshes: ((result: Result) => void)[] = []
  /** Stale-version refusals per edit, counted until it is accepted or given up. */
  private readonly conflicts = new WeakMap<SyncOp, number>()
  private sending = false
  private disposed = false
  private readonly reload: SyncQueueOptions['reload']

  constructor(
    initial: EditorState,
    private readonly transport: Transport,
    private readonly events: SyncQueueEvents,
    options: SyncQueueOptions = {},
  ) {
    this.confirmed = initial
    this.localState = initial
    this.reload = options.reload
    this.version = options.reload ? options.version : undefined
  }

  get local(): EditorState {
    return this.localState
  }

  get pendingOps(): readonly SyncOp[] {
    return this.queue
  }

  /** Applies the entry locally (throws EngineError if it does not apply) and queues its call. */
  enqueue(op: Omit<SyncOp, 'settle'> & Partial<Pick<SyncOp, 'settle'>>): Promise<Result> {
    const next = applyEntry(this.localState, op.entry)
    return new Promise<Result>((resolve) => {
      this.queue.push({ ...op, settle: resolve })
      this.localState = next
      this.events.local(next)
      this.events.pending(this.queue.length)
      void this.pump()
    })
  }

  /** Fetches the dialog again between two calls, so other editors' edits show; pending edits are rebased. */
  refresh(): Promise<Result> {
    if (!this.reload || this.disposed)
      return Promise.resolve({
        ok: false,
        error: new EngineError('sync_failed', 'Der Dialog kann hier nicht neu geladen werden.'),
      })
    return new Promise<Result>((resolve) => {
      this.refreshes.push(resolve)
      void this.pump()
    })
  }

  /** Edge visibility and other local-only changes: applied to both states, never sent. */
  updateLocalOnly(change: (state: EditorState) => EditorState): void {
    this.confirmed = change(this.confirmed)
    this.localState = change(this.localState)
    this.events.local(this.localState)
  }

  dispose(): void {
    this.disposed = true
    const error = new EngineError('disposed', 'Der Editor wurde geschlossen.')
    for (const op of this.queue) op.settle({ ok: false, error })
    for (const resolve of this.refreshes.splice(0)) resolve({ ok: false, error })
    this.queue = []
  }

  private async pump(): Promise<void> {
    if (this.sending || this.disposed) return
    this.sending = true
    try {
      while (!this.disposed) {
        if (this.refreshes.length > 0) {
          const waiting = this.refreshes.splice(0)
          const result = await this.reloadConfirmed()
          for (const resolve of waiting) resolve(result)
          continue
        }
        const op = this.queue[0]
        if (!op) break
        await this.send(op)
      }
    } finally {
      this.sending = false
    }
  }

  private async send(op: SyncOp): Promise<void> {
    try {
      const after = applyEntry(this.confirmed, op.entry)
      const answer = await this.transport.send(
        withExpectedVersion(callForEntry(op.entry, after, op.origin), op.entry, this.version),
      )
      if (this.disposed) return
      this.confirmed = after
      // Unknown after an answer without a version: better unversioned than refused forever.
      if (this.version !== undefined && isVersionedEntry(op.entry)) this.version = answeredVersion(answer)
      this.queue.shift()
      if (this.reload && needsReload(op.entry)) await this.reloadConfirmed()
      this.events.pending(this.queue.length)
      op.settle({ ok: true })
    } catch (error) {
      if (this.disposed) return
      if (this.reload && isStaleVersion(error) && this.conflict(op) <= MAX_CONFLICTS) {
        const reloaded = await this.reloadConfirmed()
        if (reloaded.ok || this.disposed) return
      }
      this.rollback(op, asEngineError(error))
    }
  }

  /**
   * Replaces the confirmed state with the server's and rebases the pending edits. Those that no
   * longer apply are dropped, as `edit_conflict` when other editors' edits came in.
   */
  private async reloadConfirmed(): Promise<Result> {
    let loaded: Loaded
    try {
      loaded = await this.reload!(this.confirmed)
    } catch (error) {
      // We keep our own projection; after a conflict the caller then rolls the refused edit back.
      return { ok: false, error: asEngineError(error) }
    }
    if (this.disposed) return { ok: true }
    const foreign = this.version !== undefined && loaded.version !== this.version
    this.confirmed = loaded.state
    this.version = loaded.version
    const gone = this.rebase(foreign)
    if (gone.length > 0)
      this.settleRolledBack(
        gone,
        foreign
          ? conflictError()
          : new EngineError('sync_failed', 'Änderung passt nicht mehr zum neu geladenen Dialog.'),
      )
    if (foreign) this.events.foreignEdits?.(this.localState)
    return { ok: true }
  }

  /** Counts one more conflict of this edit; returns how many it had. */
  private conflict(op: SyncOp): number {
    const count = (this.conflicts.get(op) ?? 0) + 1
    this.conflicts.set(op, count)
    return count
  }

  private rollback(failed: SyncOp, error: EngineError): void {
    this.queue = this.queue.filter((op) => op !== failed)
    const dropped = this.rebase(false)
    this.settleRolledBack([failed], error)
    if (dropped.length > 0)
      this.settleRolledBack(
        dropped,
        new EngineError('sync_failed', 'Änderung zurückgenommen, weil eine frühere fehlschlug.'),
      )
  }

  private settleRolledBack(ops: SyncOp[], error: EngineError): void {
    this.events.pending(this.queue.length)
    this.events.rolledBack(ops, error)
    for (const op of ops) op.settle({ ok: false, error })
  }

  /** Re-applies the pending edits on the confirmed state (rebasePending); returns those that no longer apply. */
  private rebase(onForeign: boolean): SyncOp[] {
    const { state, kept, dropped } = rebasePending(this.confirmed, this.queue, onForeign, (op, before) =>
      this.events.rebased?.(op, before),
    )
    this.queue = kept
    this.localState = state
    this.events.local(state)
    return dropped
  }
}
