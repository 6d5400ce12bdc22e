import { z } from 'zod'
import { QuestionId } from './block'

/**
 * One example answer of an intent jump (docs/design/dialog-content.md, "Trainieren"): `handle` is the intent
 * label of the jump from `unique_question_id`. Ids are chosen by the client, so undo of a delete
 * brings the example back with its id. A model type, so the editor state can hold examples
 * without the model depending on the training commands.
 */
export const TrainingExample = z.object({
  id: z.string().min(1).max(64),
  unique_question_id: QuestionId,
  handle: z.string().min(1).max(200),
  text: z.string().trim().min(1).max(500),
})
export type TrainingExample = z.infer<typeof TrainingExample>
