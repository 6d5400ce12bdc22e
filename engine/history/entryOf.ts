import { footprintOf } from '../changes/apply'
import type { Change, ChangeKindName, ChangeOf, Footprint } from '../changes/Change'
import type { Block } from '../model/block'
import type { EntryChange, EntryType } from './HistoryEntry'

/** The six value fields of the nine-field history entry (docs/engine.md); time and titles come from the history item. */
export interface EntryCore {
  type: EntryType
  change: EntryChange
  unique_question_id: string | null
  key: string | null
  old_value: unknown
  new_value: unknown
}

/** One field of the view: the same for every change of a kind, or read from the change. */
type Field<C, T> = T | ((c: C) => T)

/** How the history shows a kind of change. */
interface View<C> {
  type: Field<C, EntryType>
  change: Field<C, EntryChange>
  unique_question_id: Field<C, string | null>
  key: Field<C, string | null>
  /** `old_value` and `new_value`: undoing the step sets the first, applying it the second. */
  values(c: C): readonly [unknown, unknown]
}

/** The entry type of the part a change writes, the first that its footprint names. */
const TYPE_OF_PART: readonly (readonly [keyof Footprint, EntryType])[] = [
  ['trainingExamples', 'training'],
  ['triggers', 'triggers'],
  ['exitConditions', 'gpt_exit_conditions'],
  ['connections', 'structure'],
  ['survey', 'settings'],
  ['blocks', 'blocks'],
]

/** A field of a change by the vocabulary's names (schema.ts): `block`, `key` or `id`, `before`, `after`. */
const named = (c: Change, field: 'block' | 'key' | 'id' | 'before' | 'after'): unknown =>
  (c as Partial<Record<typeof field, unknown>>)[field]
const text = (value: unknown) => (typeof value === 'string' ? value : null)

/**
 * The view every kind gets unless it says otherwise: the type of the part it writes, an update
 * of the block it names (`block`) under its `key` or `id`, from `before` to `after`.
 */
const defaultView: View<Change> = {
  type: (c) => TYPE_OF_PART.find(([part]) => footprintOf(c)[part] !== undefined)?.[1] ?? 'settings',
  change: 'update',
  unique_question_id: (c) => text(named(c, 'block')),
  key: (c) => text(named(c, 'key')) ?? text(named(c, 'id')),
  values: (c) => [named(c, 'before') ?? null, named(c, 'after') ?? null],
}

/** The block as it is stored at its place: `order` follows the list, the block's own `order` is ignored. */
const placed = (block: Block, index: number): Block => (block.order === index ? block : { ...block, order: index })

const listChange = (c: { before: unknown; after: unknown }): EntryChange =>
  c.before === null ? 'create' : c.after === null ? 'delete' : 'update'

/** Where the contract's entry differs from the default view (docs/engine.md has the table). */
const overrides: { [K in ChangeKindName]?: Partial<View<ChangeOf<K>>> } = {
  'block.create': {
    change: 'create',
    unique_question_id: (c) => c.block.unique_question_id,
    values: (c) => [null, placed(c.block, c.at.index)],
  },
  'block.delete': {
    change: 'delete',
    unique_question_id: (c) => c.block.unique_question_id,
    values: (c) => [placed(c.block, c.at.index), null],
  },
  'block.move': { change: 'order', key: 'order', values: (c) => [c.from.index, c.to.index] },
  positions: { key: 'positions' },
  endBlocks: { type: 'settings', key: 'survey_list_isEnd' },
  config: { change: 'config' },
  fixedMessage: { change: 'fixmessages' },
  exitCondition: { change: listChange, unique_question_id: (c) => (c.after ?? c.before)?.unique_question_id ?? null },
  connection: { change: listChange, unique_question_id: (c) => (c.after ?? c.before)?.source ?? null },
  trigger: { change: listChange, unique_question_id: (c) => (c.after ?? c.before)?.unique_question_id ?? null },
  training: { change: (c) => (c.before.length === 0 ? 'create' : c.after.length === 0 ? 'delete' : 'update') },
  restore: { type: 'versions', change: 'restore', key: (c) => String(c.version), values: (c) => [null, c.version] },
}

const read = <T>(field: Field<Change, T>, c: Change): T =>
  typeof field === 'function' ? (field as (c: Change) => T)(c) : field

/** The change as the contract's history entry, without time and titles. */
export function entryOf(c: Change): EntryCore {
  const view = { ...defaultView, ...(overrides[c.kind] as Partial<View<Change>> | undefined) }
  const [old_value, new_value] = view.values(c)
  return {
    type: read(view.type, c),
    change: read(view.change, c),
    unique_question_id: read(view.unique_question_id, c),
    key: read(view.key, c),
    old_value,
    new_value,
  }
}
