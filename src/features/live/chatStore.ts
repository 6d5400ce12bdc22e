import type { ChatAwaiting, ChatResponse } from '@engine/api/chat'
import { proxy } from 'valtio'
import type { z } from 'zod'
import { ApiError } from '../../session/apiClient'
import type { SessionStorage } from '../../session/editorSession'
import {
  botEntries,
  deleteHistory,
  type HistoryEntry,
  type PacedEntry,
  readSurveyHistory,
  restoreHistory,
  USER_ENTRY_OFFSET_MS,
  userEntry,
  writeSurveyHistory,
} from './chatHistory'
import { createLiveChatClient, type LiveChatClient } from './liveChatClient'
import { revealPaced } from './revealPaced'
import { browserStorage, clearLiveSession } from './liveSession'
import { liveStatus, showLiveError, type LiveStatus } from './liveStatus'

export type Awaiting = z.infer<typeof ChatAwaiting>

/** The conversation on screen (SPEC.md §3 dialog state, as far as this client needs it). */
export interface ChatState {
  surveyId: string | null
  /** loading: start/resume under way; sending: an answer under way; pacing: bubbles still appearing. */
  phase: 'idle' | 'loading' | 'pacing' | 'ready' | 'sending' | 'failed'
  /** Every entry of the local history; only the first `visibleCount` are shown yet. */
  entries: HistoryEntry[]
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
 * What the chat UI (ChatView, AnswerArea) needs of a conversation. The live store offers it, and
 * so does the Testen tab's store (src/features/assess), so the editor tests in the same chat.
 */
export interface ChatDriver {
  state: ChatState
  open(surveyId: string): Promise<void>
  send(input: string, shown?: string): Promise<void>
}

export interface ChatDeps {
  client: LiveChatClient
  storage: () => SessionStorage
  now: () => number
  sleep: (ms: number) => Promise<void>
  status: LiveStatus
}

const STALE_QUESTION = 409

/** Kinds answered by typing (a text field); the others by buttons. */
export const isTypedKind = (kind: Awaiting['kind']): boolean =>
  kind === 'text' || kind === 'qa' || kind === 'number' || kind === 'email'

function emptyState(surveyId: string | null = null): ChatState {
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

const isStartOver = (response: ChatResponse) =>
  response.chatbot_response_object.messages.some((m) => m.type === 'welcome')

/**
 * Drives one live conversation: start or resume, answers, restart and delete, with the local
 * history (SPEC.md §3/§4) kept in step. Bot bubbles appear one by one, each after the pause the
 * server gave it (`delayMs`), with the typing indicator in between.
 */
export function createChatStore(overrides: Partial<ChatDeps> = {}) {
  const deps: ChatDeps = {
    client: overrides.client ?? createLiveChatClient(),
    storage: overrides.storage ?? browserStorage,
    now: overrides.now ?? Date.now,
    sleep: overrides.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    status: overrides.status ?? liveStatus,
  }
  const state = proxy<ChatState>(emptyState())
  // Bumped whenever the conversation is replaced, so late answers and pacing of the old one stop.
  let generation = 0

  const persist = () => {
    if (state.surveyId) writeSurveyHistory(deps.storage(), state.surveyId, state.entries)
  }

  async function reveal(paced: PacedEntry[], response: ChatResponse, gen: number): Promise<void> {
    state.phase = 'pacing'
    if (
      !(await revealPaced(state, paced, {
        sleep: deps.sleep,
        isCurrent: () => gen === generation,
        afterAdding: persist,
      }))
    )
      return
    state.awaiting = response.chatbot_response_object.awaiting
    state.is_end = response.is_end
    state.phase = 'ready'
  }

  function fail(error: unknown): void {
    state.phase = 'failed'
    state.typing = false
    showLiveError(error, deps.status)
  }

  /** Start or resume (no unique_question_id): the server knows which. */
  async function load(surveyId: string, gen: number): Promise<void> {
    const stored = readSurveyHistory(deps.storage(), surveyId)
    Object.assign(state, {
      ...emptyState(surveyId),
      phase: 'loading',
      typing: true,
      entries: stored,
      visibleCount: stored.length,
    })
    let response: ChatResponse
    try {
      response = await deps.client.chat({ survey_id: surveyId, unique_question_id: null, user_input: '' })
    } catch (error) {
      if (gen === generation) fail(error)
      return
    }
    if (gen !== generation) return
    const restored = restoreHistory(stored, response, deps.now())
    Object.assign(state, {
      returning_user: restored.returning_user,
      entries: restored.kept,
      visibleCount: restored.kept.length,
    })
    await reveal(restored.added, response, gen)
  }

  /** Idempotent for the dialog already open (React StrictMode mounts effects twice). */
  function open(surveyId: string): Promise<void> {
    if (state.surveyId === surveyId && state.phase !== 'idle' && state.phase !== 'failed') return Promise.resolve()
    return load(surveyId, ++generation)
  }

  /** `shown` is what the history keeps (an option's label), `input` what the server gets (its id). */
  async function send(input: string, shown: string = input): Promise<void> {
    const surveyId = state.surveyId
    const awaiting = state.awaiting
    if (!surveyId || !awaiting || state.phase !== 'ready') return
    const gen = generation
    // `awaiting` stays until the next question is shown: the text field stays mounted and keeps focus.
    Object.assign(state, { phase: 'sending', pendingInput: shown, draft: '', typing: true })
    let response: ChatResponse
    try {
      response = await deps.client.chat({
        survey_id: surveyId,
        unique_question_id: awaiting.unique_question_id,
        user_input: input,
      })
    } catch (error) {
      if (gen !== generation) return
      Object.assign(state, {
        pendingInput: null,
        typing: false,
        phase: 'ready',
        draft: isTypedKind(awaiting.kind) ? input : '',
      })
      // Answered meanwhile (another tab, a double send): show what the server has now.
      if (error instanceof ApiError && error.status === STALE_QUESTION && error.code !== 'dialog_inactive')
        return load(surveyId, ++generation)
      showLiveError(error, deps.status)
      return
    }
    if (gen !== generation) return
    const paced = botEntries(response, deps.now())
    state.pendingInput = null
    if (isStartOver(response)) {
      // A new identity got a new conversation: the old history is void, the answer was not recorded.
      Object.assign(state, { entries: [], visibleCount: 0, draft: input })
    } else {
      const nextBotAt = paced[0]?.entry.created_on ?? deps.now() + USER_ENTRY_OFFSET_MS
      state.entries.push(
        userEntry(state.entries, { text: shown, questionId: awaiting.unique_question_id }, response, nextBotAt),
      )
      state.visibleCount = state.entries.length
    }
    await reveal(paced, response, gen)
  }

  /** SPEC.md §4 restart: the server forgets the conversation, this dialog's history goes, and it starts again. */
  async function restart(): Promise<void> {
    const surveyId = state.surveyId
    if (!surveyId) return
    try {
      await deps.client.restartDelete({ survey_id: surveyId, action: 'restart' })
    } catch (error) {
      showLiveError(error, deps.status)
      return
    }
    deleteHistory(deps.storage(), [surveyId])
    await load(surveyId, ++generation)
  }

  /**
   * SPEC.md §4 delete: the server erases the respondent's data for the dialog, the live session
   * and the dialog's history are cleared. Returns the exit page, or null when the server refused.
   */
  async function remove(fallbackLanguage = 'de'): Promise<string | null> {
    const surveyId = state.surveyId
    if (!surveyId) return null
    let language = fallbackLanguage
    try {
      language =
        (await deps.client.restartDelete({ survey_id: surveyId, action: 'delete' }))?.language ?? fallbackLanguage
    } catch (error) {
      showLiveError(error, deps.status)
      return null
    }
    generation++
    clearLiveSession(deps.storage())
    deleteHistory(deps.storage(), [surveyId])
    Object.assign(state, emptyState())
    return `/exit/deleted_${language}`
  }

  return { state, open, send, restart, remove }
}

export type ChatStore = ReturnType<typeof createChatStore>

export const chatStore = createChatStore()
