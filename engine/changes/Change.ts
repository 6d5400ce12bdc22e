import type { EditorState } from '../model/editorState'
import type { Change } from './schema'

// The change types are inferred from their schemas (schema.ts); this module names them for the
// engine, every one of them, so a new kind's type needs no line here.
export type * from './schema'
export { CHANGE_KINDS, CONFIG_KEYS, FIXED_MESSAGE_KEYS, VERSIONED_KINDS } from './schema'

/**
 * What edits change: the dialog without the editor's view preferences. Every change applies to
 * any value of this shape and keeps the identity of everything it does not touch, so the graph
 * derivation re-renders only what changed.
 */
export type Document = Omit<EditorState, 'edgeVisibility'>

export type ChangeKindName = Change['kind']
export type ChangeOf<K extends ChangeKindName> = Extract<Change, { kind: K }>

/**
 * The parts of a document a change reads and writes: apply, rebase and conflict look at nothing
 * else, and leave every other part the same object (changes.laws.test.ts checks both). It is the
 * server's scope for the change: the rows it loads, locks and writes (server/changes/scopeOf.ts).
 * The survey's settings are always there to read; `survey` says the change writes them. `blocks`
 * names the blocks, or is 'all' for a change that renumbers or scans every block.
 */
export interface Footprint {
  readonly survey?: true
  readonly blocks?: 'all' | readonly string[]
  readonly connections?: true
  readonly exitConditions?: true
  readonly triggers?: true
  readonly trainingExamples?: true
}

/** A rebase found the change's target gone (a colleague deleted it): nothing is left to apply. */
export const GONE = Symbol('gone')
export type Gone = typeof GONE

/** Why an undo or redo would overwrite someone else's later edit (ProseMirror: a step that maps to null). */
export interface Conflict {
  readonly code: 'changed_by_other' | 'deleted_by_other' | 'exists'
}
