import { applyChange } from '../changes/apply'
import { anchorIn } from '../changes/anchor'
import { draftList, draftOf } from '../changes/draft'
import type { KeyedSeq } from '../model/KeyedSeq'
import { fieldValue } from '../changes/blockField'
import {
  type BlockFieldKey,
  CONFIG_KEYS,
  type Config,
  type Document,
  FIXED_MESSAGE_KEYS,
  type VersionedChange,
} from '../changes/Change'
import type { Block } from '../model/block'
import { connectionKey } from '../model/connection'
import { sameValue } from '../model/sameValue'

const FIXED = new Set(['unique_question_id', 'survey_id', 'created_on', 'order'])

/** Fields of two blocks that differ (a field absent on one side is null there, as on the wire). */
export function changedFields(a: Block, b: Block): BlockFieldKey[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => !FIXED.has(k)))
  return [...keys].filter(
    (k) => !sameValue(fieldValue(a, k as BlockFieldKey), fieldValue(b, k as BlockFieldKey)),
  ) as BlockFieldKey[]
}

/**
 * Settings a restore leaves alone: whether the dialog is live is not its content (and switching
 * it is refused when the live switch is off), docs/design/coediting.md "Version history".
 */
export const NOT_RESTORED: ReadonlySet<string> = new Set(['active'])

interface ListSpec<T> {
  field: 'connections' | 'exitConditions'
  list(doc: Document): readonly T[]
  key(item: T): string
  change(key: string, before: T | null, after: T | null, at: { index: number; after: string | null }): VersionedChange
}

/**
 * The changes that turn `current` into `target` (both versions of one dialog): deletes, then
 * every block, jump and exit condition at its target place (moved, created, or its fields set),
 * then the settings. Each is built on the document the ones before it left, so they apply in
 * order, and the result holds `target`'s blocks, jumps, exit conditions, settings and order.
 * They are built on one draft (engine/changes/draft.ts): O(n log n) for n blocks and items.
 */
export function restoreChanges(current: Document, target: Document): VersionedChange[] {
  const out: VersionedChange[] = []
  let work = draftOf(current)
  const push = (c: VersionedChange) => {
    work = applyChange(work, c)
    out.push(c)
  }
  const connections: ListSpec<Document['connections'][number]> = {
    field: 'connections',
    list: (d) => d.connections,
    key: connectionKey,
    change: (key, before, after, at) => ({ kind: 'connection', key, before, after, at }),
  }
  const conditions: ListSpec<Document['exitConditions'][number]> = {
    field: 'exitConditions',
    list: (d) => d.exitConditions,
    key: (c) => c.id,
    change: (id, before, after, at) => ({ kind: 'exitCondition', id, before, after, at }),
  }
  /** The list as the draft has it now. */
  const seqOf = <T>(spec: ListSpec<T>) => (draftList<T>(work, spec.field, spec.key) as { seq: KeyedSeq<T> }).seq
  const removeMissing = <T>(spec: ListSpec<T>) => {
    const wanted = new Set(spec.list(target).map(spec.key))
    for (const item of spec.list(current).filter((i) => !wanted.has(spec.key(i)))) {
      const seq = seqOf(spec)
      const key = spec.key(item)
      push(spec.change(key, item, null, anchorIn(seq, seq.indexOf(key))))
    }
  }
  const placeAll = <T>(spec: ListSpec<T>) => {
    const wanted = spec.list(target)
    wanted.forEach((item, i) => {
      const seq = seqOf(spec)
      const key = spec.key(item)
      const j = seq.indexOf(key)
      const here = j >= 0 ? seq.get(key) : undefined
      const at = { index: i, after: i > 0 ? spec.key(wanted[i - 1] as T) : null }
      if (here !== undefined && j === i) {
        if (!sameValue(here, item)) push(spec.change(key, here, item, anchorIn(seq, j)))
        return
      }
      if (here !== undefined) push(spec.change(key, here, null, anchorIn(seq, j)))
      push(spec.change(key, null, item, at))
    })
  }

  removeMissing(connections)
  removeMissing(conditions)
  // A block whose id came back as another block (deleted, then created anew with that id) differs
  // in what no block.field sets (`created_on`): it is deleted and created as the target has it.
  const kept = (block: Block) => {
    const wanted = target.blocks.get(block.unique_question_id)
    return wanted !== undefined && sameValue(wanted.created_on, block.created_on)
  }
  for (const block of current.blocks.values().filter((b) => !kept(b)))
    push({
      kind: 'block.delete',
      block: work.blocks.get(block.unique_question_id) as Block,
      at: anchorIn(work.blocks, work.blocks.indexOf(block.unique_question_id)),
    })
  target.blocks.values().forEach((block, i) => {
    const id = block.unique_question_id
    const to = { index: i, after: i > 0 ? (target.blocks.ids[i - 1] ?? null) : null }
    const here = work.blocks.get(id)
    if (!here) return push({ kind: 'block.create', block: { ...block, order: i }, at: to })
    const j = work.blocks.indexOf(id)
    if (j !== i) push({ kind: 'block.move', block: id, from: anchorIn(work.blocks, j), to })
    for (const key of changedFields(here, block))
      push({
        kind: 'block.field',
        block: id,
        key,
        before: fieldValue(here, key),
        after: fieldValue(block, key),
      } as VersionedChange)
  })
  placeAll(connections)
  placeAll(conditions)
  for (const key of CONFIG_KEYS)
    if (!NOT_RESTORED.has(key) && !sameValue(work.survey[key], target.survey[key]))
      push({ kind: 'config', key, before: work.survey[key], after: target.survey[key] } as Config)
  for (const key of FIXED_MESSAGE_KEYS)
    if (work.survey[key] !== target.survey[key])
      push({ kind: 'fixedMessage', key, before: work.survey[key], after: target.survey[key] })
  return out
}
