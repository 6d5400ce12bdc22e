import type { ChatRequest, ChatResponse } from '@engine/api/chat'
import type { FeedbackRequest } from '@engine/api/feedback'
import type { MultichatTurnResponse } from '@engine/api/multichat'
import { api, type Respondent } from '../../session/api'
import type { HistoryPort } from '../chatHistory'

/**
 * What the conversation store (conversationStore.ts) needs of a backend for one conversation.
 * - `chat`: one turn; `unique_question_id: null` starts or resumes (the backend knows which).
 * - `restart`: forget the conversation on the backend (the store clears its history and starts again).
 * Two implementations: createLiveChatClient (the respondent's identity, /api/chat) and
 * createAssessChatClient (the editor's token, the stateless /api/assess_chat carrying the runtime state).
 */
export interface ChatClient<R extends ChatResponse = ChatResponse> {
  chat(body: ChatRequest): Promise<R>
  restart(surveyId: string): Promise<void>
  /** Rates a bot message (POST /api/feedback); only the live chat stores ratings. */
  feedback?(body: FeedbackRequest): Promise<void>
}

/** An answer in one chat: the question it answers and what the server gets (an option's id, a text). */
export interface MultichatAnswer {
  survey_id: string
  unique_question_id: string
  user_input: string
}

/**
 * What MultichatView needs of a multichat backend. Every call answers the state of all chats
 * (engine/api/multichat.ts), because a turn in one chat can open, move or release another.
 * - `start`: start the game, or resume it (each open chat's current question comes again); also
 *   asked again when a waiting chat may have been released (timer, signal).
 * - `answer`: one answer in one chat; a question no longer awaited fails with ApiError 409.
 * - `restart`: forget the whole game on the backend (the store clears `history` and starts again).
 * - `erase` (live only): delete the player's data in every chat of the game and end the identity.
 * - `signal` (test only): release a waitAPI trigger by its id, as a game server would.
 * - `history`: where the transcripts live: browser storage for the live game, memory for a test.
 * Two implementations: createLiveMultichatClient (live token) and createTestMultichatClient
 * (editor token, stateless test_chat carrying the world).
 */
export interface MultichatClient {
  start(): Promise<MultichatTurnResponse>
  answer(body: MultichatAnswer): Promise<MultichatTurnResponse>
  restart(): Promise<void>
  erase?(): Promise<void>
  signal?(triggerId: string): Promise<MultichatTurnResponse>
  history: HistoryPort
}

/** A respondent's POST: the live clients' one way to the server (for tests, a scripted one). */
export type RespondentPost = (path: string, body?: unknown) => Promise<unknown>

/** POSTs as `respondent` through the one API client: its token, its refresh, busy detection. */
export const postAs =
  (respondent: Respondent, fetch?: typeof globalThis.fetch): RespondentPost =>
  (path, body) =>
    api('POST', path, { as: 'respondent', respondent, body, fetch })

/** An answer that does not fit the contract is a failure like any other (default error text). */
export function parseAnswer<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  json: unknown,
): T {
  const result = schema.safeParse(json)
  if (!result.success) throw new Error('Unerwartete Antwort des Servers.')
  return result.data
}
