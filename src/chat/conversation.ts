import type { ChatAwaiting, ChatResponse } from '@engine/api/chat'
import type { ErrorCode } from '@engine/api/errorCodes'
import type { ChatHistoryEntry } from '@engine/model'
import type { z } from 'zod'
import { ApiError } from '../session/apiClient'
import { type PacedEntry, USER_ENTRY_OFFSET_MS, userEntry } from './chatHistory'
import { revealPaced } from './revealPaced'

export type Awaiting = z.infer<typeof ChatAwaiting>

/**
 * One conversation on screen (docs/product/entities.md dialog state, as far as the client needs it): the live
 * chat's, Testen's, and each chat of a multichat.
 */
export interface ChatState {
  surveyId: string | null
  /** loading: start/resume under way; sending: an answer under way; pacing: bubbles still appearing. */
  phase: 'idle' | 'loading' | 'pacing' | 'ready' | 'sending' | 'failed'
  /** Every entry of the local history; only the first `visibleCount` are shown yet. */
  entries: ChatHistoryEntry[]
  visibleCount: number
  typing: boolean
  awaiting: Awaiting | null
  is_end: boolean
  returning_user: boolean
  /** The latest bot bubble shown, announced by the aria-live region. */
  new_bot_message: string | null
  /** The reply shown while it is being sent. */
  pendingInput: string | null
  /** The text field's content; kept in the store so a failed send gives it back. */
  draft: string
}

/**
 * What the chat UI (ChatView, AnswerArea) needs of a conversation: the conversation store
 * offers it (live chat, Testen), and the multichat store per chat.
 */
export interface ChatDriver {
  state: ChatState
  open(surveyId: string): Promise<void>
  send(input: string, shown?: string): Promise<void>
  /** Rates the bot message `messageId` (null takes the rating back); absent where nothing is stored. */
  rate?(messageId: number, rating: 'up' | 'down' | null): Promise<void>
}

/** A reply: `input` is what the server gets (an option's id), `shown` what the history keeps (its label). */
export interface Reply {
  questionId: string
  input: string
  shown: string
}

export function emptyChatState(surveyId: string | null = null): ChatState {
  return {
    surveyId,
    phase: 'idle',
    entries: [],
    visibleCount: 0,
    typing: false,
    awaiting: null,
    is_end: false,
    returning_user: false,
    new_bot_message: null,
    pendingInput: null,
    draft: '',
  }
}

/** Kinds answered by typing (a text field); the others by buttons. */
export const isTypedKind = (kind: Awaiting['kind']): boolean =>
  kind === 'text' || kind === 'qa' || kind === 'number' || kind === 'email'

/**
 * The codes (all 409) that mean "this question is no longer the open one": answered meanwhile
 * (another tab, a double send), a multichat chat that stopped waiting, a game that ended. Any other
 * refusal, a 409 such as dialog_inactive too, fails the send as usual.
 */
const STALE_QUESTION_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'question_already_answered',
  'chat_not_open',
  'game_over',
])

/** The question moved on under the reply: the conversation is asked again instead of failing. */
export const isStaleQuestion = (error: unknown): boolean =>
  error instanceof ApiError && error.code !== null && STALE_QUESTION_CODES.has(error.code)

/**
 * A reply under way: shown at once, the field emptied, the typing indicator on. `awaiting` stays
 * until the next question is shown: the text field stays mounted and keeps focus.
 */
export function startSending(state: ChatState, shown: string): void {
  Object.assign(state, { phase: 'sending', pendingInput: shown, draft: '', typing: true })
}

/** A reply that failed: the typed text comes back, so nothing the respondent wrote is lost. */
export function sendFailed(state: ChatState, awaiting: Awaiting, input: string): void {
  Object.assign(state, {
    pendingInput: null,
    typing: false,
    phase: 'ready',
    draft: isTypedKind(awaiting.kind) ? input : '',
  })
}

/**
 * The reply the server took joins the history, stamped 10 ms before the bot entry that follows
 * (docs/product/constants.md). A welcome in the answer means a new identity got a new conversation: the old
 * history is void, the answer was not recorded, and the typed text goes back to the field.
 */
export function addReply(
  state: ChatState,
  reply: Reply,
  response: ChatResponse,
  paced: readonly PacedEntry[],
  now: number,
): void {
  state.pendingInput = null
  if (response.chatbot_response_object.messages.some((m) => m.type === 'welcome')) {
    Object.assign(state, { entries: [], visibleCount: 0, draft: reply.input })
    return
  }
  const nextBotAt = paced[0]?.entry.created_on ?? now + USER_ENTRY_OFFSET_MS
  state.entries.push(userEntry(state.entries, { text: reply.shown, questionId: reply.questionId }, response, nextBotAt))
  state.visibleCount = state.entries.length
}

export interface RevealOptions {
  sleep: (ms: number) => Promise<void>
  /** False once the conversation was replaced during a pause: the state is then left alone. */
  isCurrent: () => boolean
  /** Called once the turn's entries are in `entries` (before the pauses): the history is kept now. */
  afterAdding?: () => void
}

/** The bot's turn, bubble by bubble after its pauses; then the next question (or the end). */
export async function revealTurn(
  state: ChatState,
  paced: readonly PacedEntry[],
  response: ChatResponse,
  options: RevealOptions,
): Promise<void> {
  state.phase = 'pacing'
  if (!(await revealPaced(state, paced, options))) return
  Object.assign(state, {
    awaiting: response.chatbot_response_object.awaiting,
    is_end: response.is_end,
    phase: 'ready',
  })
}
