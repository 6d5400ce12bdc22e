import type { Block } from '../model/block'
import type { ClarifyOption } from '../nlu/decideRoute'
import { awaitingFor } from './awaitingFor'
import { botMessage } from './botMessage'
import { jumpsOf, type RuntimeDialog } from './createRuntimeDialog'
import { finishBlock } from './finishBlock'
import { resolveJump } from './resolveJump'
import { runtimeDefaults, runtimeTextsFor } from './runtimeTexts'
import type { AwaitingInput, BotMessage, ClarifyOffer, RecordedAnswer, RuntimeState, Turn } from './Turn'

// The clarifying question of an open block (docs/nlu.md "Clarifying question"): the intents the
// model found likely, as buttons, and "Etwas anderes", which leads to the nachfrage as before.

/** The button id of an offered intent; ids never collide with "Etwas anderes", whatever the handle. */
export const clarifyOptionId = (handle: string): string => `intent:${handle}`
/** The button id of "Etwas anderes". */
export const CLARIFY_OTHER = 'other'

/** The respondent-facing label of an intent: the editor's label, else the handle with a capital. */
export function intentLabelOf(block: Block, handle: string): string {
  const own = block.intent_labels?.[handle]?.trim()
  if (own) return own
  return handle.charAt(0).toLocaleUpperCase('de') + handle.slice(1)
}

export function clarifyQuestionOf(block: Block, language: string | undefined): string {
  return block.clarify_question?.trim() || runtimeTextsFor(language).clarifyQuestion
}

export function clarifyMessage(dialog: RuntimeDialog, block: Block): BotMessage {
  return botMessage(dialog, block.unique_question_id, 'clarify', clarifyQuestionOf(block, dialog.survey.language))
}

/** The buttons while the clarifying question is asked: the offered intents, then "Etwas anderes". */
export function clarifyAwaiting(dialog: RuntimeDialog, block: Block, offered: readonly ClarifyOffer[]): AwaitingInput {
  const language = dialog.survey.language
  return {
    unique_question_id: block.unique_question_id,
    kind: 'clarify',
    options: [
      ...offered.map((o) => ({
        id: clarifyOptionId(o.handle),
        label: intentLabelOf(block, o.handle),
        confidence: o.confidence,
      })),
      { id: CLARIFY_OTHER, label: runtimeTextsFor(language).clarifyOther },
    ],
    maxLength: runtimeDefaults.maxInputLength,
  }
}

/** Whether a state waits on its block's own question, not on the nachfrage or the clarifying question (path goals). */
export const asksOwnQuestion = (state: RuntimeState): boolean =>
  state.phase !== 'nachfrage' && state.phase !== 'clarify'

/** What the input offers in a state: the clarifying buttons while they are asked, else the block's own input. */
export function awaitingAt(dialog: RuntimeDialog, block: Block, state: RuntimeState): AwaitingInput | null {
  if (state.phase === 'clarify' && block.type === 'open') return clarifyAwaiting(dialog, block, state.offered ?? [])
  return awaitingFor(block, dialog.survey.language)
}

/** The question a state waits on: the nachfrage or the clarifying question when asked, else the block's own. */
export function questionAt(dialog: RuntimeDialog, block: Block, state: RuntimeState): BotMessage {
  const id = block.unique_question_id
  if (state.phase === 'nachfrage') return botMessage(dialog, id, 'nachfrage', block.nachfrage)
  if (state.phase === 'clarify' && block.type === 'open') return clarifyMessage(dialog, block)
  return botMessage(dialog, id, block.type, block.context)
}

/** The turn that asks the clarifying question after an unsure first answer (stored at once, as before a nachfrage). */
export function askClarify(
  dialog: RuntimeDialog,
  state: RuntimeState,
  block: Block,
  answer: RecordedAnswer,
  options: readonly ClarifyOption[],
): Turn {
  const offered = options.map(({ handle, confidence }) => ({ handle, confidence }))
  const next: RuntimeState = { ...state, phase: 'clarify', pendingAnswers: [answer.raw], offered }
  return {
    state: next,
    messages: [clarifyMessage(dialog, block)],
    awaiting: clarifyAwaiting(dialog, block, offered),
    finished_question_id: null,
    is_end: false,
    answer,
    routing: { handle: offered[0]?.handle ?? 'clarify', confidence: offered[0]?.confidence ?? null, reason: 'clarify' },
  }
}

/** Whether `input` names a button the state offers (the server answers 400 otherwise). */
export function isOfferedOption(state: RuntimeState, input: string): boolean {
  const id = input.trim()
  return id === CLARIFY_OTHER || (state.offered ?? []).some((o) => clarifyOptionId(o.handle) === id)
}

/**
 * The respondent tapped a button. An intent takes its jump (reason 'clarified'; the answer is the
 * first answer, the tapped label is what the transcript shows); "Etwas anderes" asks the
 * nachfrage as an unsure answer did before, or, without one, takes the default jump. Null when the
 * input names no offered button.
 */
export function answerClarify(dialog: RuntimeDialog, state: RuntimeState, block: Block, input: string): Turn | null {
  const id = input.trim()
  const first = state.pendingAnswers[0] ?? ''
  const language = dialog.survey.language
  const settled: RuntimeState = { ...state, phase: 'answer', pendingAnswers: [], offered: undefined }
  delete settled.offered
  if (id === CLARIFY_OTHER) {
    const label = runtimeTextsFor(language).clarifyOther
    if (block.nachfrage.trim()) {
      return {
        state: {
          ...settled,
          phase: 'nachfrage',
          pendingAnswers: state.pendingAnswers.slice(0, 1),
          declined: (state.offered ?? []).map((o) => o.handle),
        },
        messages: [botMessage(dialog, block.unique_question_id, 'nachfrage', block.nachfrage)],
        awaiting: awaitingFor(block, language),
        finished_question_id: null,
        is_end: false,
        input_label: label,
        routing: { handle: 'nachfrage', confidence: null, reason: 'nachfrage' },
      }
    }
    // Without a nachfrage the first answer moves on by default; its row says so ('other', no intent).
    const recorded: RecordedAnswer = {
      unique_question_id: block.unique_question_id,
      type: block.type,
      raw: label,
      value: first,
      nachfrage: false,
      route: 'other',
    }
    const jump = resolveJump(dialog, block, null, 'fallback')
    return { ...finishBlock(dialog, settled, block, jump, [], recorded), input_label: label }
  }
  const offer = (state.offered ?? []).find((o) => clarifyOptionId(o.handle) === id)
  if (!offer || !jumpsOf(dialog, block.unique_question_id).some((c) => c.handle === offer.handle)) return null
  const label = intentLabelOf(block, offer.handle)
  const recorded: RecordedAnswer = {
    unique_question_id: block.unique_question_id,
    type: block.type,
    raw: label,
    value: first,
    nachfrage: false,
    clarified: offer.handle,
    route: 'clarified',
  }
  const jump = resolveJump(dialog, block, { handle: offer.handle, reason: 'clarified', confidence: offer.confidence })
  return { ...finishBlock(dialog, settled, block, jump, [], recorded), input_label: label }
}
