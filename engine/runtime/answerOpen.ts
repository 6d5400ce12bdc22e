import type { Block } from '../model/block'
import { DEFAULT_ROUTE_POLICY, routeRanked } from '../nlu/decideRoute'
import { awaitingFor } from './awaitingFor'
import { askClarify } from './clarify'
import { botMessage } from './botMessage'
import { intentHandles, jumpsOf, type RuntimeDialog } from './createRuntimeDialog'
import { finishBlock } from './finishBlock'
import { resolveJump } from './resolveJump'
import { runtimeDefaults } from './runtimeTexts'
import type { AnswerRoute, Classification, RecordedAnswer, RuntimeDeps, RuntimeState, Turn } from './Turn'

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length

/**
 * The block's own intents ranked best first. A classifier that throws or answers nonsense counts as
 * unsure: a respondent's answer must never fail the turn.
 */
function rankedIntents(deps: RuntimeDeps, block: Block, texts: string[], intents: string[]): Classification[] {
  let ranked: unknown
  try {
    ranked = deps.classify?.(block, texts)
  } catch {
    return []
  }
  const own = new Set(intents)
  const seen = new Set<string>()
  const valid: Classification[] = []
  for (const c of Array.isArray(ranked) ? (ranked as Classification[]) : []) {
    if (!c || !own.has(c.handle) || seen.has(c.handle)) continue
    if (typeof c.confidence !== 'number' || !Number.isFinite(c.confidence)) continue
    seen.add(c.handle)
    valid.push({ handle: c.handle, confidence: c.confidence })
  }
  return valid.sort((a, b) => b.confidence - a.confidence)
}

/**
 * docs/design/dialog-content.md open block, with docs/nlu.md "Clarifying question": a confident
 * intent takes its jump. An unsure first answer gets what the block's `clarify_mode` says (the
 * shared policy, `routeRanked` in engine/nlu): buttons with the likely intents, the best intent's
 * jump, or the nachfrage. The nachfrage is also asked when the answer is too short (fewer than
 * min_words) and no button is offered; it is asked once and both answers are classified together;
 * after it the dialog moves on regardless ('default' jump, else order). A confident intent wins
 * over the length rule: "Ja" can be a perfectly clear answer.
 */
export function answerOpen(
  dialog: RuntimeDialog,
  state: RuntimeState,
  block: Block,
  answer: RecordedAnswer,
  deps: RuntimeDeps,
): Turn {
  const afterNachfrage = state.phase === 'nachfrage'
  const texts = afterNachfrage ? [...state.pendingAnswers, answer.raw] : [answer.raw]
  const intents = intentHandles(jumpsOf(dialog, block.unique_question_id))
  const classifies = intents.length > 0 && deps.classify !== undefined
  // After "Etwas anderes" the intents the respondent declined are no longer candidates.
  const declined = new Set(afterNachfrage ? (state.declined ?? []) : [])
  const candidates = declined.size > 0 ? intents.filter((h) => !declined.has(h)) : intents
  const ranked = classifies ? rankedIntents(deps, block, texts, candidates) : []
  const best = ranked[0] ?? null
  const policy = {
    ...DEFAULT_ROUTE_POLICY,
    threshold: deps.threshold ?? runtimeDefaults.threshold,
    unsure: block.clarify_mode ?? 'nachfrage',
  }
  const decision = classifies ? routeRanked(ranked, afterNachfrage ? 2 : 1, policy) : null
  // The answer's path for analysis; after the nachfrage it says why the nachfrage was asked.
  const routed = (route: AnswerRoute): RecordedAnswer =>
    classifies ? { ...answer, route: afterNachfrage ? (state.declined ? 'other' : 'nachfrage') : route } : answer
  if (decision?.kind === 'jump') {
    const jump = resolveJump(dialog, block, {
      handle: decision.handle,
      confidence: decision.confidence,
      reason: 'intent',
    })
    return finishBlock(dialog, state, block, jump, [], routed('direct'))
  }
  if (decision?.kind === 'clarify') return askClarify(dialog, state, block, routed('asked'), decision.options)
  const tooShort = wordCount(answer.raw) < (block.min_words ?? runtimeDefaults.minWords)
  const routesAlways = classifies && policy.unsure === 'route'
  if (!afterNachfrage && !routesAlways && block.nachfrage.trim() && (tooShort || classifies)) {
    return {
      state: { ...state, phase: 'nachfrage', pendingAnswers: [answer.raw] },
      messages: [botMessage(dialog, block.unique_question_id, 'nachfrage', block.nachfrage)],
      awaiting: awaitingFor(block, dialog.survey.language),
      finished_question_id: null,
      is_end: false,
      answer: routed('asked'),
      routing: { handle: best?.handle ?? 'nachfrage', confidence: best?.confidence ?? null, reason: 'nachfrage' },
    }
  }
  const jump = resolveJump(dialog, block, null, classifies ? 'fallback' : undefined)
  return finishBlock(
    dialog,
    state,
    block,
    { ...jump, routing: { ...jump.routing, confidence: best?.confidence ?? null } },
    [],
    routed('default'),
  )
}
