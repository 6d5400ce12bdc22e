import type { Block, Position, QuestionId } from '../model/block'
import type { Connection } from '../model/connection'
import type { EditorState } from '../model/editorState'
import type { ExitCondition } from '../model/exitCondition'
import { RESPONDENT_FLAGS, type Survey } from '../model/survey'
import type { TrainingExample } from '../model/trainingExample'
import type { Trigger } from '../model/trigger'

/**
 * What edits change: the dialog without the editor's view preferences. Every change applies to
 * any value of this shape and keeps the identity of everything it does not touch, so the graph
 * derivation re-renders only what changed.
 */
export type Document = Omit<EditorState, 'edgeVisibility'>

/**
 * Where an item sits in an ordered list (blocks, jumps, exit conditions, triggers). `after` is the
 * key of the item before it (null: first), the place colleagues' inserts and deletes elsewhere
 * cannot invalidate; `index` is the place when nobody else edited and the fallback when the item
 * before it is gone.
 */
export interface Anchor {
  readonly index: number
  readonly after: string | null
}

/** Block fields one edit may set; ids, creation time and order have changes of their own. */
export type BlockFieldKey = Exclude<keyof Block, 'unique_question_id' | 'survey_id' | 'created_on' | 'order'>

/** One field of one block: what typing in the block editor produces. `null` is "no value". */
export type BlockField = {
  [K in BlockFieldKey]: {
    readonly kind: 'block.field'
    readonly block: QuestionId
    readonly key: K
    readonly before: NonNullable<Block[K]> | null
    readonly after: NonNullable<Block[K]> | null
  }
}[BlockFieldKey]

/** A new block at a place; `block.order` is ignored, `at` decides. */
export interface BlockCreate {
  readonly kind: 'block.create'
  readonly block: Block
  readonly at: Anchor
}

/** Deletes a block; `block` and `at` are its content and place before, so the inverse brings it back. */
export interface BlockDelete {
  readonly kind: 'block.delete'
  readonly block: Block
  readonly at: Anchor
}

/** Moves a block; `to.after` is the block before it at its new place. */
export interface BlockMove {
  readonly kind: 'block.move'
  readonly block: QuestionId
  readonly from: Anchor
  readonly to: Anchor
}

/** Canvas positions of many blocks at once (a drag of a group, auto-layout): one undo step. */
export interface Positions {
  readonly kind: 'positions'
  readonly before: Readonly<Record<QuestionId, Position | null>>
  readonly after: Readonly<Record<QuestionId, Position | null>>
}

/**
 * The blocks after which the dialog ends, in block order. The intent is the difference: blocks
 * in `after` but not `before` are marked, the reverse unmarked; a rebase keeps others' flags.
 */
export interface EndBlocks {
  readonly kind: 'endBlocks'
  readonly before: readonly QuestionId[]
  readonly after: readonly QuestionId[]
}

/** Settings an editor may change with `config` (ids, module flags and fixed messages are not among them). */
export const CONFIG_KEYS = [
  'survey_name',
  'language',
  'color',
  'avatar_name',
  'background_link',
  'speed',
  ...RESPONDENT_FLAGS,
  'active',
] as const
export type ConfigKey = (typeof CONFIG_KEYS)[number]

export type Config = {
  [K in ConfigKey]: { readonly kind: 'config'; readonly key: K; readonly before: Survey[K]; readonly after: Survey[K] }
}[ConfigKey]

export const FIXED_MESSAGE_KEYS = ['welcome_message', 'ending_message'] as const
export type FixedMessageKey = (typeof FIXED_MESSAGE_KEYS)[number]

export interface FixedMessage {
  readonly kind: 'fixedMessage'
  readonly key: FixedMessageKey
  readonly before: string
  readonly after: string
}

/** Create (`before` null), update, or delete (`after` null) of an item in an ordered list. */
interface ListItemChange<K extends string, T> {
  readonly kind: K
  readonly before: T | null
  readonly after: T | null
  /** The item's place: where a create inserts and a delete took it from. */
  readonly at: Anchor
}

export interface ExitConditionChange extends ListItemChange<'exitCondition', ExitCondition> {
  readonly id: string
}

/** A conditional jump; one per handle, keyed `source::handle` (connectionKey). */
export interface ConnectionChange extends ListItemChange<'connection', Connection> {
  readonly key: string
}

export interface TriggerChange extends ListItemChange<'trigger', Trigger> {
  readonly id: string
}

/**
 * Example answers of one block's intent jumps: the examples named in `before` are replaced by
 * those in `after` (an add has no `before`, a delete no `after`). `key` names the edit in the history.
 */
export interface Training {
  readonly kind: 'training'
  readonly block: QuestionId
  readonly key: string
  readonly before: readonly TrainingExample[]
  readonly after: readonly TrainingExample[]
  /**
   * The place of the examples in the list: where an add inserts them and where a delete took the
   * first of them from, so that undoing a delete puts the example back where it was. Without
   * it, examples that come are appended.
   */
  readonly at?: Anchor
}

/** The kinds a dialog's version counts and a restore may hold (triggers and training are outside the version). */
export type VersionedChange =
  | BlockField
  | BlockCreate
  | BlockDelete
  | BlockMove
  | Positions
  | EndBlocks
  | Config
  | FixedMessage
  | ExitConditionChange
  | ConnectionChange

/**
 * Restoring a past version (docs/design/coediting.md "Version history"): the changes that turn
 * the dialog into version `version`, as one edit, so one undo step, one version bump, one log row.
 */
export interface Restore {
  readonly kind: 'restore'
  /** The version restored (for the history's title; the changes are the whole story). */
  readonly version: number
  readonly changes: readonly VersionedChange[]
}

/** Every edit the engine knows, as data: one module per kind owns what it means (registry.ts). */
export type Change =
  | BlockField
  | BlockCreate
  | BlockDelete
  | BlockMove
  | Positions
  | EndBlocks
  | Config
  | FixedMessage
  | ExitConditionChange
  | ConnectionChange
  | TriggerChange
  | Training
  | Restore

export type ChangeKindName = Change['kind']
export type ChangeOf<K extends ChangeKindName> = Extract<Change, { kind: K }>

/** A rebase found the change's target gone (a colleague deleted it): nothing is left to apply. */
export const GONE = Symbol('gone')
export type Gone = typeof GONE

/** Why an undo or redo would overwrite someone else's later edit (ProseMirror: a step that maps to null). */
export interface Conflict {
  readonly code: 'changed_by_other' | 'deleted_by_other' | 'exists'
}
