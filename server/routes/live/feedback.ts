import { FeedbackRequest, type FeedbackResponse } from '@engine/api/feedback'
import type { FastifyPluginAsync } from 'fastify'
import { liveAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { findSurvey } from '../../repositories/surveys'
import { findRateableMessage, setMessageFeedback } from '../../repositories/messageFeedback'
import { createRateLimit } from './rateLimit'

/** docs/api/chat.md "Feedback": ratings per respondent and minute, far above anyone clicking by hand. */
export const FEEDBACK_PER_MINUTE = 30

/**
 * POST /api/feedback: a respondent's thumbs up/down on one bot message of their own transcript,
 * if the dialog allows feedback (docs/runtime.md "Respondent settings"). The token is verified
 * before the body is read; the message must be a bot message of this respondent in this dialog.
 */
export const feedbackRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const limit = createRateLimit(FEEDBACK_PER_MINUTE, 60_000)
  app.post('/api/feedback', async (request, reply): Promise<FeedbackResponse> => {
    // Who calls was checked before the body by the authorization hook (authorizeFirst.ts: a live
    // token, not revoked, of a respondent not erased); whether it is this dialog's respondent
    // after it (403), as in POST /api/chat and restart_delete.
    const { db } = ctx.database
    const body = parseWith(FeedbackRequest, request.body)
    const { respondent } = liveAccessOf(request, body.survey_id)
    const now = ctx.now()
    const wait = limit.take(respondent.id, now)
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)))
      throw new ApiError(
        429,
        'Zu viele Bewertungen in kurzer Zeit. Bitte versuchen Sie es gleich noch einmal.',
        'too_many_requests',
      )
    }
    const stored = await findSurvey(db, body.survey_id)
    if (!stored?.survey.feedback_allowed)
      throw new ApiError(409, 'Bewertungen sind in diesem Dialog ausgeschaltet.', 'feedback_off')
    const message = await findRateableMessage(db, {
      messageId: body.message_id,
      respondentId: respondent.id,
      surveyId: body.survey_id,
    })
    if (!message) throw new ApiError(404, 'Nachricht nicht gefunden.', 'message_not_found')
    await setMessageFeedback(db, {
      messageId: body.message_id,
      respondentId: respondent.id,
      surveyId: body.survey_id,
      uniqueQuestionId: message.uniqueQuestionId,
      rating: body.rating,
      at: new Date(now),
    })
    return { msg: 'success', message_id: body.message_id, rating: body.rating }
  })
}
