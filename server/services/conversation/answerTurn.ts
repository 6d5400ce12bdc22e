import type { ChatResponse } from '@engine/api/chat'
import { classify, searchPassages } from '@engine/nlu'
import type { Block, ExitCondition } from '@engine/model'
import {
  type Classification,
  type RuntimeDeps,
  type RuntimeState,
  type Turn,
  answer,
  endConversation,
  isOfferedOption,
  blockOf,
  intentHandles,
  jumpsOf,
  questionHead,
  runtimeDefaults,
  type RuntimeDialog,
} from '@engine/runtime'
import type { ServerContext } from '../../context'
import { ApiError } from '../../http/ApiError'
import { firstHoldingCondition } from '../llm/firstHoldingCondition'
import type { TrainedIntents } from '../nlu/intentModels'
import { type StoredModels, storedModelOf } from '../../repositories/classifierModels'
import { enqueueDocumentIndexing } from '../qa/documentJobs'

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

/** An open block's model and examples, for LLM routing (docs/nlu.md "LLM routing"). */
interface OpenRouting {
  block: Block
  trained: TrainedIntents
}

/**
 * What the awaited block needs, loaded before the (synchronous) runtime runs: an open block's
 * trained intent model, a qa block's document index.
 */
async function loadDeps(
  ctx: ServerContext,
  dialog: RuntimeDialog,
  blockId: string | null,
  storedModels?: StoredModels,
): Promise<{ deps: RuntimeDeps; open: OpenRouting | null }> {
  const block = blockOf(dialog, blockId)
  if (block?.type === 'qa' && block.filename_db) {
    // Never built here: an index not built yet (or gone) means qa_fallback until its job is done.
    const surveyId = dialog.survey.survey_id
    const filenameDb = block.filename_db
    const index = await ctx.documentIndexes.indexFor(ctx.database.db, surveyId, filenameDb, () => {
      // The answer does not wait for the queue; should this fail, the next answer asks again.
      enqueueDocumentIndexing(ctx, { surveyId, filenameDb }, { unlessPending: true }).catch(() => undefined)
    })
    if (!index) return { deps: {}, open: null }
    return {
      open: null,
      deps: {
        retrieve: (_block, question) => {
          const found = searchPassages(index, question)
          if (!found[0]) return null
          return {
            answer: found[0].passage,
            passages: found.map((p) => p.passage),
            sources: found.map((p) => ({
              filename_db: filenameDb,
              section: p.position + 1,
              sections: index.size,
              page: p.page,
              text: p.passage,
            })),
          }
        },
      },
    }
  }
  if (!block || block.type !== 'open') return { deps: {}, open: null }
  const intents = intentHandles(jumpsOf(dialog, block.unique_question_id))
  const surveyId = dialog.survey.survey_id
  const trained = await ctx.intentModels.trainedFor(
    ctx.database.db,
    surveyId,
    block.unique_question_id,
    intents,
    storedModelOf(storedModels, surveyId, block.unique_question_id),
  )
  if (!trained) return { deps: {}, open: null }
  const { model } = trained
  // A model built before a jump was removed may still rank its handle: the runtime sees only the
  // block's present intents (the rebuild is already asked for, intentModels.trainedFor).
  const present = new Set(intents)
  return {
    deps: { classify: (_block, texts) => classify(model, texts).filter((r) => present.has(r.handle)) },
    open: { block, trained },
  }
}

const warmedDialogs = new WeakSet<RuntimeDialog>()

/**
 * Loads the stored intent models of a live dialog's open blocks in the background when the dialog
 * (a version of it) is first used in this process, so the first answer after a restart finds
 * its model in memory (docs/nlu.md "When models are built").
 */
export function warmIntentModels(ctx: ServerContext, dialog: RuntimeDialog): void {
  if (warmedDialogs.has(dialog)) return
  warmedDialogs.add(dialog)
  const blocks = dialog.blocks
    .filter((b) => b.type === 'open')
    .map((b) => ({ blockId: b.unique_question_id, intents: intentHandles(jumpsOf(dialog, b.unique_question_id)) }))
  ctx.intentModels.warm(ctx.database.db, dialog.survey.survey_id, blocks)
}

/**
 * docs/nlu.md "LLM routing": the runtime with the offline model first (it is pure, so this costs
 * no side effect). When the model was asked about an answer and was not sure of it, and a
 * provider is configured, one call decides before the respondent sees a follow-up: a sure intent
 * takes its jump; otherwise the intents it names may narrow a clarifying question's buttons
 * (`narrowedTurn`); unsure, an error or a timeout leave the offline decision (buttons, nachfrage,
 * the best guess or default, as the block says). A tap on the clarifying question is the
 * respondent's own answer and is never sent. The provider sees the question, the intents'
 * examples and the answer(s), nothing that identifies the respondent.
 */
async function routedAnswer(
  ctx: ServerContext,
  dialog: RuntimeDialog,
  state: RuntimeState,
  input: string,
  deps: RuntimeDeps,
  open: OpenRouting | null,
): Promise<Turn> {
  const { classify: offline } = deps
  if (!ctx.intentRouter || !open || !offline || state.phase === 'clarify') return answer(dialog, state, input, deps)
  const asked: { texts: string[] | null; ranked: Classification[] } = { texts: null, ranked: [] }
  const offlineTurn = answer(dialog, state, input, {
    ...deps,
    classify: (block, texts) => {
      asked.texts = texts
      asked.ranked = offline(block, texts)
      return asked.ranked
    },
  })
  const { texts } = asked
  if (texts === null || routedSurely(offlineTurn, deps)) return offlineTurn
  const { block, trained } = open
  const route = await ctx.intentRouter.route({
    scope: `${dialog.survey.survey_id}\u0000${block.unique_question_id}`,
    fingerprint: trained.model.trainedOn,
    question: block.context,
    nachfrage: block.nachfrage,
    // Each intent's own label is its first example (examplesByIntent); the handle says it already.
    intents: Object.entries(trained.examples).map(([handle, examples]) => ({ handle, examples: examples.slice(1) })),
    answers: texts,
  })
  if (!route) return offlineTurn
  if (!route.sure || route.intent === null) {
    return narrowedTurn(dialog, state, input, deps, offlineTurn, asked.ranked, route.candidates)
  }
  const chosen = route.intent
  // The runtime takes the provider's intent as sure (confidence 1 passes any threshold); what is
  // recorded is who decided and the offline model's own confidence for that intent, so analysis
  // never counts a provider's decision as the model being 100 % sure (docs/nlu.md "LLM routing").
  const turn = answer(dialog, state, input, { ...deps, classify: () => [{ handle: chosen, confidence: 1 }] })
  if (!turn.routing) return turn
  const confidence = asked.ranked.find((r) => r.handle === chosen)?.confidence ?? 0
  return { ...turn, routing: { ...turn.routing, confidence, source: 'llm' } }
}

/** The model was sure: it routed by intent at or above the threshold (an unsure block set to 'route' guesses below it). */
function routedSurely(turn: Turn, deps: RuntimeDeps): boolean {
  const routing = turn.routing
  return routing?.reason === 'intent' && (routing.confidence ?? 0) >= (deps.threshold ?? runtimeDefaults.threshold)
}

/**
 * docs/nlu.md "LLM routing": an unsure provider's candidates narrow the clarifying question to the
 * offered intents it also names, in the model's order with the model's confidences; one left
 * still gets the question (with "Etwas anderes"). It never adds an intent the model did not offer,
 * and candidates that keep all or none of the offered ones leave the offline question. The runtime
 * builds the narrowed turn from a ranking of just those intents, so `state.offered`, the buttons
 * and the routing agree; the routing says the provider took part (`source: 'llm'`). Any other
 * offline turn (nachfrage, a guess, default) is not changed by candidates.
 */
function narrowedTurn(
  dialog: RuntimeDialog,
  state: RuntimeState,
  input: string,
  deps: RuntimeDeps,
  offlineTurn: Turn,
  ranked: readonly Classification[],
  candidates: readonly string[] | undefined,
): Turn {
  const offered = offlineTurn.state.phase === 'clarify' ? (offlineTurn.state.offered ?? []) : []
  if (!candidates || offered.length === 0) return offlineTurn
  const kept = new Set(offered.filter((o) => candidates.includes(o.handle)).map((o) => o.handle))
  if (kept.size === 0 || kept.size === offered.length) return offlineTurn
  const turn = answer(dialog, state, input, { ...deps, classify: () => ranked.filter((r) => kept.has(r.handle)) })
  // The offered intents were all unsure and above the option floor, so their subset is asked again.
  if (turn.state.phase !== 'clarify' || !turn.routing) return offlineTurn
  return { ...turn, routing: { ...turn.routing, source: 'llm' } }
}

export interface AnsweredTurn {
  turn: Turn
  /** The AI exit condition that ended the dialog after this answer, or null. */
  exitConditionId: string | null
}

/**
 * One answer as POST /api/chat, the multichat's answer and the Testen tab's POST /api/assess_chat
 * all run it, so a test run routes exactly like a respondent would. While a clarifying question is
 * asked, an input that names none of its buttons is 400 `clarify_option_unknown` (nothing
 * changes). Then the runtime with the block's classifier or
 * document, then the AI exit conditions (docs/design/dialog-content.md). If one holds, the answer still counts
 * and the dialog ends with the ending message.
 */
export async function answerTurn(
  ctx: ServerContext,
  dialog: RuntimeDialog,
  conditions: readonly ExitCondition[],
  state: RuntimeState,
  input: string,
  storedModels?: StoredModels,
): Promise<AnsweredTurn> {
  const block = blockOf(dialog, state.current)
  if (block?.type === 'open' && state.phase === 'clarify' && !isOfferedOption(state, input)) {
    throw new ApiError(
      400,
      "Ungültige Eingabe: Feld 'user_input' nennt keine der angebotenen Antworten der Rückfrage.",
      'clarify_option_unknown',
    )
  }
  const { deps, open } = await loadDeps(ctx, dialog, state.current, storedModels)
  const turn = await routedAnswer(ctx, dialog, state, input, deps, open)
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
