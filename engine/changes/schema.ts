import { z } from 'zod'
import { validationMessage } from '../api/validationMessage'
import { textProblem } from '../api/wellFormedText'
import { EngineError } from '../EngineError'
import { Block, QuestionId } from '../model/block'
import { int32 } from '../model/int32'
import { MAX_BLOCKS_PER_DIALOG, MAX_CHANGES_PER_RESTORE } from '../model/limits'
import { Connection, connectionKey } from '../model/connection'
import { ExitCondition } from '../model/exitCondition'
import { PositionMap } from '../model/positionMap'
import { RESPONDENT_FLAGS, Survey } from '../model/survey'
import { TrainingExample } from '../model/trainingExample'
import { Trigger } from '../model/trigger'

/** The server refuses text with U+0000 or a lone surrogate (PostgreSQL cannot store it); the engine refuses exactly the same. */
export { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '../api/wellFormedText'

// One definition per change: each kind's type is inferred from its schema (z.infer) below, so
// the wire, the edit log and the engine cannot disagree about a field.

/** A zod output as a change value: fields read-only, lists too. */
type Value<T> = { readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? readonly U[] : T[K] }

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

export const FIXED_MESSAGE_KEYS = ['welcome_message', 'ending_message'] as const
export type FixedMessageKey = (typeof FIXED_MESSAGE_KEYS)[number]

/** Block fields one edit may set; ids, creation time and order have changes of their own. */
export type BlockFieldKey = Exclude<keyof Block, 'unique_question_id' | 'survey_id' | 'created_on' | 'order'>

const Anchor = z.strictObject({ index: int32().min(0), after: z.string().min(1).max(200).nullable() })

/**
 * Where an item sits in an ordered list (blocks, jumps, exit conditions, triggers). `after` is the
 * key of the item before it (null: first), the place colleagues' inserts and deletes elsewhere
 * cannot invalidate; `index` is the place when nobody else edited and the fallback when the item
 * before it is gone.
 */
export type Anchor = Value<z.infer<typeof Anchor>>

const FIXED_FIELDS = new Set(['unique_question_id', 'survey_id', 'created_on', 'order'])
export const BLOCK_FIELD_KEYS = Object.keys(Block.shape).filter((k) => !FIXED_FIELDS.has(k)) as BlockFieldKey[]

const BlockFieldChange = z
  .strictObject({
    kind: z.literal('block.field'),
    block: QuestionId,
    key: z.enum(BLOCK_FIELD_KEYS as [BlockFieldKey, ...BlockFieldKey[]]),
    before: z.unknown(),
    after: z.unknown(),
  })
  .superRefine((c, ctx) => {
    // "No value" is null on the wire, for fields that can be empty (nullable, or optional
    // without a default); any other value must be one the field can hold.
    const field = Block.shape[c.key]
    if (c.after === null) {
      const absent = field.safeParse(undefined)
      if (!field.safeParse(null).success && !(absent.success && absent.data === undefined))
        ctx.addIssue({ code: 'custom', path: ['after'], message: `${c.key} kann nicht leer sein` })
      return
    }
    const parsed = field.safeParse(c.after)
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['after'], message: `ungültiger Wert für ${c.key}` })
  })

/**
 * One field of one block: what typing in the block editor produces. `null` is "no value". The
 * schema checks `after` against the block's field (superRefine), which the type says per key.
 */
export type BlockField = {
  [K in BlockFieldKey]: Value<
    Omit<z.infer<typeof BlockFieldChange>, 'key' | 'before' | 'after'> & {
      key: K
      before: NonNullable<Block[K]> | null
      after: NonNullable<Block[K]> | null
    }
  >
}[BlockFieldKey]

const BlockChange = z.strictObject({
  kind: z.enum(['block.create', 'block.delete']),
  block: Block,
  at: Anchor,
})

type BlockLifecycle<K extends z.infer<typeof BlockChange>['kind']> = Value<
  Omit<z.infer<typeof BlockChange>, 'kind'> & { kind: K }
>
/** A new block at a place; `block.order` is ignored, `at` decides. */
export type BlockCreate = BlockLifecycle<'block.create'>
/** Deletes a block; `block` and `at` are its content and place before, so the inverse brings it back. */
export type BlockDelete = BlockLifecycle<'block.delete'>

const BlockMoveChange = z.strictObject({ kind: z.literal('block.move'), block: QuestionId, from: Anchor, to: Anchor })

/** Moves a block; `to.after` is the block before it at its new place. */
export type BlockMove = Value<z.infer<typeof BlockMoveChange>>

const PositionsChange = z.strictObject({ kind: z.literal('positions'), before: PositionMap, after: PositionMap })
/** Canvas positions of many blocks at once (a drag of a group, auto-layout): one undo step. */
export type Positions = Value<z.infer<typeof PositionsChange>>

const EndBlocksChange = z.strictObject({
  kind: z.literal('endBlocks'),
  before: z.array(QuestionId).max(MAX_BLOCKS_PER_DIALOG),
  after: z.array(QuestionId).max(MAX_BLOCKS_PER_DIALOG),
})

/**
 * The blocks after which the dialog ends, in block order. The intent is the difference: blocks
 * in `after` but not `before` are marked, the reverse unmarked; a rebase keeps others' flags.
 */
export type EndBlocks = Value<z.infer<typeof EndBlocksChange>>

const ConfigChange = z
  .strictObject({ kind: z.literal('config'), key: z.enum(CONFIG_KEYS), before: z.unknown(), after: z.unknown() })
  .superRefine((c, ctx) => {
    const parsed = Survey.shape[c.key].safeParse(c.after)
    if (c.after === undefined || !parsed.success)
      ctx.addIssue({ code: 'custom', path: ['after'], message: `ungültiger Wert für ${c.key}` })
  })

/** A setting; the schema checks `after` against the setting (superRefine), which the type says per key. */
export type Config = {
  [K in ConfigKey]: Value<
    Omit<z.infer<typeof ConfigChange>, 'key' | 'before' | 'after'> & { key: K; before: Survey[K]; after: Survey[K] }
  >
}[ConfigKey]

const FixedMessageChange = z.strictObject({
  kind: z.literal('fixedMessage'),
  key: z.enum(FIXED_MESSAGE_KEYS),
  before: z.string().max(20_000),
  after: z.string().max(20_000),
})

/** Welcome and ending messages (docs/product/entities.md). */
export type FixedMessage = Value<z.infer<typeof FixedMessageChange>>

/**
 * Create (`before` null), update, or delete (`after` null) of an item in an ordered list; `at`
 * is the item's place: where a create inserts and a delete took it from. Not both sides empty,
 * and both name the item the change names.
 */
function listItem<K extends string, I extends 'id' | 'key', T extends z.ZodType>(
  kind: K,
  idField: I,
  item: T,
  keyOf: (v: z.infer<T>) => string,
) {
  const id = { [idField]: z.string().min(1).max(300) } as { [P in I]: z.ZodString }
  return z
    .strictObject({
      kind: z.literal(kind),
      ...id,
      before: item.nullable(),
      after: item.nullable(),
      at: Anchor,
    })
    .superRefine((c, ctx) => {
      // Generic in the id field, so read as a record.
      const record = c as Record<string, unknown>
      if (record.before === null && record.after === null)
        ctx.addIssue({ code: 'custom', path: ['after'], message: 'before und after fehlen beide' })
      for (const side of ['before', 'after'] as const) {
        const value = record[side]
        if (value !== null && keyOf(value as z.infer<T>) !== record[idField])
          ctx.addIssue({ code: 'custom', path: [side], message: `passt nicht zu ${idField}` })
      }
    })
}

const ExitConditionChange = listItem('exitCondition', 'id', ExitCondition, (c) => c.id)
export type ExitConditionChange = Value<z.infer<typeof ExitConditionChange>>
/** A conditional jump; one per handle, keyed `source::handle` (connectionKey). */
const ConnectionChange = listItem('connection', 'key', Connection, connectionKey)
export type ConnectionChange = Value<z.infer<typeof ConnectionChange>>
const TriggerChange = listItem('trigger', 'id', Trigger, (t) => t.id)
export type TriggerChange = Value<z.infer<typeof TriggerChange>>

const TrainingChange = z.strictObject({
  kind: z.literal('training'),
  block: QuestionId,
  key: z.string().min(1).max(200),
  before: z.array(TrainingExample).max(2000),
  after: z.array(TrainingExample).max(2000),
  at: Anchor.optional(),
})

/**
 * Example answers of one block's intent jumps: the examples named in `before` are replaced by
 * those in `after` (an add has no `before`, a delete no `after`). `key` names the edit in the
 * history. `at` is the place of the examples in the list: where an add inserts them and where a
 * delete took the first of them from, so that undoing a delete puts the example back where it
 * was. Without it, examples that come are appended.
 */
export type Training = Value<z.infer<typeof TrainingChange>>

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

/** One change of the kinds a dialog's version counts (and a restore holds). */
export const VersionedChangeSchema = z.union([
  BlockFieldChange,
  BlockChange,
  BlockMoveChange,
  PositionsChange,
  EndBlocksChange,
  ConfigChange,
  FixedMessageChange,
  ExitConditionChange,
  ConnectionChange,
])

/** The kind names of a union of change schemas, read from their `kind` literal or enum. */
const kindsOf = (schemas: readonly z.ZodObject<{ kind: z.ZodType }>[]): string[] =>
  schemas.flatMap(({ shape: { kind } }) =>
    (kind instanceof z.ZodLiteral ? [...kind.values] : (kind as z.ZodEnum).options).map(String),
  )

/**
 * The kinds a dialog's version counts (POST /api/surveys/{id}/changes, restorable), read from the
 * schema: a kind added to the union above is versioned everywhere (tests/lint/changeKinds.test.ts).
 */
export const VERSIONED_KINDS = kindsOf(VersionedChangeSchema.options) as readonly VersionedChange['kind'][]

const RestoreChange = z.strictObject({
  kind: z.literal('restore'),
  version: int32().min(0),
  changes: z.array(VersionedChangeSchema).max(MAX_CHANGES_PER_RESTORE),
})

/**
 * Restoring a past version (docs/design/coediting.md "Version history"): the changes that turn
 * the dialog into version `version`, as one edit, so one undo step, one version bump, one log row.
 */
export type Restore = Value<Omit<z.infer<typeof RestoreChange>, 'changes'> & { changes: VersionedChange[] }>

/** Every edit the engine knows, as data: one module per kind owns what it means (registry.ts). */
export type Change = VersionedChange | TriggerChange | Training | Restore

/** Every change as JSON (the wire and the edit log), text without U+0000 or lone surrogates. */
export const ChangeSchema = z
  .union([VersionedChangeSchema, TriggerChange, TrainingChange, RestoreChange])
  .superRefine((c, ctx) => {
    const problem = textProblem(c)
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message })
  })

/** Every kind name the wire accepts, read from the schema (tests/lint/changeKinds.test.ts: each has its module). */
export const CHANGE_KINDS = [
  ...VERSIONED_KINDS,
  ...kindsOf([TriggerChange, TrainingChange, RestoreChange]),
] as readonly Change['kind'][]

/**
 * A change from JSON. The schema checks what the server needs (the `before` values a server
 * re-reads anyway are checked loosely); the one cast says what the refinements checked: a
 * field's or setting's value fits its key.
 */
export function parseChange(value: unknown): Change {
  const result = ChangeSchema.safeParse(value)
  if (!result.success) throw new EngineError('invalid_input', validationMessage(result.error))
  return result.data as Change
}
