import type { ChatResponse } from '@engine/api/chat'
import type { MultichatChat } from '@engine/api/multichat'
import { type ChatState, emptyChatState } from '../conversation'

/**
 * One chat of the multichat on screen: the conversation's state (so ChatMessages and
 * AnswerArea render it unchanged) plus what the multichat adds per chat.
 */
export interface MultichatChatState extends ChatState {
  status: MultichatChat['status']
  waiting_for: MultichatChat['waiting_for']
  /** When a timer releases the waiting question (ms since epoch), for the countdown. */
  release_at: number | null
  current_question_id: string | null
}

export function emptyChat(surveyId: string): MultichatChatState {
  return {
    ...emptyChatState(surveyId),
    status: 'not_started',
    waiting_for: null,
    release_at: null,
    current_question_id: null,
  }
}

/** docs/product/states.md's history rules work on a /api/chat answer; a multichat chat carries the same parts. */
export function asChatResponse(chat: MultichatChat, isEnd: boolean): ChatResponse {
  return {
    chatbot_response_object: {
      messages: chat.messages,
      awaiting: chat.awaiting,
      current_question_id: chat.current_question_id,
      context: chat.context,
      type: chat.type,
      unique_question_id: chat.unique_question_id,
    },
    finished_question_id: chat.finished_question_id,
    is_end: isEnd,
  }
}

/** not_started and waiting chats are shown greyed and cannot be answered. */
export const isLocked = (chat: Pick<MultichatChat, 'status'>): boolean =>
  chat.status === 'not_started' || chat.status === 'waiting'

/** Status and input after the chat's new bubbles are shown; the game's end ends every chat. */
export function applyChatFields(state: MultichatChatState, chat: MultichatChat, gameOver: boolean): void {
  Object.assign(state, {
    status: chat.status,
    waiting_for: chat.waiting_for,
    release_at: chat.release_at,
    current_question_id: chat.current_question_id,
    awaiting: chat.status === 'open' && !gameOver ? chat.awaiting : null,
    is_end: gameOver || chat.status === 'finished',
    phase: 'ready',
  })
}

/**
 * On a repeated resume (a poll, a release timer) every open chat sends its current question
 * again; a chat whose position did not move is left as it is, so nothing flickers or counts as
 * unread.
 */
export function hasMoved(state: MultichatChatState, chat: MultichatChat): boolean {
  return (
    state.visibleCount === 0 || state.status !== chat.status || state.current_question_id !== chat.current_question_id
  )
}

const RELEASE_MARGIN_MS = 250
const MIN_WAKE_MS = 1_000

/**
 * When to ask the server again for waiting chats (docs/multichat.md waitAPI): at the earliest
 * `release_at` (a timer releases the question), else every `pollMs` while a chat waits for an
 * external signal. A chat waiting for another chat's answer (trigger) is released by a turn the
 * respondent makes, so it needs no asking. Null: nothing to wait for.
 */
export function nextWakeAt(
  chats: readonly Pick<MultichatChat, 'status' | 'waiting_for' | 'release_at'>[],
  now: number,
  pollMs: number,
): number | null {
  const waiting = chats.filter((c) => c.status === 'waiting')
  const wakes = waiting.flatMap((c) =>
    c.release_at === null ? [] : [Math.max(c.release_at + RELEASE_MARGIN_MS, now + MIN_WAKE_MS)],
  )
  if (waiting.some((c) => c.waiting_for === 'signal' && c.release_at === null)) wakes.push(now + pollMs)
  return wakes.length > 0 ? Math.min(...wakes) : null
}
