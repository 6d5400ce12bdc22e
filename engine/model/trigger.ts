import { z } from 'zod'
import { int32 } from './int32'
import { QuestionId } from './block'
import { SurveyId } from './survey'

/** docs/product/entities.md: trigger kinds; the editor's actions map onto them (docs/product/validation.md). */
export const TriggerKind = z.enum(['waitFor', 'moveTo', 'waitAPI'])
export type TriggerKind = z.infer<typeof TriggerKind>

export const TriggerAction = z.enum(['startDialog', 'moveDialog', 'waitAPI', 'waitFor'])
export type TriggerAction = z.infer<typeof TriggerAction>

export const Trigger = z.object({
  id: z.string().min(1),
  dialog_manager_id: int32(),
  survey_id: SurveyId,
  unique_question_id: QuestionId,
  /** `kind;survey;question`, the other end of the trigger. */
  trigger: z.string().regex(/^(waitFor|moveTo|waitAPI);[^;]*;[^;]*$/),
  init_survey: z.boolean(),
  /**
   * waitAPI only: a timer that sends the signal itself, this many seconds after a respondent
   * reached the waiting question (docs/multichat.md). Null or absent: only an external signal.
   */
  release_after_seconds: z.number().int().min(1).max(86_400).nullable().optional(),
})
export type Trigger = z.infer<typeof Trigger>

export interface ParsedTrigger {
  kind: TriggerKind
  survey_id: string
  unique_question_id: string
}

export function parseTriggerString(value: string): ParsedTrigger | undefined {
  const [kind, survey_id, unique_question_id] = value.split(';')
  const parsed = TriggerKind.safeParse(kind)
  if (!parsed.success || survey_id === undefined || unique_question_id === undefined) return undefined
  return { kind: parsed.data, survey_id, unique_question_id }
}
