import type { FastifyRequest } from 'fastify'
import { liveAccessOf } from '../../auth/authorized'
import type { LiveAccess } from '../../auth/requireLive'
import { ApiError } from '../../http/ApiError'
import type { ConnectedSurveyRow } from '../../repositories/multichats'

/**
 * The respondent of a multichat: a live token (register_live_list) whose scope holds every
 * dialog of the multichat, since a turn in one chat may write to any other. A token for only some
 * of them (another dialog, or a dialog connected after registering) is refused with 403. Who the
 * respondent is, the endpoint table checked (server/auth/authorized.ts).
 */
export function livePlayerOf(
  request: FastifyRequest,
  surveys: readonly Pick<ConnectedSurveyRow, 'survey_id'>[],
): LiveAccess {
  const [lead] = surveys
  if (!lead) throw new ApiError(404, 'Dialogmanager nicht gefunden.', 'dialog_manager_not_found')
  const access = liveAccessOf(request, lead.survey_id)
  if (surveys.some((s) => !access.respondent.surveyIds.includes(s.survey_id))) {
    throw new ApiError(403, 'Keine Berechtigung für diesen Multichat.', 'forbidden')
  }
  return access
}
