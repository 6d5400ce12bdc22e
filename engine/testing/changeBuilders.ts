import { anchorAt, anchorBefore } from '../changes/anchor'
import { fieldValue } from '../changes/blockField'
import type {
  BlockCreate,
  BlockDelete,
  BlockField,
  BlockFieldKey,
  BlockMove,
  Config,
  ConfigKey,
  ConnectionChange,
  Document,
  EndBlocks,
  ExitConditionChange,
  FixedMessage,
  FixedMessageKey,
  Positions,
  Training,
  TriggerChange,
} from '../changes/Change'
import { endBlocksOf } from '../changes/endBlocks'
import { placeIn } from '../changes/training'
import type { Block, Position } from '../model/block'
import { type Connection, connectionKey } from '../model/connection'
import type { ExitCondition } from '../model/exitCondition'
import type { Survey } from '../model/survey'
import type { TrainingExample } from '../model/trainingExample'
import type { Trigger } from '../model/trigger'

// Changes built the way an editor builds them: `before` is the document's value and places are
// anchors into the document's lists (anchorAt for an item that is there, anchorBefore for an insert).

const blockOf = (doc: Document, id: string): Block => {
  const block = doc.blocks.get(id)
  if (!block) throw new Error(`no block ${id}`)
  return block
}

/** One field of one block; TypeScript cannot tie a generic key to its member of the BlockField union. */
export const fieldChange = <K extends BlockFieldKey>(
  doc: Document,
  id: string,
  key: K,
  after: NonNullable<Block[K]> | null,
): BlockField =>
  ({ kind: 'block.field', block: id, key, before: fieldValue(blockOf(doc, id), key), after }) as BlockField

/** A new block inserted at `index` (clamped); its `order` is that index, as createBlock stores it. */
export function blockCreate(doc: Document, block: Block, index: number): BlockCreate {
  const at = anchorBefore(doc.blocks.ids, index)
  return { kind: 'block.create', block: block.order === at.index ? block : { ...block, order: at.index }, at }
}

export const blockDelete = (doc: Document, id: string): BlockDelete => ({
  kind: 'block.delete',
  block: blockOf(doc, id),
  at: anchorAt(doc.blocks.ids, doc.blocks.indexOf(id)),
})

/** Moves a block so that it ends up at `index` of the block list. */
export function blockMove(doc: Document, id: string, index: number): BlockMove {
  const rest = doc.blocks.ids.filter((x) => x !== id)
  return {
    kind: 'block.move',
    block: id,
    from: anchorAt(doc.blocks.ids, doc.blocks.indexOf(id)),
    to: anchorBefore(rest, index),
  }
}

export function positionsChange(doc: Document, after: Readonly<Record<string, Position | null>>): Positions {
  const before: Record<string, Position | null> = {}
  for (const id of Object.keys(after)) before[id] = blockOf(doc, id).position
  return { kind: 'positions', before, after }
}

/** The end blocks become exactly `ids`, listed in block order. */
export function endBlocksChange(doc: Document, ids: readonly string[]): EndBlocks {
  const ends = new Set(ids)
  return { kind: 'endBlocks', before: endBlocksOf(doc), after: doc.blocks.ids.filter((id) => ends.has(id)) }
}

export const configChange = <K extends ConfigKey>(survey: Survey, key: K, after: Survey[K]): Config =>
  ({ kind: 'config', key, before: survey[key], after }) as Config

export const fixedMessageChange = (survey: Survey, key: FixedMessageKey, after: string): FixedMessage => ({
  kind: 'fixedMessage',
  key,
  before: survey[key],
  after,
})

/** Create, update or delete in a keyed list; a create lands at `index`. */
function listChange<T>(list: readonly T[], keyOf: (item: T) => string, key: string, after: T | null, index?: number) {
  const keys = list.map(keyOf)
  const i = keys.indexOf(key)
  const before = i >= 0 ? (list[i] as T) : null
  const at = i >= 0 ? anchorAt(keys, i) : anchorBefore(keys, index ?? keys.length)
  return { before, after, at }
}

/** `after` null deletes the condition named `id`; otherwise it is created (at `index`) or updated. */
export const exitConditionChange = (
  doc: Document,
  id: string,
  after: ExitCondition | null,
  index?: number,
): ExitConditionChange => ({
  kind: 'exitCondition',
  id,
  ...listChange(doc.exitConditions, (c) => c.id, id, after, index),
})

/** "Connect this handle": one jump per handle, so a jump on a handle that has one is an update. */
export const connectionChange = (
  doc: Document,
  key: string,
  after: Connection | null,
  index?: number,
): ConnectionChange => ({
  kind: 'connection',
  key,
  ...listChange(doc.connections, connectionKey, key, after, index),
})

export const triggerChange = (doc: Document, id: string, after: Trigger | null, index?: number): TriggerChange => ({
  kind: 'trigger',
  id,
  ...listChange(doc.triggers, (t) => t.id, id, after, index),
})

/**
 * Training examples of one block: those in `before` leave, those in `after` come (inserted at
 * `index` of the list when none of `before` is there); `key` names the edit.
 */
export function trainingChange(
  doc: Document,
  block: string,
  key: string,
  before: readonly TrainingExample[],
  after: readonly TrainingExample[],
  index?: number,
): Training {
  const keys = (doc.trainingExamples ?? []).map((e) => e.id)
  const change: Training = { kind: 'training', block, key, before, after }
  return { ...change, at: placeIn(doc, { ...change, at: anchorBefore(keys, index ?? keys.length) }) }
}
