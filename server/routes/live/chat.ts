import { ChatRequest, type ChatResponse } from '@engine/api/chat'
import { toEditorSnapshot } from '@engine/api/surveys'
import { classify } from '@engine/nlu/classify'
import { searchPassages } from '@engine/nlu/retrieval'
import { type RuntimeDeps, type Turn, answer, createRuntimeDialog, endConversation, resumeConversation, startConversation } from '@engine/runtime'
import { blockOf, jumpsOf, type RuntimeDialog } from '@engine/runtime/createRuntimeDialog'
import type { FastifyPluginAsync } from 'fastify'
import { requireLive } from '../../auth/requireLive'
import type { RouteOptions, ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { findConversation, saveTurn } from '../../repositories/conversations'
import { firstHoldingCondition } from '../../services/llm/firstHoldingCondition'
import { loadDialog } from '../surveys/loadDialog'

const staleQuestion = () => new ApiError(409, 'Diese Frage wurde bereits beantwortet. Bitte lade den Dialog neu.', 'stale_question')

function toResponse(turn: Turn): ChatResponse {
  return {
    chatbot_response_object: { messages: turn.messages, awaiting: turn.awaiting, current_question_id: turn.state.current },
    finished_question_id: turn.finished_question_id,
    is_end: turn.is_end,
  }
}

/**
 * What the awaited block needs, loaded before the (synchronous) runtime runs: an open block's
 * trained intent model, a qa block's document index.
 */
async function depsFor(ctx: ServerContext, dialog: RuntimeDialog, blockId: string | null): Promise<RuntimeDeps> {
  const block = blockOf(dialog, blockId)
  if (block?.type === 'qa' && block.filename_db) {
    const index = await ctx.documentIndexes.indexFor(ctx.database.db, dialog.survey.survey_id, block.filename_db)
    if (!index) return {}
    return {
      retrieve: (_block, question) => {
        const found = searchPassages(index, question)
        return found[0] ? { answer: found[0].passage, passages: found.map((p) => p.passage) } : null
      },
    }
  }
  if (!block || block.type !== 'open') return {}
  const intents = [...new Set(jumpsOf(dialog, block.unique_question_id).map((c) => c.handle).filter((h) => h !== 'default'))]
  const model = await ctx.intentModels.modelFor(ctx.database.db, dialog.survey.survey_id, block.unique_question_id, intents)
  return model ? { classify: (_block, texts) => classify(model, texts) } : {}
}

/**
 * POST /api/chat (DESIGN.md §4): starts, resumes or advances a respondent's conversation. The
 * state is saved only if no other request saved a turn since it was read, so a double-sent
 * answer is recorded once and the second gets 409.
 */
export const chatRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/api/chat', async (request): Promise<ChatResponse> => {
    const body = parseWith(ChatRequest, request.body)
    const { respondent } = await requireLive(ctx, request, body.survey_id)
    const { db } = ctx.database
    const loaded = await loadDialog(db, body.survey_id)
    if (!loaded.active) throw new ApiError(409, 'Dialog ist nicht mehr aktiv.', 'dialog_inactive')
    const dialog = createRuntimeDialog(toEditorSnapshot(loaded))
    const at = new Date(ctx.now())
    const base = { respondentId: respondent.id, surveyId: body.survey_id, at }

    const stored = await findConversation(db, respondent.id, body.survey_id)
    if (!stored) {
      const turn = startConversation(dialog)
      if (await saveTurn(db, { ...base, readTurns: null, turn })) return toResponse(turn)
      throw staleQuestion()
    }
    if (body.unique_question_id == null) {
      const turn = resumeConversation(dialog, stored.state)
      if (turn.state !== stored.state && !(await saveTurn(db, { ...base, readTurns: stored.turns, turn }))) throw staleQuestion()
      return toResponse(turn)
    }
    if (stored.state.finished) return toResponse(resumeConversation(dialog, stored.state))
    if (body.unique_question_id !== stored.state.current) throw staleQuestion()

    const block = blockOf(dialog, stored.state.current)
    let turn = answer(dialog, stored.state, body.user_input, await depsFor(ctx, dialog, stored.state.current))
    if (turn.answer && block && !turn.is_end) {
      const holding = await firstHoldingCondition(ctx.exitEvaluator, loaded.gpt_exit_conditions,
        { unique_question_id: block.unique_question_id, question: block.context, answer: turn.answer.raw })
      if (holding !== null) turn = { ...endConversation(dialog, stored.state, 'exit_condition'), answer: turn.answer, routing: turn.routing }
    }
    const input = block && { text: body.user_input.trim(), blockId: block.unique_question_id, blockType: block.type }
    const saved = await saveTurn(db, { ...base, readTurns: stored.turns, turn, firstAnswers: stored.state.pendingAnswers, ...(input && { input }) })
    if (!saved) throw staleQuestion()
    return toResponse(turn)
  })
}
