import { applyChangeSteps } from '../changes/apply'
import { draftOf, finishDraft } from '../changes/draft'
import { type Steps, drain } from '../model/steps'
import type { Change, Document } from '../changes/Change'
import { EngineError } from '../EngineError'

/** Where a dialog's versions start: its content at `version` (docs/design/coediting.md "Version history"). */
export interface VersionBase {
  readonly version: number
  readonly doc: Document
}

/**
 * The server stores a snapshot every this many versions after the first (checkpoints), so a
 * rebuild applies at most this many logged edits (docs/benchmarks.md "Version history").
 */
export const CHECKPOINT_EVERY = 500

/** One saved edit of the log: the dialog's version after it and the changes as the server applied them. */
export interface VersionEvent {
  readonly version: number
  readonly changes: readonly Change[]
}

/** A version the log does not reach: after its end, or with a gap in between. */
export const versionNotFound = (version: number) =>
  new EngineError('version_not_found', `Version ${version} gibt es nicht.`)

/** A version from before the base: saved before the version history began (docs/design/coediting.md). */
export const versionBeforeLog = (version: number) =>
  new EngineError(
    'version_before_log',
    `Version ${version} stammt aus der Zeit vor dem Versionsverlauf und kann nicht angezeigt werden.`,
  )

/**
 * Version `version` of a dialog: the base with the logged changes of every version after it up
 * to `version` applied in version order, with the engine's own change modules (so a change means
 * the same in the editor, on the server and here). Pure; `events` may hold more than needed.
 */
export function rebuildVersion(base: VersionBase, events: readonly VersionEvent[], version: number): Document {
  return drain(rebuildVersionSteps(base, events, version))
}

/** rebuildVersion as steps (engine/model/steps.ts): one per change, one per sub-change of a restore. */
export function* rebuildVersionSteps(
  base: VersionBase,
  events: readonly VersionEvent[],
  version: number,
): Steps<Document> {
  if (!Number.isInteger(version) || version < 0) throw versionNotFound(version)
  if (version < base.version) throw versionBeforeLog(version)
  const needed = events
    .filter((e) => e.version > base.version && e.version <= version)
    .sort((a, b) => a.version - b.version)
  if (needed.length !== version - base.version || needed.some((e, i) => e.version !== base.version + i + 1))
    throw versionNotFound(version)
  // One draft for the whole log (engine/changes/draft.ts): O(log n) per change.
  let doc = draftOf(base.doc)
  for (const event of needed)
    for (const change of event.changes) {
      doc = yield* applyChangeSteps(doc, change)
      yield
    }
  return finishDraft(doc, base.doc)
}
