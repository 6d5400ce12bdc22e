import { z } from 'zod'
import { anchorAt } from '../changes/anchor'
import { EngineError } from '../EngineError'
import { QuestionId } from '../model/block'
import type { EditorState } from '../model/editorState'
import { ExitCondition } from '../model/exitCondition'
import { defineCommand } from './defineCommand'

const preview = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

function requireCondition(state: EditorState, id: string) {
  const ids = state.exitConditions.map((c) => c.id)
  const index = ids.indexOf(id)
  const condition = state.exitConditions[index]
  if (!condition) throw new EngineError('condition_not_found', 'KI-Endbedingung existiert nicht.')
  return { condition, at: anchorAt(ids, index) }
}

function requireBlockOrNull(state: EditorState, id: string | null | undefined) {
  if (id && !state.blocks.has(id)) throw new EngineError('block_not_found', `Block ${id} existiert nicht.`)
}

export const createExitCondition = defineCommand(
  'createExitCondition',
  z.object({
    condition: z.string().trim().min(1).max(2000),
    unique_question_id: QuestionId.nullable().optional(),
    examples: z.array(z.string().max(500)).optional(),
  }),
  (state, input, ctx) => {
    requireBlockOrNull(state, input.unique_question_id)
    const created = ExitCondition.parse({
      id: ctx.newId(),
      survey_id: state.survey.survey_id,
      unique_question_id: input.unique_question_id ?? null,
      condition: input.condition,
      examples: input.examples ?? [],
    })
    const ids = state.exitConditions.map((c) => c.id)
    return {
      change: {
        kind: 'exitCondition',
        id: created.id,
        before: null,
        after: created,
        at: anchorAt([...ids, created.id], ids.length),
      },
      title: 'KI-Endbedingung erstellt',
      subtitle: preview(created.condition),
    }
  },
)

export const updateExitCondition = defineCommand(
  'updateExitCondition',
  z.object({
    id: z.string().min(1),
    condition: z.string().trim().min(1).max(2000).optional(),
    unique_question_id: QuestionId.nullable().optional(),
    examples: z.array(z.string().max(500)).optional(),
  }),
  (state, { id, ...changes }) => {
    const { condition: current, at } = requireCondition(state, id)
    requireBlockOrNull(state, changes.unique_question_id)
    const next = ExitCondition.parse({
      ...current,
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
    })
    return {
      change: { kind: 'exitCondition', id, before: current, after: next, at },
      title: 'KI-Endbedingung geändert',
      subtitle: preview(next.condition),
    }
  },
)

export const deleteExitCondition = defineCommand(
  'deleteExitCondition',
  z.object({ id: z.string().min(1) }),
  (state, { id }) => {
    const { condition: current, at } = requireCondition(state, id)
    return {
      change: { kind: 'exitCondition', id, before: current, after: null, at },
      title: 'KI-Endbedingung gelöscht',
      subtitle: preview(current.condition),
    }
  },
)
