import { z } from 'zod'
import { EngineError } from '../EngineError'
import { Block, BlockType, QuestionId, blockIdentityFields } from '../model/block'
import type { EditorState } from '../model/editorState'
import { type CommandContext, defineCommand } from './defineCommand'
import { blockLabel, fieldLabel } from './labels'

function requireBlock(state: EditorState, id: string): Block {
  const block = state.blocks.get(id)
  if (!block) throw new EngineError('block_not_found', `Block ${id} existiert nicht.`)
  return block
}

const preview = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

function created(state: EditorState, block: Block, ctx: CommandContext, title: string) {
  return {
    type: 'blocks' as const,
    change: 'create' as const,
    unique_question_id: block.unique_question_id,
    key: null,
    old_value: null,
    new_value: block,
    time: ctx.now(),
    title,
    subtitle: `${blockLabel(block)}: ${preview(block.context)}`,
  }
}

const NewBlock = Block.omit({ unique_question_id: true, survey_id: true, created_on: true, order: true })
  .partial()
  .extend({ type: BlockType, order: z.number().int().min(0).optional() })

export const createBlock = defineCommand('createBlock', NewBlock, (state, input, ctx) => {
  const block = Block.parse({
    context: '',
    ...input,
    unique_question_id: ctx.newId(),
    survey_id: state.survey.survey_id,
    created_on: ctx.now(),
    order: Math.min(input.order ?? state.blocks.size, state.blocks.size),
  })
  return created(state, block, ctx, 'Block erstellt')
})

/** docs/product/validation.md: a copy strips identifiers and creation fields; it lands right after the original. */
export const copyBlock = defineCommand(
  'copyBlock',
  z.object({ unique_question_id: QuestionId }),
  (state, input, ctx) => {
    const original = requireBlock(state, input.unique_question_id)
    const copy: Record<string, unknown> = { ...original }
    for (const field of blockIdentityFields) delete copy[field]
    const block = Block.parse({
      ...copy,
      unique_question_id: ctx.newId(),
      survey_id: state.survey.survey_id,
      created_on: ctx.now(),
      order: original.order + 1,
      start_page: false,
      position: original.position ? { x: original.position.x + 40, y: original.position.y + 40 } : null,
    })
    return created(state, block, ctx, 'Block kopiert')
  },
)

/** Fields an update may change; ids, creation time and order have their own commands. */
const EditableKey = z.enum(
  Object.keys(Block.shape).filter((k) => !['unique_question_id', 'survey_id', 'created_on', 'order'].includes(k)) as [
    string,
    ...string[],
  ],
)

export const updateBlock = defineCommand(
  'updateBlock',
  z.object({ unique_question_id: QuestionId, key: EditableKey, value: z.unknown() }),
  (state, { unique_question_id, key, value }, ctx) => {
    const block = requireBlock(state, unique_question_id)
    const field = Block.shape[key as keyof typeof Block.shape]
    const parsed = field.safeParse(value)
    if (!parsed.success) throw new EngineError('invalid_input', `Ungültiger Wert für ${fieldLabel(key)}.`)
    return {
      type: 'blocks',
      change: 'update',
      unique_question_id,
      key,
      old_value: (block as Record<string, unknown>)[key],
      new_value: parsed.data,
      time: ctx.now(),
      title: 'Block geändert',
      subtitle: `${blockLabel(block)}: ${fieldLabel(key)}`,
    }
  },
)

export const deleteBlock = defineCommand(
  'deleteBlock',
  z.object({ unique_question_id: QuestionId }),
  (state, { unique_question_id }, ctx) => {
    const block = requireBlock(state, unique_question_id)
    return {
      type: 'blocks',
      change: 'delete',
      unique_question_id,
      key: null,
      old_value: block,
      new_value: null,
      time: ctx.now(),
      title: 'Block gelöscht',
      subtitle: `${blockLabel(block)}: ${preview(block.context)}`,
    }
  },
)

/** Moves one block to position `to` (0-based); the entry holds old and new position. */
export const moveBlock = defineCommand(
  'moveBlock',
  z.object({ unique_question_id: QuestionId, to: z.number().int().min(0) }),
  (state, { unique_question_id, to }, ctx) => {
    const block = requireBlock(state, unique_question_id)
    const target = Math.min(to, state.blocks.size - 1)
    return {
      type: 'blocks',
      change: 'order',
      unique_question_id,
      key: 'order',
      old_value: block.order,
      new_value: target,
      time: ctx.now(),
      title: 'Reihenfolge geändert',
      subtitle: `${blockLabel(block)} → Position ${target + 1}`,
    }
  },
)
