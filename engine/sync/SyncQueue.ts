import { applyEntry } from '../commands/applyEntry'
import { EngineError } from '../EngineError'
import type { EditorState } from '../model/editorState'
import type { HistoryEntry } from '../history/HistoryEntry'
import { type EntryOrigin, callForEntry } from './callForEntry'
import type { Transport } from './Transport'

export type Result = { ok: true } | { ok: false; error: EngineError }

export interface SyncOp {
  id: number
  entry: HistoryEntry
  origin: EntryOrigin
  /** The history item this edit belongs to. */
  itemId: number
  settle(result: Result): void
}

export interface SyncQueueEvents {
  /** The optimistic state changed (an edit was applied, confirmed after reload, or rolled back). */
  local(state: EditorState): void
  pending(count: number): void
  /** These edits were rolled back: the server refused the first, the others no longer apply. */
  rolledBack(ops: SyncOp[], error: EngineError): void
}

/** SPEC.md §4: create, delete and copy of blocks reload the dialog data after confirmation. */
const needsReload = (entry: HistoryEntry) => entry.type === 'blocks' && (entry.change === 'create' || entry.change === 'delete')

const asEngineError = (error: unknown) =>
  error instanceof EngineError ? error : new EngineError('sync_failed', error instanceof Error ? error.message : 'Speichern fehlgeschlagen.')

/**
 * Optimistic sync as tldraw's sync client does it: the local state is the confirmed state with
 * the pending edits on top. Calls go out one at a time, in order. A failed call is dropped and the
 * remaining pending edits are re-applied on the confirmed state (rebase), instead of writing
 * old values back over newer edits.
 */
export class SyncQueue {
  private confirmed: EditorState
  private localState: EditorState
  private queue: SyncOp[] = []
  private sending = false
  private disposed = false

  constructor(
    initial: EditorState,
    private readonly transport: Transport,
    private readonly events: SyncQueueEvents,
    private readonly reload?: (confirmed: EditorState) => Promise<EditorState>,
  ) {
    this.confirmed = initial
    this.localState = initial
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

  /** Edge visibility and other local-only changes: applied to both states, never sent. */
  updateLocalOnly(change: (state: EditorState) => EditorState): void {
    this.confirmed = change(this.confirmed)
    this.localState = change(this.localState)
    this.events.local(this.localState)
  }

  dispose(): void {
    this.disposed = true
    for (const op of this.queue) op.settle({ ok: false, error: new EngineError('disposed', 'Der Editor wurde geschlossen.') })
    this.queue = []
  }

  private async pump(): Promise<void> {
    if (this.sending || this.disposed) return
    const op = this.queue[0]
    if (!op) return
    this.sending = true
    try {
      const after = applyEntry(this.confirmed, op.entry)
      await this.transport.send(callForEntry(op.entry, after, op.origin))
      if (this.disposed) return
      this.confirmed = after
      this.queue.shift()
      if (this.reload && needsReload(op.entry)) await this.reloadConfirmed()
      this.events.pending(this.queue.length)
      op.settle({ ok: true })
    } catch (error) {
      if (this.disposed) return
      this.rollback(op, asEngineError(error))
    } finally {
      this.sending = false
    }
    void this.pump()
  }

  private async reloadConfirmed(): Promise<void> {
    try {
      this.confirmed = await this.reload!(this.confirmed)
    } catch {
      // The edit itself was confirmed; a failed reload only means we keep our own projection.
      return
    }
    const dropped = this.rebase()
    if (dropped.length > 0) this.settleRolledBack(dropped, new EngineError('sync_failed', 'Änderung passt nicht mehr zum neu geladenen Dialog.'))
  }

  private rollback(failed: SyncOp, error: EngineError): void {
    this.queue = this.queue.filter((op) => op !== failed)
    const dropped = this.rebase()
    this.settleRolledBack([failed], error)
    if (dropped.length > 0) this.settleRolledBack(dropped, new EngineError('sync_failed', 'Änderung zurückgenommen, weil eine frühere fehlschlug.'))
  }

  private settleRolledBack(ops: SyncOp[], error: EngineError): void {
    this.events.pending(this.queue.length)
    this.events.rolledBack(ops, error)
    for (const op of ops) op.settle({ ok: false, error })
  }

  /** Re-applies the pending edits on the confirmed state; returns those that no longer apply. */
  private rebase(): SyncOp[] {
    let state = this.confirmed
    const kept: SyncOp[] = []
    const dropped: SyncOp[] = []
    for (const op of this.queue) {
      try {
        state = applyEntry(state, op.entry)
        kept.push(op)
      } catch {
        dropped.push(op)
      }
    }
    this.queue = kept
    this.localState = state
    this.events.local(state)
    return dropped
  }
}
