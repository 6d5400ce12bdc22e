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
import { Survey } from '../model/survey'
import { TrainingExample } from '../model/trainingExample'
import { Trigger } from '../model/trigger'
import { type BlockFieldKey, CONFIG_KEYS, type Change, FIXED_MESSAGE_KEYS } from './Change'

/** The server refuses text with U+0000 or a lone surrogate (PostgreSQL cannot store it); the engine refuses exactly the same. */
export { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '../api/wellFormedText'

const Anchor = z.strictObject({ index: int32().min(0), after: z.string().min(1).max(200).nullable() })

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

const BlockChange = z.strictObject({
  kind: z.enum(['block.create', 'block.delete']),
  block: Block,
  at: Anchor,
})

const BlockMoveChange = z.strictObject({ kind: z.literal('block.move'), block: QuestionId, from: Anchor, to: Anchor })

const PositionsChange = z.strictObject({ kind: z.literal('positions'), before: PositionMap, after: PositionMap })

const EndBlocksChange = z.strictObject({
  kind: z.literal('endBlocks'),
  before: z.array(QuestionId).max(MAX_BLOCKS_PER_DIALOG),
  after: z.array(QuestionId).max(MAX_BLOCKS_PER_DIALOG),
})

const ConfigChange = z
  .strictObject({ kind: z.literal('config'), key: z.enum(CONFIG_KEYS), before: z.unknown(), after: z.unknown() })
  .superRefine((c, ctx) => {
    const parsed = Survey.shape[c.key].safeParse(c.after)
    if (c.after === undefined || !parsed.success)
      ctx.addIssue({ code: 'custom', path: ['after'], message: `ungültiger Wert für ${c.key}` })
  })

const FixedMessageChange = z.strictObject({
  kind: z.literal('fixedMessage'),
  key: z.enum(FIXED_MESSAGE_KEYS),
  before: z.string().max(20_000),
  after: z.string().max(20_000),
})

/** Create, update or delete: not both sides empty, and both name the item the change names. */
function listItem<T extends z.ZodType>(kind: string, idField: 'id' | 'key', item: T, keyOf: (v: z.infer<T>) => string) {
  return z
    .strictObject({
      kind: z.literal(kind),
      [idField]: z.string().min(1).max(300),
      before: item.nullable(),
      after: item.nullable(),
      at: Anchor,
    })
    .superRefine((c, ctx) => {
      const record = c as Record<string, unknown>
      if (c.before === null && c.after === null)
        ctx.addIssue({ code: 'custom', path: ['after'], message: 'before und after fehlen beide' })
      for (const side of ['before', 'after'] as const) {
        const value = record[side]
        if (value !== null && keyOf(value as z.infer<T>) !== record[idField])
          ctx.addIssue({ code: 'custom', path: [side], message: `passt nicht zu ${idField}` })
      }
    })
}

const TrainingChange = z.strictObject({
  kind: z.literal('training'),
  block: QuestionId,
  key: z.string().min(1).max(200),
  before: z.array(TrainingExample).max(2000),
  after: z.array(TrainingExample).max(2000),
  at: Anchor.optional(),
})

/** The kinds a dialog's version counts: what a restore may hold. */
const VersionedChangeSchema = z.union([
  BlockFieldChange,
  BlockChange,
  BlockMoveChange,
  PositionsChange,
  EndBlocksChange,
  ConfigChange,
  FixedMessageChange,
  listItem('exitCondition', 'id', ExitCondition, (c) => c.id),
  listItem('connection', 'key', Connection, connectionKey),
])

const RestoreChange = z.strictObject({
  kind: z.literal('restore'),
  version: int32().min(0),
  changes: z.array(VersionedChangeSchema).max(MAX_CHANGES_PER_RESTORE),
})

/** Every change as JSON (the wire and the edit log), text without U+0000 or lone surrogates. */
export const ChangeSchema = z
  .union([VersionedChangeSchema, listItem('trigger', 'id', Trigger, (t) => t.id), TrainingChange, RestoreChange])
  .superRefine((c, ctx) => {
    const problem = textProblem(c)
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message })
  })

/**
 * A change from JSON. The schema checks what the server needs (the `before` values a server
 * re-reads anyway are checked loosely); the one cast says the checked shape is the union.
 */
export function parseChange(value: unknown): Change {
  const result = ChangeSchema.safeParse(value)
  if (!result.success) throw new EngineError('invalid_input', validationMessage(result.error))
  return result.data as Change
}
