import type { Block } from '../model/block'
import type { Change, ChangeKindName, ChangeOf } from '../changes/Change'
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

/** The block as it is stored at its place: `order` follows the list, the block's own `order` is ignored. */
const placed = (block: Block, index: number): Block => (block.order === index ? block : { ...block, order: index })

type ListChange = ChangeOf<'exitCondition' | 'connection' | 'trigger'>

const listChange = (c: ListChange): EntryChange =>
  c.before === null ? 'create' : c.after === null ? 'delete' : 'update'

const valueChange = (c: { before: unknown; after: unknown }) => ({ old_value: c.before, new_value: c.after })

/** One view per kind: a new change kind adds its entry here, and the type says so. */
const entries: { [K in ChangeKindName]: (c: ChangeOf<K>) => EntryCore } = {
  'block.field': (c) => ({
    type: 'blocks',
    change: 'update',
    unique_question_id: c.block,
    key: c.key,
    ...valueChange(c),
  }),
  'block.create': (c) => ({
    type: 'blocks',
    change: 'create',
    unique_question_id: c.block.unique_question_id,
    key: null,
    old_value: null,
    new_value: placed(c.block, c.at.index),
  }),
  'block.delete': (c) => ({
    type: 'blocks',
    change: 'delete',
    unique_question_id: c.block.unique_question_id,
    key: null,
    old_value: placed(c.block, c.at.index),
    new_value: null,
  }),
  'block.move': (c) => ({
    type: 'blocks',
    change: 'order',
    unique_question_id: c.block,
    key: 'order',
    old_value: c.from.index,
    new_value: c.to.index,
  }),
  positions: (c) => ({
    type: 'blocks',
    change: 'update',
    unique_question_id: null,
    key: 'positions',
    ...valueChange(c),
  }),
  endBlocks: (c) => ({
    type: 'settings',
    change: 'update',
    unique_question_id: null,
    key: 'survey_list_isEnd',
    ...valueChange(c),
  }),
  config: (c) => ({ type: 'settings', change: 'config', unique_question_id: null, key: c.key, ...valueChange(c) }),
  fixedMessage: (c) => ({
    type: 'settings',
    change: 'fixmessages',
    unique_question_id: null,
    key: c.key,
    ...valueChange(c),
  }),
  exitCondition: (c) => ({
    type: 'gpt_exit_conditions',
    change: listChange(c),
    unique_question_id: (c.after ?? c.before)?.unique_question_id ?? null,
    key: c.id,
    ...valueChange(c),
  }),
  connection: (c) => ({
    type: 'structure',
    change: listChange(c),
    unique_question_id: (c.after ?? c.before)?.source ?? null,
    key: c.key,
    ...valueChange(c),
  }),
  trigger: (c) => ({
    type: 'triggers',
    change: listChange(c),
    unique_question_id: (c.after ?? c.before)?.unique_question_id ?? null,
    key: c.id,
    ...valueChange(c),
  }),
  training: (c) => ({
    type: 'training',
    change: c.before.length === 0 ? 'create' : c.after.length === 0 ? 'delete' : 'update',
    unique_question_id: c.block,
    key: c.key,
    ...valueChange(c),
  }),
  restore: (c) => ({
    type: 'versions',
    change: 'restore',
    unique_question_id: null,
    key: String(c.version),
    old_value: null,
    new_value: c.version,
  }),
}

/** The change as the contract's history entry, without time and titles. */
export const entryOf = (c: Change): EntryCore => (entries[c.kind] as (c: Change) => EntryCore)(c)
