import type { EngineErrorCode } from '../EngineError'
import type { Change, Conflict, Document, Footprint, Gone } from './Change'
import type { Steps } from '../model/steps'

/**
 * What one kind of change means, in one module (ProseMirror's Step: apply / invert / map;
 * Excalidraw's delta: applyTo / inverse / isEmpty). Engine, test fake and server all go through
 * these functions, so the meaning of an edit is written once. How a change travels is
 * engine/sync's (changeCalls.ts) and its history entry engine/history's (entryOf.ts), each
 * derived from the kind by default: the algebra knows nothing of transport or of the history's view.
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
  /**
   * For a kind whose one change can hold thousands (a restore): `apply` and `rebase` as steps
   * (engine/model/steps.ts), same results, so a server can run them in slices. The others are one step.
   */
  applySteps?<D extends Document>(doc: D, c: C): Steps<D>
  rebaseSteps?(c: C, doc: Document): Steps<C | Gone>
  /** For undo and redo: whether `doc` no longer holds what `c` starts from (someone else changed it since). */
  conflict(doc: Document, c: C): Conflict | null
  /** Typing: `prev` then `next` as one change, or null when they stay two undo steps. */
  merge(prev: C, next: C): C | null
  /** The parts of a document `c` reads and writes (see Footprint): the server loads and locks only these. */
  footprint(c: C): Footprint
  /** Whether applying `c` changes nothing. */
  isNoop(c: C): boolean
  /** The error code when the change's target is gone (GONE on the server answers 404 with it). */
  readonly notFound: EngineErrorCode
}
