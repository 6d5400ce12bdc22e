import type { ChatResponse } from '@engine/api/chat'
import { BlockType, type ChatHistoryEntry } from '@engine/model'
import type { SessionStorage } from '../session/editorSession'

/** docs/product/entities.md: the history lives in browser storage under 'history', keyed by survey id. */
export const HISTORY_KEY = 'history'
export type ChatHistory = Record<string, ChatHistoryEntry[]>

/** docs/product/constants.md: user entries are stamped 10 ms earlier than the following bot entry. */
export const USER_ENTRY_OFFSET_MS = 10

function isEntry(value: unknown): value is ChatHistoryEntry {
  if (typeof value !== 'object' || value === null) return false
  const e = value as Record<string, unknown>
  return (
    typeof e.context === 'string' &&
    typeof e.created_on === 'number' &&
    typeof e.type === 'string' &&
    (e.user_or_bot === 'bot' || e.user_or_bot === 'user')
  )
}

/** A damaged or foreign value under 'history' must not break the live page: it reads as empty. */
export function readHistory(storage: SessionStorage): ChatHistory {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.getItem(HISTORY_KEY) ?? '{}')
  } catch {
    return {}
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
  // Survey ids come from the URL; '__proto__' is a valid one and must stay a plain key.
  const history: ChatHistory = Object.create(null) as ChatHistory
  for (const [surveyId, entries] of Object.entries(parsed)) {
    if (Array.isArray(entries)) history[surveyId] = entries.filter(isEntry)
  }
  return history
}

export const readSurveyHistory = (storage: SessionStorage, surveyId: string): ChatHistoryEntry[] =>
  readHistory(storage)[surveyId] ?? []

export function writeSurveyHistory(storage: SessionStorage, surveyId: string, entries: ChatHistoryEntry[]): void {
  storage.setItem(HISTORY_KEY, JSON.stringify({ ...readHistory(storage), [surveyId]: entries }))
}

/** docs/product/states.md: history can be deleted for given survey ids. */
export function deleteHistory(storage: SessionStorage, surveyIds: readonly string[]): void {
  const history = readHistory(storage)
  for (const id of surveyIds) delete history[id]
  if (Object.keys(history).length === 0) storage.removeItem(HISTORY_KEY)
  else storage.setItem(HISTORY_KEY, JSON.stringify(history))
}

/** A bot bubble with the pause before it: the history keeps one entry per bubble, as the server's transcript does. */
export interface PacedEntry {
  entry: ChatHistoryEntry
  delayMs: number
}

/** The bot's turn as history entries, each stamped when its bubble will appear (`receivedAt` + pauses). */
export function botEntries(response: ChatResponse, receivedAt: number): PacedEntry[] {
  const { messages, current_question_id } = response.chatbot_response_object
  const paced: PacedEntry[] = []
  let at = receivedAt
  for (const message of messages) {
    message.bubbles.forEach((bubble, i) => {
      at += bubble.delayMs
      // A qa answer's passages go with its last bubble, where Testen shows them.
      const last = i === message.bubbles.length - 1
      paced.push({
        delayMs: bubble.delayMs,
        entry: {
          context: bubble.text,
          created_on: at,
          type: message.type,
          unique_question_id: message.unique_question_id,
          nachfrage_id: message.type === 'nachfrage' ? message.unique_question_id : null,
          current_question_id,
          finished_question_id: response.finished_question_id,
          user_or_bot: 'bot',
          ...(last && message.sources?.length ? { sources: message.sources } : {}),
          // The message's id (for ratings) goes with its last bubble too.
          ...(last && message.message_id !== undefined && { message_id: message.message_id }),
        },
      })
    })
  }
  return paced
}

const BLOCK_TYPES: readonly string[] = BlockType.options

/**
 * The block type of the awaited question, read from its bot entries, for the reply's `<type>-r`;
 * and whether the reply answers the follow-up (the last thing asked for it, validation errors
 * aside). A follow-up is only ever asked for open blocks.
 */
export function questionTypeOf(
  entries: readonly ChatHistoryEntry[],
  questionId: string,
): { type: string; nachfrage: boolean } {
  let lastAsked: string | null = null
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]
    if (!e || e.user_or_bot !== 'bot' || e.unique_question_id !== questionId || e.type === 'error') continue
    lastAsked ??= e.type
    if (e.type === 'nachfrage') return { type: 'open', nachfrage: lastAsked === 'nachfrage' }
    if (BLOCK_TYPES.includes(e.type)) return { type: e.type, nachfrage: false }
  }
  return { type: 'open', nachfrage: false }
}

/** The respondent's reply, stamped 10 ms before the bot entry that follows it (docs/product/constants.md). */
export function userEntry(
  entries: readonly ChatHistoryEntry[],
  input: { text: string; questionId: string },
  response: ChatResponse,
  nextBotAt: number,
): ChatHistoryEntry {
  const { type, nachfrage } = questionTypeOf(entries, input.questionId)
  return {
    context: input.text,
    created_on: nextBotAt - USER_ENTRY_OFFSET_MS,
    type: `${type}-r`,
    unique_question_id: input.questionId,
    nachfrage_id: nachfrage ? input.questionId : null,
    current_question_id: input.questionId,
    finished_question_id: response.finished_question_id,
    user_or_bot: 'user',
  }
}

/**
 * docs/product/states.md partial retrieval: the unfinished current question's trailing bot entries (the
 * question, its follow-up, a validation error) are removed, because resuming asks it again.
 */
export function retrievePartialHistory(
  entries: readonly ChatHistoryEntry[],
  currentQuestionId: string | null,
): ChatHistoryEntry[] {
  let end = entries.length
  while (currentQuestionId !== null && end > 0) {
    const e = entries[end - 1]
    // An acknowledgement closes the previous round of the same block (a jump back to it).
    if (e?.user_or_bot !== 'bot' || e.unique_question_id !== currentQuestionId || e.type === 'ack') break
    end--
  }
  return entries.slice(0, end)
}

export interface RestoredHistory {
  returning_user: boolean
  /** Stored entries shown at once. */
  kept: ChatHistoryEntry[]
  /** The answer's entries, revealed one by one. */
  added: PacedEntry[]
}

/**
 * docs/product/states.md: without stored history for this dialog it is rebuilt from the start answer
 * (welcome message if any, then the current bot message). Otherwise the respondent is a
 * returning user and the history is reused with partial retrieval. A welcome message in the
 * answer means the server started over (restarted elsewhere, identity renewed): the stored
 * history no longer matches and is rebuilt too.
 */
export function restoreHistory(
  stored: readonly ChatHistoryEntry[],
  response: ChatResponse,
  receivedAt: number,
): RestoredHistory {
  const added = botEntries(response, receivedAt)
  const startedOver = response.chatbot_response_object.messages.some((m) => m.type === 'welcome')
  if (stored.length === 0 || startedOver) return { returning_user: false, kept: [], added }
  const kept = retrievePartialHistory(stored, response.chatbot_response_object.current_question_id)
  const dropped = stored.slice(kept.length)
  // The question asked again is shown at once: a returning respondent has read it before. A resume
  // stores nothing, so its bubbles carry no message_id: the one they had before (and its rating) stays.
  return {
    returning_user: true,
    kept,
    added: added.map(({ entry }) => ({
      entry: { ...entry, ...ratingOf(dropped, entry), created_on: receivedAt },
      delayMs: 0,
    })),
  }
}

/** The rateable id and rating of the same bubble shown before (same block, type and text), if any. */
function ratingOf(
  before: readonly ChatHistoryEntry[],
  entry: ChatHistoryEntry,
): Pick<ChatHistoryEntry, 'message_id' | 'feedback'> {
  if (entry.message_id !== undefined) return {}
  const same = before.findLast(
    (e) =>
      e.message_id !== undefined &&
      e.unique_question_id === entry.unique_question_id &&
      e.type === entry.type &&
      e.context === entry.context,
  )
  return same ? { message_id: same.message_id, ...(same.feedback !== undefined && { feedback: same.feedback }) } : {}
}

/** docs/product/constants.md: history times are shown HH:MM:SS, 24-hour. */
export function formatTime(ms: number): string {
  const d = new Date(ms)
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':')
}

/** Where a client keeps the local chat history per survey id (docs/product/entities.md). */
export interface HistoryPort {
  read(surveyId: string): ChatHistoryEntry[]
  write(surveyId: string, entries: ChatHistoryEntry[]): void
  clear(surveyIds: readonly string[]): void
}

/** The history under 'history' in browser storage: the live chat's and every live game's (docs/product/entities.md). */
export function storageHistory(storage: () => SessionStorage): HistoryPort {
  return {
    read: (surveyId) => readSurveyHistory(storage(), surveyId),
    write: (surveyId, entries) => writeSurveyHistory(storage(), surveyId, entries),
    clear: (surveyIds) => deleteHistory(storage(), surveyIds),
  }
}

/** A history that lives as long as the client: a test run must not touch a respondent's storage. */
export function memoryHistory(initial: Readonly<Record<string, readonly ChatHistoryEntry[]>> = {}): HistoryPort {
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
