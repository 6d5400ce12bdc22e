import type { ChatHistoryEntry } from '@engine/model'
import type { ChatBotMessage } from '@engine/api/chat'
import type {
  MultichatChat,
  MultichatContact,
  MultichatInfoResponse,
  MultichatTurnResponse,
} from '@engine/api/multichat'
import { vi } from 'vitest'
import { aQuestion, anAwaiting } from './aChatResponse'
import { memoryHistory } from '../chatHistory'
import type { MultichatClient } from '../clients/chatClient'

/** Test factories (docs/contributing.md#the-shape-of-the-code): contacts, chats and turns of a multichat with only what a test cares about. */
export function aContact(surveyId: string, name: string, overrides: Partial<MultichatContact> = {}): MultichatContact {
  return { survey_id: surveyId, name, avatar_src: null, accent_color: null, order: 0, ...overrides }
}

export function anInfo(
  contacts: MultichatContact[],
  config: Partial<MultichatInfoResponse['config']> = {},
): MultichatInfoResponse {
  return {
    dialog_manager_id: 3,
    name: 'Der Fall im Chat',
    contacts: contacts.map((c, i) => ({ ...c, order: i })),
    config: {
      notification_sound: false,
      audio_messages: false,
      video_messages: false,
      background_image: '',
      logo_src: null,
      ...config,
    },
  }
}

/** An open chat awaiting a text answer to `questionId`, having just asked `text`. */
export function anOpenChat(
  surveyId: string,
  questionId: string,
  text: string,
  messages?: ChatBotMessage[],
): MultichatChat {
  return {
    survey_id: surveyId,
    status: 'open',
    messages: messages ?? [aQuestion(questionId, 'open', text)],
    awaiting: anAwaiting(questionId),
    current_question_id: questionId,
    finished_question_id: null,
    waiting_for: null,
    release_at: null,
    context: text,
    type: 'open',
    unique_question_id: questionId,
  }
}

/** A chat that says nothing in this turn and waits (or has not started). */
export function aLockedChat(surveyId: string, overrides: Partial<MultichatChat> = {}): MultichatChat {
  return {
    survey_id: surveyId,
    status: 'not_started',
    messages: [],
    awaiting: null,
    current_question_id: null,
    finished_question_id: null,
    context: null,
    type: null,
    unique_question_id: null,
    waiting_for: null,
    release_at: null,
    ...overrides,
  }
}

/** A chat that was answered elsewhere or is quiet in this turn: same state, no new messages. */
export const quiet = (chat: MultichatChat): MultichatChat => ({ ...chat, messages: [] })

export const aTurn = (chats: MultichatChat[], isEnd = false): MultichatTurnResponse => ({ chats, is_end: isEnd })

export function aBotEntry(text: string, at: number, questionId: string | null = null): ChatHistoryEntry {
  return {
    context: text,
    created_on: at,
    type: questionId ? 'open' : 'welcome',
    unique_question_id: questionId,
    nachfrage_id: null,
    current_question_id: questionId,
    finished_question_id: null,
    user_or_bot: 'bot',
  }
}

/** A MultichatClient whose calls are vi.fn()s answering the given turns; history in memory. */
export function aFakeClient(
  turns: { start: MultichatTurnResponse[]; answer?: MultichatTurnResponse[] },
  histories: Record<string, ChatHistoryEntry[]> = {},
) {
  const starts = [...turns.start]
  const answers = [...(turns.answer ?? [])]
  const next = (queue: MultichatTurnResponse[], last: MultichatTurnResponse | undefined) =>
    queue.shift() ?? last ?? aTurn([])
  const lastStart = turns.start.at(-1)
  const client = {
    history: memoryHistory(histories),
    start: vi.fn(async () => next(starts, lastStart)),
    answer: vi.fn(async (_body: Parameters<MultichatClient['answer']>[0]) => next(answers, undefined)),
    restart: vi.fn(async () => {}),
  } satisfies MultichatClient
  return client
}
