import { z } from 'zod'
import { anchorAt, anchorBefore } from '../changes/anchor'
import { fieldValue } from '../changes/blockField'
import type { BlockField } from '../changes/Change'
import { BLOCK_FIELD_KEYS } from '../changes/schema'
import { requireBlock } from '../changes/common'
import { EngineError } from '../EngineError'
import { freeSpot } from '../graph/freeSpot'
import { NODE_WIDTH } from '../graph/layoutBasics'
import { Block, BlockType, Position, QuestionId, blockIdentityFields } from '../model/block'
import type { EditorState } from '../model/editorState'
import { type Edit, defineCommand } from './defineCommand'
import { blockLabel, fieldLabel } from './labels'

const preview = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

/** A new block at `index` (clamped): its anchor is the block before it. */
function created(state: EditorState, block: Block, index: number, title: string): Edit {
  const at = anchorBefore(state.blocks.ids, index)
  return {
    change: { kind: 'block.create', block: { ...block, order: at.index }, at },
    title,
    subtitle: `${blockLabel(block)}: ${preview(block.context)}`,
  }
}

const NewBlock = Block.omit({ unique_question_id: true, survey_id: true, created_on: true, order: true })
  .partial()
  .extend({ type: BlockType, order: z.number().int().min(0).optional() })

export const createBlock = defineCommand('createBlock', NewBlock, (state, input, ctx) => {
  const index = Math.min(input.order ?? state.blocks.size, state.blocks.size)
  const block = Block.parse({
    context: '',
    ...input,
    unique_question_id: ctx.newId(),
    survey_id: state.survey.survey_id,
    created_on: ctx.now(),
    order: index,
  })
  return created(state, block, index, 'Block erstellt')
})

/** Where a copy goes without a given position: the free spot nearest to beside the original. */
function copySpot(state: EditorState, original: Block): Position | null {
  if (!original.position) return null // laid out with the rest
  const taken = state.blocks.values().flatMap((b) => (b.position ? [b.position] : []))
  return freeSpot(taken, { x: original.position.x + NODE_WIDTH + 40, y: original.position.y })
}

/**
 * docs/product/validation.md: a copy strips identifiers and creation fields; it lands right after
 * the original in order. On the canvas it goes to `position` (the client knows where laid-out
 * blocks are drawn) or else to a free spot beside the original, never on top of it.
 */
export const copyBlock = defineCommand(
  'copyBlock',
  z.object({ unique_question_id: QuestionId, position: Position.optional() }),
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
      position: input.position ?? copySpot(state, original),
    })
    return created(state, block, original.order + 1, 'Block kopiert')
  },
  // The copy holds the block's content as it is locally, unsaved edits included.
  { rebuildsOnRebase: true },
)

/** Fields an update may change; ids, creation time and order have their own commands. Any text in, checked when run. */
const EditableKey = z.string().pipe(z.enum(BLOCK_FIELD_KEYS as [BlockField['key'], ...BlockField['key'][]]))

export const updateBlock = defineCommand(
  'updateBlock',
  z.object({ unique_question_id: QuestionId, key: EditableKey, value: z.unknown() }),
  (state, { unique_question_id, key, value }) => {
    const block = requireBlock(state, unique_question_id)
    const parsed = Block.shape[key].safeParse(value)
    if (!parsed.success) throw new EngineError('invalid_input', `Ungültiger Wert für ${fieldLabel(key)}.`)
    const change = {
      kind: 'block.field',
      block: unique_question_id,
      key,
      before: fieldValue(block, key),
      after: parsed.data ?? null,
    } as BlockField
    return { change, title: 'Block geändert', subtitle: `${blockLabel(block)}: ${fieldLabel(key)}` }
  },
)

export const deleteBlock = defineCommand(
  'deleteBlock',
  z.object({ unique_question_id: QuestionId }),
  (state, { unique_question_id }) => {
    const block = requireBlock(state, unique_question_id)
    return {
      change: { kind: 'block.delete', block, at: anchorAt(state.blocks.ids, state.blocks.indexOf(unique_question_id)) },
      title: 'Block gelöscht',
      subtitle: `${blockLabel(block)}: ${preview(block.context)}`,
    }
  },
)

/** Moves one block to position `to` (0-based, clamped to the last place). */
export const moveBlock = defineCommand(
  'moveBlock',
  z.object({ unique_question_id: QuestionId, to: z.number().int().min(0) }),
  (state, { unique_question_id, to }) => {
    const block = requireBlock(state, unique_question_id)
    const ids = state.blocks.ids
    const rest = ids.filter((id) => id !== unique_question_id)
    const target = Math.min(to, rest.length)
    return {
      change: {
        kind: 'block.move',
        block: unique_question_id,
        from: anchorAt(ids, state.blocks.indexOf(unique_question_id)),
        to: anchorBefore(rest, target),
      },
      title: 'Reihenfolge geändert',
      subtitle: `${blockLabel(block)} → Position ${target + 1}`,
    }
  },
)
