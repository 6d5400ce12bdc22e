import type { ChatResponse } from '@engine/api/chat'
import { classify, searchPassages } from '@engine/nlu'
import type { ExitCondition } from '@engine/model'
import {
  type RuntimeDeps,
  type RuntimeState,
  type Turn,
  answer,
  endConversation,
  blockOf,
  intentHandles,
  jumpsOf,
  questionHead,
  type RuntimeDialog,
} from '@engine/runtime'
import type { ServerContext } from '../../context'
import { firstHoldingCondition } from '../../services/llm/firstHoldingCondition'

/** A turn as the live chat answers it; the Testen tab's answer adds state and routing. */
export function toChatResponse(
  dialog: RuntimeDialog,
  turn: Turn,
  messageIds?: readonly (number | null)[],
): ChatResponse {
  const messages = messageIds
    ? turn.messages.map((m, i) => {
        const id = messageIds[i]
        return id ? { ...m, message_id: id } : m
      })
    : turn.messages
  return {
    chatbot_response_object: {
      messages,
      awaiting: turn.awaiting,
      current_question_id: turn.state.current,
      ...questionHead(dialog, turn.awaiting ? turn.state.current : null, turn.messages),
    },
    finished_question_id: turn.finished_question_id,
    is_end: turn.is_end,
  }
}

/**
 * What the awaited block needs, loaded before the (synchronous) runtime runs: an open block's
 * trained intent model, a qa block's document index.
 */
export async function depsFor(ctx: ServerContext, dialog: RuntimeDialog, blockId: string | null): Promise<RuntimeDeps> {
  const block = blockOf(dialog, blockId)
  if (block?.type === 'qa' && block.filename_db) {
    const index = await ctx.documentIndexes.indexFor(ctx.database.db, dialog.survey.survey_id, block.filename_db)
    if (!index) return {}
    const filenameDb = block.filename_db
    return {
      retrieve: (_block, question) => {
        const found = searchPassages(index, question)
        if (!found[0]) return null
        return {
          answer: found[0].passage,
          passages: found.map((p) => p.passage),
          sources: found.map((p) => ({
            filename_db: filenameDb,
            section: p.position + 1,
            sections: index.passages.length,
            page: p.page,
            text: p.passage,
          })),
        }
      },
    }
  }
  if (!block || block.type !== 'open') return {}
  const intents = intentHandles(jumpsOf(dialog, block.unique_question_id))
  const model = await ctx.intentModels.modelFor(
    ctx.database.db,
    dialog.survey.survey_id,
    block.unique_question_id,
    intents,
  )
  return model ? { classify: (_block, texts) => classify(model, texts) } : {}
}

export interface AnsweredTurn {
  turn: Turn
  /** The AI exit condition that ended the dialog after this answer, or null. */
  exitConditionId: string | null
}

/**
 * One answer as POST /api/chat and the Testen tab's POST /api/assess_chat both run it, so a
 * test run routes exactly like a respondent would: the runtime with the block's classifier or
 * document, then the AI exit conditions (docs/design/dialog-content.md). If one holds, the answer still counts
 * and the dialog ends with the ending message.
 */
export async function answerTurn(
  ctx: ServerContext,
  dialog: RuntimeDialog,
  conditions: readonly ExitCondition[],
  state: RuntimeState,
  input: string,
): Promise<AnsweredTurn> {
  const block = blockOf(dialog, state.current)
  const turn = answer(dialog, state, input, await depsFor(ctx, dialog, state.current))
  if (!turn.answer || !block || turn.is_end) return { turn, exitConditionId: null }
  const holding = await firstHoldingCondition(ctx.exitEvaluator, conditions, {
    unique_question_id: block.unique_question_id,
    question: block.context,
    answer: turn.answer.raw,
  })
  if (holding === null) return { turn, exitConditionId: null }
  return {
    turn: { ...endConversation(dialog, state, 'exit_condition'), answer: turn.answer, routing: turn.routing },
    exitConditionId: holding,
  }
}
