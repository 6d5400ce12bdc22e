import { EngineError } from '../EngineError'
import type { Change, Conflict, Document, Footprint, Gone } from './Change'
import { GONE } from './Change'
import { draftOf, finishDraft } from './draft'
import { kindOf } from './registry'
import { type Steps, drain } from '../model/steps'

/** Applies a change; pure, throws EngineError (with the server's code) when it cannot apply. */
export const applyChange = <D extends Document>(doc: D, c: Change): D => kindOf(c).apply(doc, c)

export const invertChange = (c: Change): Change => kindOf(c).invert(c)

/** `c` made to apply on `doc` (see ChangeKind.rebase); GONE when its target is gone. */
export const rebaseChange = (c: Change, doc: Document): Change | Gone => kindOf(c).rebase(c, doc)

export const conflictOf = (doc: Document, c: Change): Conflict | null => kindOf(c).conflict(doc, c)

/**
 * Whether `doc` already shows what `c` did: undoing it would find its result in place (the same
 * check an undo makes). For a change whose answer was lost when only a loaded document can tell.
 */
export const holdsChange = (doc: Document, c: Change): boolean => conflictOf(doc, invertChange(c)) === null

/** `prev` then `next` as one change (typing), or null. */
export const mergeChanges = (prev: Change, next: Change): Change | null =>
  prev.kind === next.kind ? kindOf(prev).merge(prev, next as never) : null

export const isNoopChange = (c: Change): boolean => kindOf(c).isNoop(c)

/** The parts of a document `c` reads and writes (Footprint): the server's scope for it. */
export const footprintOf = (c: Change): Footprint => kindOf(c).footprint(c)

/**
 * What a server does with a change (and the test fake, with the same function): rebase it onto
 * the stored document, so its `before` and places are the server's, then apply. A target that is
 * gone is the kind's not-found error. Answers the change as applied (`resolved`) and the result.
 */
export function serverApply<D extends Document>(doc: D, change: Change): { resolved: Change; next: D } {
  return drain(applyOneSteps(doc, change))
}

/**
 * serverApply for each of `changes` in turn, on one draft (draft.ts) when there are several, so
 * n changes cost O(n log n) and not a copy of the dialog's lists per change (issue #27).
 */
export function serverApplyAll<D extends Document>(
  doc: D,
  changes: readonly Change[],
): { resolved: Change[]; next: D } {
  return drain(serverApplyAllSteps(doc, changes))
}

/** serverApplyAll as steps (engine/model/steps.ts): one per change, one per sub-change of a restore. */
export function* serverApplyAllSteps<D extends Document>(
  doc: D,
  changes: readonly Change[],
): Steps<{ resolved: Change[]; next: D }> {
  const resolved: Change[] = []
  let work = changes.length > 1 ? draftOf(doc) : doc
  for (const change of changes) {
    const step = yield* applyOneSteps(work, change)
    resolved.push(step.resolved)
    work = step.next
    yield
  }
  return { resolved, next: changes.length > 1 ? finishDraft(work, doc) : work }
}

function* applyOneSteps<D extends Document>(doc: D, change: Change): Steps<{ resolved: Change; next: D }> {
  const kind = kindOf(change)
  const resolved = kind.rebaseSteps ? yield* kind.rebaseSteps(change, doc) : kind.rebase(change, doc)
  if (resolved === GONE) throw new EngineError(kind.notFound, notFoundMessage(kind.notFound))
  return { resolved, next: yield* applyChangeSteps(doc, resolved) }
}

/** applyChange as steps (engine/model/steps.ts): one step, or one per sub-change of a restore. */
export function* applyChangeSteps<D extends Document>(doc: D, c: Change): Steps<D> {
  const kind = kindOf(c)
  return kind.applySteps ? yield* kind.applySteps(doc, c) : kind.apply(doc, c)
}

const notFoundMessages: Partial<Record<string, string>> = {
  block_not_found: 'Der Block existiert nicht mehr.',
  condition_not_found: 'KI-Endbedingung existiert nicht.',
  connection_not_found: 'Sprung existiert nicht.',
  trigger_not_found: 'Trigger existiert nicht.',
  example_not_found: 'Das Beispiel existiert nicht mehr.',
}
const notFoundMessage = (code: string) => notFoundMessages[code] ?? 'Nicht gefunden.'
