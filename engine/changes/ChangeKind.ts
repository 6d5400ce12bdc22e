import type { EngineErrorCode } from '../EngineError'
import type { EntryChange, EntryType } from '../history/HistoryEntry'
import type { TransportCall } from '../sync/Transport'
import type { Change, Conflict, Document, Gone } from './Change'

/** Where a change's call goes and what it names. */
export interface CallContext {
  readonly surveyId: string
  /** The idempotency key: the same change sent again after a lost answer is applied once. */
  readonly changeId: string
  /** Only for kinds that bump the dialog's version, and only when the editor knows it. */
  readonly expectedVersion?: number | undefined
}

/** The six value fields of the nine-field history entry (docs/engine.md); time and titles come from the history item. */
export interface EntryCore {
  type: EntryType
  change: EntryChange
  unique_question_id: string | null
  key: string | null
  old_value: unknown
  new_value: unknown
}

/** Which rows the server reads, locks and writes for a change (server/changes). */
export interface Scope {
  readonly survey?: true
  /** 'all' for changes that renumber or scan every block; otherwise the named blocks. */
  readonly blocks?: 'all' | readonly string[]
  readonly connections?: true
  readonly exitConditions?: true
}

/**
 * Everything one kind of change means, in one module (ProseMirror's Step: apply / invert / map;
 * Excalidraw's delta: applyTo / inverse / isEmpty). Engine, test fake and server all go through
 * these functions, so the meaning of an edit is written once.
 */
export interface ChangeKind<C extends Change> {
  readonly kind: C['kind']
  /** Pure. Throws EngineError with the server's error code when the change cannot apply. */
  apply<D extends Document>(doc: D, c: C): D
  /** The change that takes `c` back; changes carry their `before`, so no document is needed. */
  invert(c: C): Change
  /**
   * `c` made to apply on `doc`, a document that others' changes (or a refusal) produced since `c`
   * was built: `before` and places are read from `doc`, sets merge three-way. GONE when the
   * target is no longer there.
   */
  rebase(c: C, doc: Document): C | Gone
  /** For undo and redo: whether `doc` no longer holds what `c` starts from (someone else changed it since). */
  conflict(doc: Document, c: C): Conflict | null
  /** Typing: `prev` then `next` as one change, or null when they stay two undo steps. */
  merge(prev: C, next: C): C | null
  /** Whether applying `c` changes nothing. */
  isNoop(c: C): boolean
  /** The HTTP call that makes the server do `c`. */
  call(c: C, ctx: CallContext): TransportCall
  /** Whether the server counts the change in the dialog's version (trigger and training calls do not). */
  readonly bumpsVersion: boolean
  /**
   * Whether a refusal with this error code means the change already holds (deleting a trigger
   * that is gone): unversioned kinds have no edit log to tell, so the goal state decides.
   */
  readonly settledBy?: (c: C, code: string) => boolean
  /** The error code when the change's target is gone (GONE on the server answers 404 with it). */
  readonly notFound: EngineErrorCode
  /** Which rows the server needs for `c`. */
  scope(c: C): Scope
  /** The change as the contract's history entry (without time and titles). */
  entry(c: C): EntryCore
}
