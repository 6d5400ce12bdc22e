import type { Block } from '../model/block'
import { awaitingFor } from './awaitingFor'
import { botMessage } from './botMessage'
import { intentHandles, jumpsOf, type RuntimeDialog } from './createRuntimeDialog'
import { finishBlock } from './finishBlock'
import { resolveJump } from './resolveJump'
import { runtimeDefaults } from './runtimeTexts'
import type { Classification, RecordedAnswer, RuntimeDeps, RuntimeState, Turn } from './Turn'

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length

/**
 * The most confident classification among the block's own intent handles. A classifier that
 * throws or answers nonsense counts as unsure: a respondent's answer must never fail the turn.
 */
function bestIntent(deps: RuntimeDeps, block: Block, texts: string[], intents: string[]): Classification | null {
  let ranked: unknown
  try {
    ranked = deps.classify?.(block, texts)
  } catch {
    return null
  }
  let best: Classification | null = null
  for (const c of Array.isArray(ranked) ? (ranked as Classification[]) : []) {
    if (!c || !intents.includes(c.handle) || typeof c.confidence !== 'number' || !Number.isFinite(c.confidence))
      continue
    if (!best || c.confidence > best.confidence) best = { handle: c.handle, confidence: c.confidence }
  }
  return best
}

/**
 * docs/design/dialog-content.md open block: a confident intent takes its jump. Otherwise, when the answer is too
 * short (fewer than min_words) or the intent unsure, the nachfrage is asked once and both answers
 * are classified together; after it the dialog moves on regardless ('default' jump, else order).
 * A confident intent wins over the length rule: "Ja" can be a perfectly clear answer.
 */
export function answerOpen(
  dialog: RuntimeDialog,
  state: RuntimeState,
  block: Block,
  answer: RecordedAnswer,
  deps: RuntimeDeps,
): Turn {
  const texts = state.phase === 'nachfrage' ? [...state.pendingAnswers, answer.raw] : [answer.raw]
  const intents = intentHandles(jumpsOf(dialog, block.unique_question_id))
  const classifies = intents.length > 0 && deps.classify !== undefined
  const best = classifies ? bestIntent(deps, block, texts, intents) : null
  const threshold = deps.threshold ?? runtimeDefaults.threshold
  if (best && best.confidence >= threshold) {
    return finishBlock(dialog, state, block, resolveJump(dialog, block, { ...best, reason: 'intent' }), [], answer)
  }
  const tooShort = wordCount(answer.raw) < (block.min_words ?? runtimeDefaults.minWords)
  if (state.phase !== 'nachfrage' && block.nachfrage.trim() && (tooShort || classifies)) {
    return {
      state: { ...state, phase: 'nachfrage', pendingAnswers: [answer.raw] },
      messages: [botMessage(dialog, block.unique_question_id, 'nachfrage', block.nachfrage)],
      awaiting: awaitingFor(block, dialog.survey.language),
      finished_question_id: null,
      is_end: false,
      answer,
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
    answer,
  )
}
