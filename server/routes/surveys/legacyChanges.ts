import {
  FixMessagesValues,
  IsEndValues,
  type PositionMap,
  type UpdateSurveyBlocksRequest,
  type UpdateSurveySettingsRequest,
} from '@engine/api/editing'
import {
  CONFIG_KEYS,
  type Change,
  type Config,
  type Document,
  type ExitConditionChange,
  anchorAt,
  anchorBefore,
  endBlocksOf,
  fieldValue,
} from '@engine/changes'
import {
  type Block,
  type Connection,
  type ExitCondition,
  INT32_MAX,
  QuestionId,
  Survey,
  withBlockField,
} from '@engine/model'
import { z } from 'zod'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { validateBlock } from '../../repositories/blocks'
import type { Planned } from '../../changes/applyChanges'
import type { Scope } from '../../changes/scopeOf'
import { blockMoves, connectionChanges } from './legacyOrder'

/**
 * A legacy call of docs/product/calls.md as changes of engine/changes: the rows it needs, and its
 * changes built against them. They run through the same pipeline as POST /changes (one
 * transaction, one version step, one event), so the old calls keep their contract.
 */
export interface LegacyEdit {
  scope: Scope
  plan(doc: Document): Planned
}

const blockNotFound = (id: string) => new ApiError(404, `Block ${id} nicht gefunden.`, 'block_not_found')

function requireBlock(doc: Document, id: string): Block {
  const block = doc.blocks.get(id)
  if (!block) throw blockNotFound(id)
  return block
}

/** Validated under the path the caller sent, so the 400 names e.g. 'changed_values.speed'. */
function inChangedValues<T extends z.ZodType>(schema: T, values: unknown): z.infer<T> {
  return (parseWith(z.object({ changed_values: schema }), { changed_values: values }) as { changed_values: z.infer<T> })
    .changed_values
}

/** update_survey_blocks with the block's id settled (a `create` without one got a new id from the route). */
export type BlocksEditRequest = UpdateSurveyBlocksRequest & { unique_question_id: string }

/** The block a create carries: `changed_values` as the engine sends it, else the top-level fields plus `optionals`. */
function blockOf(body: BlocksEditRequest): Block {
  const { unique_question_id, survey_id, order, type, context, nachfrage, likert_na, acknowledgement, optionals } = body
  const candidate = body.changed_values ?? { ...optionals, order, type, context, nachfrage, likert_na, acknowledgement }
  const defined = Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined && v !== null))
  // The id and dialog are the request's: a block cannot be created in another dialog.
  // Without an order the block goes last: the largest order a block (an integer column) can hold.
  return validateBlock({ order: INT32_MAX, ...defined, unique_question_id, survey_id })
}

const OrderValues = z.object({ changed_values: z.object({ order: z.array(QuestionId) }) })

/** The order the client sent: unknown ids are ignored, blocks it did not mention keep their order after the rest. */
function orderSent(doc: Document, sent: readonly string[]): string[] {
  const known = [...new Set(sent.filter((id) => doc.blocks.has(id)))]
  const mentioned = new Set(known)
  return [...known, ...doc.blocks.ids.filter((id) => !mentioned.has(id))]
}

/** Fields an update cannot change: identity, and `order`, which only moves as a whole list. */
const FIXED_FIELDS = ['unique_question_id', 'survey_id', 'created_on', 'order']

function fieldChanges(block: Block, values: Record<string, unknown>): Change[] {
  const fixed = Object.keys(values).find((key) => FIXED_FIELDS.includes(key))
  if (fixed)
    throw new ApiError(
      400,
      `Ungültige Eingabe: Feld 'changed_values.${fixed}' kann nicht geändert werden.`,
      'invalid_input',
    )
  // The whole block is checked first, so the 400 names the field as before ('changed_values.likert_scale').
  let next = block
  for (const [key, value] of Object.entries(values)) next = withBlockField(next, key, value)
  validateBlock(next)
  return Object.entries(values).map(
    ([key, value]) =>
      ({
        kind: 'block.field',
        block: block.unique_question_id,
        key,
        before: fieldValue(block, key as Parameters<typeof fieldValue>[1]),
        after: value ?? null,
      }) as Change,
  )
}

/** update_survey_blocks: create/recreate, delete, a field update, or the whole order. */
export function blocksEdit(body: BlocksEditRequest): LegacyEdit {
  const id = body.unique_question_id
  const values = body.changed_values ?? {}
  const reorder = body.action === 'update' && Array.isArray(values.order)
  return {
    scope: { blocks: body.action === 'update' && !reorder ? [id] : 'all' },
    plan(doc) {
      switch (body.action) {
        case 'create':
        case 'recreate': {
          const block = blockOf(body)
          const at = anchorBefore(doc.blocks.ids, body.order ?? block.order)
          return [{ kind: 'block.create', block, at }]
        }
        case 'delete': {
          const block = requireBlock(doc, id)
          return [{ kind: 'block.delete', block, at: anchorAt(doc.blocks.ids, doc.blocks.indexOf(id)) }]
        }
        case 'update': {
          const block = requireBlock(doc, id)
          if (!reorder) return fieldChanges(block, values)
          const sent = parseWith(OrderValues, { changed_values: values }).changed_values.order
          return blockMoves(doc.blocks.ids, orderSent(doc, sent))
        }
      }
    },
  }
}

const ConfigValues = z.strictObject(
  Object.fromEntries(CONFIG_KEYS.map((key) => [key, Survey.shape[key].optional()])) as {
    [K in (typeof CONFIG_KEYS)[number]]: z.ZodOptional<(typeof Survey.shape)[K]>
  },
)

/** update_survey_settings: one change per sent key, or the end blocks. */
export function settingsEdit(body: UpdateSurveySettingsRequest): LegacyEdit {
  const values = body.changed_values
  if (body.action === 'survey_list_isEnd')
    return {
      scope: { blocks: 'all' },
      plan(doc) {
        // Exactly these blocks end the dialog; ids of blocks that do not exist are ignored.
        const ends = new Set(inChangedValues(IsEndValues, values).is_end)
        const before = endBlocksOf(doc)
        const after = doc.blocks.ids.filter((id) => ends.has(id))
        return [{ kind: 'endBlocks', before, after }]
      },
    }
  return {
    scope: { survey: true },
    plan(doc) {
      if (body.action === 'fixmessages') {
        const messages = inChangedValues(FixMessagesValues, values)
        return (['welcome_message', 'ending_message'] as const).flatMap((key) => {
          const after = messages[key]
          return after === undefined ? [] : [{ kind: 'fixedMessage', key, before: doc.survey[key], after } as const]
        })
      }
      const parsed = inChangedValues(ConfigValues, values) as Record<string, unknown>
      // Only the keys the client sent: zod fills defaults for missing optional keys.
      return Object.keys(values).map(
        (key) => ({ kind: 'config', key, before: doc.survey[key as Config['key']], after: parsed[key] }) as Config,
      )
    },
  }
}

/** switch_activate_link: Live <-> Inaktiv (docs/product/states.md); the engine refuses it while live_switch is 0. */
export const toggleActive: LegacyEdit = {
  scope: { survey: true },
  plan: (doc) => [{ kind: 'config', key: 'active', before: doc.survey.active, after: !doc.survey.active }],
}

/** /structure: the whole list of jumps, as connection changes that give exactly this list and order. */
export const structureEdit = (connections: readonly Connection[]): LegacyEdit => ({
  scope: { connections: true },
  plan: (doc) => connectionChanges(doc.connections, connections),
})

/** /positions: all named blocks must exist, so it applies whole or not at all. */
export const positionsEdit = (positions: PositionMap): LegacyEdit => ({
  scope: { blocks: Object.keys(positions) },
  plan(doc) {
    const ids = Object.keys(positions)
    if (ids.length === 0) return []
    const missing = ids.find((id) => !doc.blocks.has(id))
    if (missing) throw blockNotFound(missing)
    const before = Object.fromEntries(ids.map((id) => [id, requireBlock(doc, id).position ?? null]))
    return [{ kind: 'positions', before, after: positions }]
  },
})

function placed(doc: Document, id: string) {
  const list = doc.exitConditions.map((c) => c.id)
  const index = list.indexOf(id)
  return { current: doc.exitConditions[index], at: anchorAt(list, index), end: anchorAt([...list, id], list.length) }
}

const conditionNotFound = () => new ApiError(404, 'KI-Endbedingung nicht gefunden.', 'condition_not_found')

/** POST gpt_exit_conditions: a create at the end; the same id again replaces it in place (retry-safe). */
export const exitConditionCreate = (condition: ExitCondition): LegacyEdit => ({
  scope: { exitConditions: true },
  plan(doc) {
    const { current, at, end } = placed(doc, condition.id)
    const change: ExitConditionChange = current
      ? { kind: 'exitCondition', id: condition.id, before: current, after: condition, at }
      : { kind: 'exitCondition', id: condition.id, before: null, after: condition, at: end }
    return [change]
  },
})

/** PUT gpt_exit_conditions/{id}: 404 if it does not exist. */
export const exitConditionUpdate = (condition: ExitCondition): LegacyEdit => ({
  scope: { exitConditions: true },
  plan(doc) {
    const { current, at } = placed(doc, condition.id)
    if (!current) throw conditionNotFound()
    return [{ kind: 'exitCondition', id: condition.id, before: current, after: condition, at }]
  },
})

/** DELETE gpt_exit_conditions/{id}: one that is already gone succeeds (the goal state holds). */
export const exitConditionDelete = (id: string): LegacyEdit => ({
  scope: { exitConditions: true },
  plan(doc) {
    const { current, at } = placed(doc, id)
    return current ? [{ kind: 'exitCondition', id, before: current, after: null, at }] : []
  },
})
