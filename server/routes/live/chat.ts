import { ChatRequest, type ChatResponse } from '@engine/api/chat'
import { resumeConversation, startConversation, blockOf } from '@engine/runtime'
import type { FastifyPluginAsync } from 'fastify'
import { liveAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { findConversation, saveTurnWithMessageIds } from '../../repositories/conversations'
import { createLiveDialogs } from '../../cache/liveDialogs'
import { createLiveHistories } from '../../cache/liveHistories'
import { notLiveError } from './notLive'
import { answerTurn, toChatResponse, warmIntentModels } from '../../services/conversation/answerTurn'
import { refuseAnswerPastBound } from '../../services/conversation/turnBound'

const staleQuestion = () =>
  new ApiError(409, 'Diese Frage wurde bereits beantwortet. Bitte lade den Dialog neu.', 'question_already_answered')

/**
 * POST /api/chat (docs/design/live.md): starts, resumes or advances a respondent's conversation. The
 * state is saved only if no other request saved a turn since it was read, so a double-sent
 * answer is recorded once and the second gets 409. The dialog comes from a per-process cache
 * checked against its version on every call (server/cache/liveDialogs.ts).
 */
export const chatRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const dialogs = createLiveDialogs()
  const histories = createLiveHistories()
  app.post('/api/chat', async (request): Promise<ChatResponse> => {
    const body = parseWith(ChatRequest, request.body)
    const { respondent } = liveAccessOf(request, body.survey_id)
    const { db } = ctx.database
    const { active, exitConditions, dialog } = await dialogs.load(db, body.survey_id)
    if (!active) throw await notLiveError(histories, db, body.survey_id)
    warmIntentModels(ctx, dialog)
    const at = new Date(ctx.now())
    const base = { respondentId: respondent.id, surveyId: body.survey_id, at }

    const stored = await findConversation(db, respondent.id, body.survey_id)
    if (!stored) {
      const turn = startConversation(dialog)
      const ids = await saveTurnWithMessageIds(db, { ...base, readTurns: null, turn })
      if (ids) return toChatResponse(dialog, turn, ids)
      throw staleQuestion()
    }
    if (body.unique_question_id == null) {
      const turn = resumeConversation(dialog, stored.state)
      if (turn.state === stored.state) return toChatResponse(dialog, turn)
      const ids = await saveTurnWithMessageIds(db, { ...base, readTurns: stored.turns, turn })
      if (!ids) throw staleQuestion()
      return toChatResponse(dialog, turn, ids)
    }
    if (stored.state.finished) return toChatResponse(dialog, resumeConversation(dialog, stored.state))
    if (body.unique_question_id !== stored.state.current) throw staleQuestion()
    refuseAnswerPastBound(stored.turns)

    const block = blockOf(dialog, stored.state.current)
    // Well-formed already: server/http/wellFormedInput.ts replaces lone surrogates for every route.
    const userInput = body.user_input
    const { turn } = await answerTurn(ctx, dialog, exitConditions, stored.state, userInput)
    const input = block && {
      text: turn.input_label ?? userInput.trim(),
      blockId: block.unique_question_id,
      blockType: block.type,
    }
    const ids = await saveTurnWithMessageIds(db, {
      ...base,
      readTurns: stored.turns,
      turn,
      firstAnswers: stored.state.pendingAnswers,
      ...(input && { input }),
    })
    if (!ids) throw staleQuestion()
    return toChatResponse(dialog, turn, ids)
  })
}
