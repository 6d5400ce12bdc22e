import { z } from 'zod'
import { UNSURE_MODES } from '../nlu/decideRoute'
import {
  MAX_CHOICE_OPTIONS,
  MAX_CLARIFY_QUESTION,
  MAX_INTENT_LABEL,
  MAX_INTENT_LABELS,
  MAX_LIKERT_LABELS,
} from './limits'
import { int32 } from './int32'

/** Block types of docs/design/dialog-content.md. */
export const BlockType = z.enum([
  'message',
  'open',
  'likert',
  'single_choice',
  'multiple_choice',
  'number',
  'email',
  'qa',
])
export type BlockType = z.infer<typeof BlockType>

export const QuestionId = z.string().min(1).max(64)
export type QuestionId = z.infer<typeof QuestionId>

export const Position = z.object({ x: z.number().finite(), y: z.number().finite() })
export type Position = z.infer<typeof Position>

export const ChoiceOption = z.object({ id: z.string().min(1).max(64), label: z.string().max(500) })
export type ChoiceOption = z.infer<typeof ChoiceOption>

/**
 * A question block with the fields of docs/product/entities.md. Type-specific fields are optional and only
 * meaningful for their type (docs/design/dialog-content.md); unknown extra fields are rejected so that a typo in
 * an editor call is an error instead of silently stored data.
 */
export const Block = z.strictObject({
  unique_question_id: QuestionId,
  survey_id: z.string().min(1).max(64),
  order: int32().min(0),
  type: BlockType,
  context: z.string().max(20_000),
  nachfrage: z.string().max(20_000).default(''),
  likert_na: z.boolean().default(false),
  acknowledgement: z.string().max(20_000).default(''),
  is_end: z.boolean().default(false),
  position: Position.nullable().default(null),
  created_on: z.number().int().nullable().default(null),
  filename_db: z.string().max(300).nullable().default(null),
  only_search: z.boolean().default(false),
  start_page: z.boolean().default(false),
  // open
  min_words: z.number().int().min(0).max(1000).optional(),
  /**
   * What an unsure first answer gets (docs/nlu.md "Clarifying question"): 'buttons' asks
   * `clarify_question` with the likely intents, 'nachfrage' asks the nachfrage, 'route' takes the
   * best intent. Absent: 'nachfrage', how blocks stored before the setting existed behave; the
   * configurator creates open blocks with 'buttons'.
   */
  clarify_mode: z.enum(UNSURE_MODES).optional(),
  /** The clarifying question; empty or absent: the dialog language's default ("Meinten Sie …?"). */
  clarify_question: z.string().max(MAX_CLARIFY_QUESTION).optional(),
  /** Respondent-facing label per intent handle for the buttons; absent: the handle, capitalised. */
  intent_labels: z
    .record(z.string().min(1).max(64), z.string().max(MAX_INTENT_LABEL))
    .refine((labels) => Object.keys(labels).length <= MAX_INTENT_LABELS, {
      message: `at most ${MAX_INTENT_LABELS} intent labels`,
    })
    .optional(),
  // likert
  likert_scale: z.number().int().min(3).max(10).optional(),
  likert_labels: z.array(z.string().max(200)).max(MAX_LIKERT_LABELS).optional(),
  // single_choice / multiple_choice
  options: z.array(ChoiceOption).max(MAX_CHOICE_OPTIONS).optional(),
  min: z.number().int().min(0).optional(),
  max: z.number().int().min(0).optional(),
  // qa
  qa_max_questions: z.number().int().min(1).max(100).optional(),
  qa_exit_phrase: z.string().max(200).optional(),
  qa_fallback: z.string().max(2000).optional(),
})
export type Block = z.infer<typeof Block>
export type BlockInput = z.input<typeof Block>

/** Fields the server assigns; docs/product/validation.md: copying a block strips them. */
export const blockIdentityFields = ['unique_question_id', 'survey_id', 'created_on'] as const

/**
 * Sets one field the way both server and engine store it: on the wire "no value" is null, and a
 * field that cannot hold null (an optional one such as `min_words`) is removed instead.
 */
export function withBlockField(block: Block, key: string, value: unknown): Block {
  const next = { ...block } as Record<string, unknown>
  const field = Block.shape[key as keyof typeof Block.shape]
  if ((value === undefined || value === null) && (!field || !field.safeParse(null).success)) delete next[key]
  else next[key] = value
  return next as Block
}
