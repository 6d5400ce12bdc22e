import { AssessChatRequest, type AssessChatResponse } from '@engine/api/assess'
import { toEditorSnapshot } from '@engine/api/surveys'
import { createRuntimeDialog, type RuntimeDialog, startConversation, type Turn } from '@engine/runtime'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { answerTurn, toChatResponse } from '../../services/conversation/answerTurn'
import { recordTestAnswer } from '../../repositories/testAnswers'
import { loadDialog } from '../../services/dialogs/loadDialog'
import { withDocumentNames } from './withDocumentNames'

function toAssessResponse(dialog: RuntimeDialog, turn: Turn, exitConditionId: string | null): AssessChatResponse {
  return {
    ...toChatResponse(dialog, turn),
    state: turn.state,
    routing: turn.routing ? { ...turn.routing, source: turn.routing.source ?? 'offline' } : null,
    end_reason: turn.end_reason ?? null,
    exit_condition_id: exitConditionId,
  }
}

/**
 * POST /api/assess_chat, the Testen tab (docs/product/screens.md#routes Assess): the same turn as POST /api/chat,
 * with the dialog as it is now, but the state travels with the request and nothing is stored,
 * so a test run leaves no respondent, transcript or answer behind and works on an inactive
 * dialog too. Stored are only a trained intent model, as the live chat would store it, and the
 * text answers to open blocks in `test_answers`, for Trainieren (docs/training.md).
 */
export const assessChatRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/assess_chat', async (request): Promise<AssessChatResponse> => {
    const body = parseWith(AssessChatRequest, request.body)
    const tester = surveyAccessOf(request, body.survey_id)
    const loaded = await loadDialog(ctx.database.db, body.survey_id)
    const dialog = createRuntimeDialog(toEditorSnapshot(loaded))
    if (body.state === null) return toAssessResponse(dialog, startConversation(dialog), null)
    const { turn, exitConditionId } = await answerTurn(
      ctx,
      dialog,
      loaded.gpt_exit_conditions,
      body.state,
      body.user_input,
    )
    await recordTestAnswer(ctx.database.db, body.survey_id, tester.user.id, turn)
    return toAssessResponse(dialog, await withDocumentNames(ctx.database.db, turn), exitConditionId)
  })
}
