import type { Block } from '../model/block'
import { awaitingFor } from './awaitingFor'
import { botMessage, plainMessage } from './botMessage'
import type { RuntimeDialog } from './createRuntimeDialog'
import { finishBlock } from './finishBlock'
import { resolveJump } from './resolveJump'
import { runtimeDefaults, runtimeTexts } from './runtimeTexts'
import type { BotMessage, PassageSource, RecordedAnswer, Retrieval, RuntimeDeps, RuntimeState, Turn } from './Turn'

/** "Weiter!" and " weiter " both leave: case, spaces and closing punctuation do not matter. */
const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s.!?]+$/, '')

function retrieve(deps: RuntimeDeps, block: Block, question: string): Retrieval | null {
  try {
    return deps.retrieve?.(block, question) ?? null
  } catch {
    return null
  }
}

const isSource = (value: unknown): value is PassageSource => {
  const s = value as PassageSource | null
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.filename_db === 'string' &&
    Number.isInteger(s.section) &&
    Number.isInteger(s.sections) &&
    (s.page === null || Number.isInteger(s.page)) &&
    typeof s.text === 'string' &&
    s.text.trim() !== ''
  )
}

/**
 * The passages an answer was taken from: the best one for an answer, all shown ones with
 * only_search. Sources a retrieval got wrong are left out rather than failing the answer.
 */
function sourcesOf(found: Retrieval | null, onlySearch: boolean): PassageSource[] {
  const sources = Array.isArray(found?.sources) ? found.sources.filter(isSource) : []
  return onlySearch ? sources : sources.slice(0, 1)
}

/** The reply to one question: the answer, or with only_search the passages; else qa_fallback. */
function reply(dialog: RuntimeDialog, block: Block, question: string, deps: RuntimeDeps): BotMessage {
  const found = retrieve(deps, block, question)
  const passages = Array.isArray(found?.passages) ? found.passages.filter((p) => typeof p === 'string' && p.trim()) : []
  const text = (
    block.only_search ? passages.join('\n\n') : typeof found?.answer === 'string' ? found.answer : ''
  ).trim()
  if (!text)
    return botMessage(dialog, block.unique_question_id, 'qa', block.qa_fallback?.trim() || runtimeTexts.qaFallback)
  const message = plainMessage(block.unique_question_id, 'qa', text)
  const sources = sourcesOf(found, block.only_search)
  return sources.length > 0 ? { ...message, sources } : message
}

/**
 * docs/design/dialog-content.md qa block: every input is a question answered from the uploaded document, until
 * the exit phrase (default 'weiter') or qa_max_questions (default 3) questions; then the dialog
 * moves on. The exit phrase is not a question, so it is not recorded as an answer.
 */
export function answerQa(
  dialog: RuntimeDialog,
  state: RuntimeState,
  block: Block,
  answer: RecordedAnswer,
  deps: RuntimeDeps,
): Turn {
  const leave = () => resolveJump(dialog, block, null)
  if (normalise(answer.raw) === normalise(block.qa_exit_phrase?.trim() || runtimeDefaults.qaExitPhrase)) {
    return finishBlock(dialog, state, block, leave(), [])
  }
  const qaCount = state.qaCount + 1
  const messages = [reply(dialog, block, answer.raw, deps)]
  const next = { ...state, qaCount }
  if (qaCount >= (block.qa_max_questions ?? runtimeDefaults.qaMaxQuestions))
    return finishBlock(dialog, next, block, leave(), messages, answer)
  return { state: next, messages, awaiting: awaitingFor(block), finished_question_id: null, is_end: false, answer }
}
