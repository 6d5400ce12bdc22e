import { z } from 'zod'
import { EngineError } from '../EngineError'
import { QuestionId } from '../model/block'
import type { EditorState } from '../model/editorState'
import { blockLabel } from './labels'
import { defineCommand } from './defineCommand'
import type { TrainingExample } from '../model/trainingExample'
import { examplesOf } from '../changes/training'
import type { Edit } from './defineCommand'
import { blockIntentHandles, sameExampleText } from './trainingIntents'

const Text = z.string().trim().min(1, 'Das Beispiel ist leer.').max(500)
const Handle = z.string().min(1).max(200)
const preview = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

function requireIntent(state: EditorState, blockId: string, handle: string) {
  const block = state.blocks.get(blockId)
  if (!block) throw new EngineError('block_not_found', `Block ${blockId} existiert nicht.`)
  if (!blockIntentHandles(state, blockId).includes(handle))
    throw new EngineError('connection_not_found', `${blockLabel(block)} hat keinen Sprung „${handle}“.`)
  return block
}

function requireExample(state: EditorState, id: string): TrainingExample {
  const example = examplesOf(state).find((e) => e.id === id)
  if (!example) throw new EngineError('example_not_found', 'Das Beispiel existiert nicht mehr.')
  return example
}

function edit(
  key: string,
  block: string,
  before: TrainingExample[],
  after: TrainingExample[],
  title: string,
  subtitle: string,
): Edit {
  return { change: { kind: 'training', block, key, before, after }, title, subtitle }
}

export const addTrainingExample = defineCommand(
  'addTrainingExample',
  z.object({ unique_question_id: QuestionId, handle: Handle, text: Text }),
  (state, { unique_question_id, handle, text }, ctx) => {
    requireIntent(state, unique_question_id, handle)
    const example: TrainingExample = { id: ctx.newId(), unique_question_id, handle, text }
    return edit(example.id, unique_question_id, [], [example], `Beispiel hinzugefügt (${handle})`, preview(text))
  },
)

/** Text edits and corrections to another jump of the same block. */
export const updateTrainingExample = defineCommand(
  'updateTrainingExample',
  z.object({ id: z.string().min(1), text: Text.optional(), handle: Handle.optional() }),
  (state, { id, text, handle }) => {
    const current = requireExample(state, id)
    const next = { ...current, text: text ?? current.text, handle: handle ?? current.handle }
    requireIntent(state, next.unique_question_id, next.handle)
    return edit(
      id,
      current.unique_question_id,
      [current],
      [next],
      `Beispiel geändert (${next.handle})`,
      preview(next.text),
    )
  },
)

export const deleteTrainingExample = defineCommand(
  'deleteTrainingExample',
  z.object({ id: z.string().min(1) }),
  (state, { id }) => {
    const current = requireExample(state, id)
    return edit(
      id,
      current.unique_question_id,
      [current],
      [],
      `Beispiel gelöscht (${current.handle})`,
      preview(current.text),
    )
  },
)

/**
 * Many examples as one undo step (a pasted list). Examples the jump already has, or that repeat
 * in the list, are skipped: importing the same paste twice changes nothing.
 */
export const importTrainingExamples = defineCommand(
  'importTrainingExamples',
  z.object({
    unique_question_id: QuestionId,
    examples: z
      .array(z.object({ handle: Handle, text: Text }))
      .min(1)
      .max(2000),
  }),
  (state, { unique_question_id, examples }, ctx) => {
    const known = examplesOf(state).filter((e) => e.unique_question_id === unique_question_id)
    const created: TrainingExample[] = []
    for (const { handle, text } of examples) {
      requireIntent(state, unique_question_id, handle)
      const duplicate = [...known, ...created].some((e) => e.handle === handle && sameExampleText(e.text, text))
      if (!duplicate) created.push({ id: ctx.newId(), unique_question_id, handle, text })
    }
    if (created.length === 0) throw new EngineError('invalid_input', 'Alle Beispiele sind schon vorhanden.')
    const first = created[0] as TrainingExample
    return edit(
      `import:${first.id}`,
      unique_question_id,
      [],
      created,
      `${created.length} Beispiele importiert`,
      preview(first.text),
    )
  },
)

/**
 * Confirm or correct a real answer (issue #9): its text becomes an example of `handle`. An
 * example with the same text under another jump moves there (one answer, one intent); under the
 * same jump nothing is left to do.
 */
export const labelTrainingAnswer = defineCommand(
  'labelTrainingAnswer',
  z.object({ unique_question_id: QuestionId, handle: Handle, text: Text }),
  (state, input, ctx) => {
    const existing = examplesOf(state).find(
      (e) => e.unique_question_id === input.unique_question_id && sameExampleText(e.text, input.text),
    )
    if (!existing) return addTrainingExample(input).toChange(state, ctx)
    if (existing.handle === input.handle)
      throw new EngineError('invalid_input', `Die Antwort ist schon „${input.handle}“ zugeordnet.`)
    return updateTrainingExample({ id: existing.id, handle: input.handle }).toChange(state, ctx)
  },
)
