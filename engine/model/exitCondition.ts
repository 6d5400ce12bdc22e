import { z } from 'zod'
import { QuestionId } from './block'
import { SurveyId } from './survey'

/** An AI exit condition (docs/design/dialog-content.md): a German sentence, optionally tied to one block. */
export const ExitCondition = z.object({
  id: z.string().min(1),
  survey_id: SurveyId,
  unique_question_id: QuestionId.nullable(),
  condition: z.string().min(1).max(2000),
  /** Offline evaluator: keywords or example answers that make the condition hold. */
  examples: z.array(z.string().max(500)).default([]),
})
export type ExitCondition = z.infer<typeof ExitCondition>
