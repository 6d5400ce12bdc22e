import { z } from 'zod'
import { SurveyId } from '../model/survey'
import type { Endpoint } from './Endpoint'

/** A thumbs up or down; null takes the rating back. */
export const FeedbackRating = z.enum(['up', 'down'])
export type FeedbackRating = z.infer<typeof FeedbackRating>

/**
 * POST /api/feedback (docs/api/chat.md "Feedback"): the respondent rates one bot message of their
 * own transcript, named by the `message_id` POST /api/chat gave it. One rating per message; a
 * second call changes it, `rating: null` removes it.
 */
export const FeedbackRequest = z.object({
  survey_id: SurveyId,
  message_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  rating: FeedbackRating.nullable(),
})
export type FeedbackRequest = z.infer<typeof FeedbackRequest>

export const FeedbackResponse = z.object({
  msg: z.literal('success'),
  message_id: z.number().int(),
  rating: FeedbackRating.nullable(),
})
export type FeedbackResponse = z.infer<typeof FeedbackResponse>

export const feedbackEndpoints: readonly Endpoint[] = [
  {
    method: 'POST',
    path: '/api/feedback',
    summary: 'Eine Bot-Nachricht im Live-Dialog mit Daumen hoch oder runter bewerten',
    access: { kind: 'live' },
    body: FeedbackRequest,
    response: FeedbackResponse,
  },
]
