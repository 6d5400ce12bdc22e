import { z } from 'zod'
import { PassageSource } from '../model/chatHistory'
import { SurveyId } from '../model/survey'
import type { Endpoint } from './Endpoint'

/** Longest answer a respondent may send; longer input is refused, not cut (no silent data loss). */
export const MAX_USER_INPUT = 5000

/**
 * POST /api/chat (docs/design/live.md). `unique_question_id` names the question the respondent answers;
 * null (or no conversation yet) starts the dialog. The server refuses an answer to a question
 * that is no longer awaited, so a double-sent answer is never recorded twice.
 */
export const ChatRequest = z.object({
  survey_id: SurveyId,
  unique_question_id: z.string().max(200).nullable().optional(),
  user_input: z.string().max(MAX_USER_INPUT).optional().default(''),
})
export type ChatRequest = z.infer<typeof ChatRequest>

export const ChatBubble = z.object({ text: z.string(), delayMs: z.number() })

export const ChatBotMessage = z.object({
  unique_question_id: z.string().nullable(),
  type: z.string(),
  context: z.string(),
  bubbles: z.array(ChatBubble),
  /**
   * The live chat only: the stored transcript row of the message's last bubble, which
   * POST /api/feedback rates. Absent where nothing is stored (Testen, a resume that changed nothing).
   */
  message_id: z.number().int().positive().optional(),
  /** A qa answer's passages, best first. */
  sources: z.array(PassageSource).optional(),
})
export type ChatBotMessage = z.infer<typeof ChatBotMessage>

export const ChatAwaiting = z.object({
  unique_question_id: z.string(),
  kind: z.enum(['text', 'likert', 'single_choice', 'multiple_choice', 'number', 'email', 'qa', 'clarify']),
  /**
   * The buttons. For 'clarify' (docs/nlu.md "Clarifying question"): `intent:<handle>` per offered
   * intent with the model's `confidence`, then `other` ("Etwas anderes"); the answer names one id,
   * any other input is 400 `clarify_option_unknown`.
   */
  options: z.array(z.object({ id: z.string(), label: z.string(), confidence: z.number().optional() })).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  maxLength: z.number(),
})

/**
 * docs/product/entities.md's `chatbot_response_object` fields: the awaited question (its
 * follow-up while that is asked), else the turn's last message (the ending); null when the
 * turn has no message at all.
 */
export const QuestionHeadFields = {
  context: z.string().nullable(),
  type: z.string().nullable(),
  unique_question_id: z.string().nullable(),
}

/**
 * The bot's turn: its messages in order (each split into timed bubbles) and what the input must
 * offer next; `awaiting` is null at the end. `current_question_id` is the block now awaited.
 */
export const ChatbotResponseObject = z.object({
  messages: z.array(ChatBotMessage),
  awaiting: ChatAwaiting.nullable(),
  current_question_id: z.string().nullable(),
  ...QuestionHeadFields,
})

export const ChatResponse = z.object({
  chatbot_response_object: ChatbotResponseObject,
  finished_question_id: z.string().nullable(),
  is_end: z.boolean(),
})
export type ChatResponse = z.infer<typeof ChatResponse>

export const chatEndpoints: readonly Endpoint[] = [
  {
    method: 'POST',
    path: '/api/chat',
    summary: 'Eine Antwort im Live-Dialog senden und die nächste Bot-Nachricht erhalten',
    access: { kind: 'live' },
    body: ChatRequest,
    response: ChatResponse,
  },
]
