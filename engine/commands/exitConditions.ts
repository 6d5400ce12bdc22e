import { z } from 'zod'
import { EngineError } from '../EngineError'
import { QuestionId } from '../model/block'
import type { EditorState } from '../model/editorState'
import { ExitCondition } from '../model/exitCondition'
import { defineCommand } from './defineCommand'

const preview = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

function requireCondition(state: EditorState, id: string): ExitCondition {
  const condition = state.exitConditions.find((c) => c.id === id)
  if (!condition) throw new EngineError('condition_not_found', 'KI-Endbedingung existiert nicht.')
  return condition
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
    return {
      type: 'gpt_exit_conditions',
      change: 'create',
      unique_question_id: created.unique_question_id,
      key: created.id,
      old_value: null,
      new_value: created,
      time: ctx.now(),
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
  (state, { id, ...changes }, ctx) => {
    const current = requireCondition(state, id)
    requireBlockOrNull(state, changes.unique_question_id)
    const next = ExitCondition.parse({
      ...current,
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
    })
    return {
      type: 'gpt_exit_conditions',
      change: 'update',
      unique_question_id: next.unique_question_id,
      key: id,
      old_value: current,
      new_value: next,
      time: ctx.now(),
      title: 'KI-Endbedingung geändert',
      subtitle: preview(next.condition),
    }
  },
)

export const deleteExitCondition = defineCommand(
  'deleteExitCondition',
  z.object({ id: z.string().min(1) }),
  (state, { id }, ctx) => {
    const current = requireCondition(state, id)
    return {
      type: 'gpt_exit_conditions',
      change: 'delete',
      unique_question_id: current.unique_question_id,
      key: id,
      old_value: current,
      new_value: null,
      time: ctx.now(),
      title: 'KI-Endbedingung gelöscht',
      subtitle: preview(current.condition),
    }
  },
)
