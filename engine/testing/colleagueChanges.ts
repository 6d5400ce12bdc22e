import { applyChange, footprintOf } from '../changes/apply'
import type { Change, Conflict, Document } from '../changes/Change'
import { fieldValue } from '../changes/blockField'
import { Block } from '../model/block'
import { connectionKey } from '../model/connection'
import { sameValue } from '../model/sameValue'
import { Survey } from '../model/survey'
import type { z } from 'zod'
import {
  blockCreate,
  blockDelete,
  blockMove,
  configChange,
  connectionChange,
  exitConditionChange,
  fieldChange,
  fixedMessageChange,
  positionsChange,
  trainingChange,
  triggerChange,
} from './changeBuilders'

// What a colleague may do to the thing a change is about, for laws on rebase, conflict and
// serverApply: edit it to another value, or delete it.

/** A value of `schema` other than `value`: a small step from it, or one of a few plain values. */
export function anotherValue(schema: z.ZodType, value: unknown): unknown {
  const steps: unknown[] = []
  if (typeof value === 'boolean') steps.push(!value)
  if (typeof value === 'string') steps.push(`${value}x`, value.slice(1), 'de', 'en', '#000000', '#ffffff')
  if (typeof value === 'number') steps.push(value + 1, value - 1, value / 2)
  if (Array.isArray(value)) steps.push(value.slice(1), [...value, value[0] ?? 'x'])
  if (typeof value === 'object' && value !== null && 'x' in value) steps.push({ ...value, x: Number(value.x) + 1 })
  steps.push('x', 1, 3, '#000000', { x: 1, y: 1 }, ['x'], [{ id: 'ja', label: 'Ja' }], 'message', 'open')
  const found = steps.find((v) => v !== null && !sameValue(v, value) && schema.safeParse(v).success)
  if (found === undefined) throw new Error(`no other value for ${JSON.stringify(value)}`)
  return found
}

const other = <T>(schema: z.ZodType, value: T) => anotherValue(schema, value) as NonNullable<T>

/** The blocks a change names (for end blocks, those it marks or unmarks; else those of its footprint). */
function namedBlocks(c: Change): string[] {
  switch (c.kind) {
    case 'block.move':
      return [c.block]
    case 'block.create':
    case 'block.delete':
      return [c.block.unique_question_id]
    case 'endBlocks': {
      const before = new Set(c.before)
      const after = new Set(c.after)
      return [...c.after.filter((id) => !before.has(id)), ...c.before.filter((id) => !after.has(id))]
    }
    default: {
      const { blocks } = footprintOf(c)
      return blocks === undefined || blocks === 'all' ? [] : [...blocks]
    }
  }
}

export interface ColleagueEdit {
  readonly changes: readonly Change[]
  /** What `conflictOf(after, c)` must answer once the colleague's changes landed. */
  readonly expected: Conflict['code']
}

/**
 * Changes a colleague makes in `doc` to what `c` starts from (`c.before`, its block, its item),
 * or, where `c` creates something, a colleague creating the same thing first. Undefined when
 * there is nothing to edit (a setting the live switch locks, a move with a single block).
 */
export function editOfTarget(doc: Document, c: Change): ColleagueEdit | undefined {
  const changed = (...changes: Change[]): ColleagueEdit => ({ changes, expected: 'changed_by_other' })
  switch (c.kind) {
    case 'restore': {
      // A restore conflicts where its first change does (the others are built on it).
      const [first] = c.changes
      return first && editOfTarget(doc, first)
    }
    case 'block.field': {
      const block = doc.blocks.get(c.block)
      const value = block && fieldValue(block, c.key)
      return block && changed(fieldChange(doc, c.block, c.key, other(Block.shape[c.key], value)))
    }
    case 'block.delete': {
      const id = c.block.unique_question_id
      return doc.blocks.has(id) ? changed(fieldChange(doc, id, 'context', `${c.block.context}x`)) : undefined
    }
    case 'block.create':
      return doc.blocks.has(c.block.unique_question_id)
        ? undefined
        : { changes: [blockCreate(doc, c.block, 0)], expected: 'exists' }
    case 'block.move': {
      const i = doc.blocks.indexOf(c.block)
      if (i < 0 || doc.blocks.size < 2) return undefined
      return changed(blockMove(doc, c.block, i === 0 ? 1 : 0))
    }
    case 'positions': {
      const [id] = Object.keys(c.before)
      const block = id === undefined ? undefined : doc.blocks.get(id)
      return (
        block &&
        changed(positionsChange(doc, { [block.unique_question_id]: other(Block.shape.position, block.position) }))
      )
    }
    case 'endBlocks': {
      const [id] = namedBlocks(c)
      const block = id === undefined ? undefined : doc.blocks.get(id)
      return block && changed(fieldChange(doc, block.unique_question_id, 'is_end', !block.is_end))
    }
    case 'config':
      if (c.key === 'active' && doc.survey.live_switch === 0) return undefined
      return changed(configChange(doc.survey, c.key, other(Survey.shape[c.key], doc.survey[c.key])))
    case 'fixedMessage':
      return changed(fixedMessageChange(doc.survey, c.key, `${doc.survey[c.key]}x`))
    case 'exitCondition': {
      const current = doc.exitConditions.find((x) => x.id === c.id)
      if (c.before === null)
        return current || !c.after
          ? undefined
          : { changes: [exitConditionChange(doc, c.id, c.after)], expected: 'exists' }
      return current && changed(exitConditionChange(doc, c.id, { ...current, condition: `${current.condition}x` }))
    }
    case 'connection': {
      const current = doc.connections.find((x) => connectionKey(x) === c.key)
      if (c.before === null)
        return current || !c.after
          ? undefined
          : { changes: [connectionChange(doc, c.key, c.after)], expected: 'exists' }
      return current && changed(connectionChange(doc, c.key, { ...current, target: `${current.target}x` }))
    }
    case 'trigger': {
      const current = doc.triggers.find((x) => x.id === c.id)
      if (c.before === null)
        return current || !c.after ? undefined : { changes: [triggerChange(doc, c.id, c.after)], expected: 'exists' }
      return current && changed(triggerChange(doc, c.id, { ...current, init_survey: !current.init_survey }))
    }
    case 'training': {
      const examples = doc.trainingExamples ?? []
      const [first] = c.before
      if (first === undefined) {
        const [added] = c.after
        return added && !examples.some((e) => e.id === added.id)
          ? { changes: [trainingChange(doc, added.unique_question_id, added.id, [], [added])], expected: 'exists' }
          : undefined
      }
      const current = examples.find((e) => e.id === first.id)
      return (
        current &&
        changed(
          trainingChange(
            doc,
            current.unique_question_id,
            current.id,
            [current],
            [{ ...current, text: `${current.text}x` }],
          ),
        )
      )
    }
  }
}

/**
 * Changes a colleague makes that delete everything `c` acts on in `doc` (its blocks, its item, its
 * examples, or the block of an example it adds), applied one after the other. Undefined where
 * nothing of it is in `doc` or it cannot be deleted (settings).
 */
export function deletionOfTarget(doc: Document, c: Change): Change[] | undefined {
  const sequence = (build: ((d: Document) => Change)[]) => {
    let current = doc
    return build.map((next) => {
      const change = next(current)
      current = applyChange(current, change)
      return change
    })
  }
  switch (c.kind) {
    case 'config':
    case 'fixedMessage':
      return undefined
    case 'exitCondition':
      return doc.exitConditions.some((x) => x.id === c.id) ? [exitConditionChange(doc, c.id, null)] : undefined
    case 'connection':
      return doc.connections.some((x) => connectionKey(x) === c.key) ? [connectionChange(doc, c.key, null)] : undefined
    case 'trigger':
      return doc.triggers.some((x) => x.id === c.id) ? [triggerChange(doc, c.id, null)] : undefined
    case 'training': {
      if (!doc.blocks.has(c.block)) return undefined
      const ids = new Set([...c.before, ...c.after].map((e) => e.id))
      const live = (doc.trainingExamples ?? []).filter((e) => ids.has(e.id))
      return live.length > 0 ? [trainingChange(doc, c.block, 'delete', live, [])] : [blockDelete(doc, c.block)]
    }
    default: {
      const named = namedBlocks(c).filter((id) => doc.blocks.has(id))
      return named.length === 0 ? undefined : sequence(named.map((id) => (d: Document) => blockDelete(d, id)))
    }
  }
}

/** Whether two changes create the same block or item: the second one to land is refused. */
export function createSameThing(a: Change, b: Change): boolean {
  if (a.kind === 'block.create' && b.kind === 'block.create')
    return a.block.unique_question_id === b.block.unique_question_id
  if (a.kind === 'exitCondition' && b.kind === 'exitCondition')
    return a.id === b.id && a.before === null && b.before === null
  if (a.kind === 'trigger' && b.kind === 'trigger') return a.id === b.id && a.before === null && b.before === null
  if (a.kind === 'training' && b.kind === 'training') {
    const ids = new Set(b.after.map((e) => e.id))
    return a.before.length === 0 && b.before.length === 0 && a.after.some((e) => ids.has(e.id))
  }
  return false
}
