import type { MultichatTurnResponse } from '@engine/api/multichat'
import type { SessionStorage } from '../../session/editorSession'
import { deleteHistory, type HistoryEntry, readSurveyHistory, writeSurveyHistory } from '../chatHistory'

/** An answer in one chat: the question it answers and what the server gets (an option's id, a text). */
export interface MultichatAnswer {
  survey_id: string
  unique_question_id: string
  user_input: string
}

/** Where a client keeps the local chat history per survey id (SPEC.md §3). */
export interface HistoryPort {
  read(surveyId: string): HistoryEntry[]
  write(surveyId: string, entries: HistoryEntry[]): void
  clear(surveyIds: readonly string[]): void
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

/** The history under 'history' in browser storage, shared with the single live chat (chatHistory.ts). */
export function storageHistory(storage: () => SessionStorage): HistoryPort {
  return {
    read: (surveyId) => readSurveyHistory(storage(), surveyId),
    write: (surveyId, entries) => writeSurveyHistory(storage(), surveyId, entries),
    clear: (surveyIds) => deleteHistory(storage(), surveyIds),
  }
}

/** A history that lives as long as the client: a test run must not touch a respondent's storage. */
export function memoryHistory(initial: Readonly<Record<string, readonly HistoryEntry[]>> = {}): HistoryPort {
  const histories = new Map(Object.entries(initial).map(([id, entries]) => [id, [...entries]]))
  return {
    read: (surveyId) => (histories.get(surveyId) ?? []).map((e) => ({ ...e })),
    // Copies, not the caller's (observed) objects: the next read must not alias the chat on screen.
    write: (surveyId, entries) =>
      void histories.set(
        surveyId,
        entries.map((e) => ({ ...e })),
      ),
    clear: (surveyIds) => surveyIds.forEach((id) => histories.delete(id)),
  }
}
