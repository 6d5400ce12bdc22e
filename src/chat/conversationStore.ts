import type { ChatResponse } from '@engine/api/chat'
import { proxy } from 'valtio'
import { botEntries, type HistoryPort, restoreHistory } from './chatHistory'
import type { ChatClient } from './clients/chatClient'
import {
  addReply,
  type ChatDriver,
  type ChatState,
  emptyChatState,
  isStaleQuestion,
  type Reply,
  revealTurn,
  sendFailed,
  startSending,
} from './conversation'

export interface ConversationDeps<S extends ChatState, R extends ChatResponse> {
  client: ChatClient<R>
  /** Where the transcript is kept between visits (docs/product/entities.md, docs/product/states.md); null: only on screen (Testen). */
  history: HistoryPort | null
  /** Shows a failed call (the live pages' banner, Testen's callout). */
  report: (error: unknown) => void
  /** The state of a new conversation: the chat's fields plus what the page adds. */
  emptyState: (surveyId: string | null) => S
  /** Who runs the conversation: when another one opens it, it starts afresh (Testen's logged-in editor). */
  owner: () => string | null
  /** What the page takes from each answer (`reply`: null for the start), before its bubbles appear. */
  afterTurn: (state: S, response: R, reply: Reply | null) => void
  now: () => number
  sleep: (ms: number) => Promise<void>
}

export type ConversationOptions<S extends ChatState, R extends ChatResponse> = Pick<
  ConversationDeps<S, R>,
  'client' | 'report'
> &
  Partial<ConversationDeps<S, R>>

/**
 * One conversation over a ChatClient: start or resume, answers and restart, with the local
 * history (docs/product/entities.md, docs/product/states.md) kept in step. Bot bubbles appear one by one, each after the pause the
 * server gave it (`delayMs`), with the typing indicator in between. The live chat and Testen are
 * both this store, with their own client.
 */
export function createConversationStore<S extends ChatState = ChatState, R extends ChatResponse = ChatResponse>(
  options: ConversationOptions<S, R>,
) {
  const deps: ConversationDeps<S, R> = {
    client: options.client,
    report: options.report,
    history: options.history ?? null,
    emptyState: options.emptyState ?? ((surveyId) => emptyChatState(surveyId) as S),
    owner: options.owner ?? (() => null),
    afterTurn: options.afterTurn ?? (() => {}),
    now: options.now ?? Date.now,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  }
  const state = proxy<S>(deps.emptyState(null))
  // Bumped whenever the conversation is replaced, so late answers and pacing of the old one stop.
  let generation = 0
  let openedBy: string | null = null

  const persist = () => {
    if (state.surveyId) deps.history?.write(state.surveyId, state.entries)
  }

  const reveal = (paced: ReturnType<typeof botEntries>, response: R, gen: number) =>
    revealTurn(state, paced, response, { sleep: deps.sleep, isCurrent: () => gen === generation, afterAdding: persist })

  /** Start or resume (no unique_question_id): the server knows which. The stored transcript shows meanwhile. */
  async function load(surveyId: string, gen: number): Promise<void> {
    openedBy = deps.owner()
    const stored = deps.history?.read(surveyId) ?? []
    Object.assign(state, {
      ...deps.emptyState(surveyId),
      phase: 'loading',
      typing: true,
      entries: stored,
      visibleCount: stored.length,
    })
    let response: R
    try {
      response = await deps.client.chat({ survey_id: surveyId, unique_question_id: null, user_input: '' })
    } catch (error) {
      if (gen !== generation) return
      Object.assign(state, { phase: 'failed', typing: false })
      deps.report(error)
      return
    }
    if (gen !== generation) return
    const restored = restoreHistory(stored, response, deps.now())
    Object.assign(state, {
      returning_user: restored.returning_user,
      entries: restored.kept,
      visibleCount: restored.kept.length,
    })
    deps.afterTurn(state, response, null)
    await reveal(restored.added, response, gen)
  }

  /** Idempotent for the dialog already open (React StrictMode mounts effects twice, a tab is visited again). */
  function open(surveyId: string): Promise<void> {
    const same = state.surveyId === surveyId && openedBy === deps.owner()
    if (same && state.phase !== 'idle' && state.phase !== 'failed') return Promise.resolve()
    return load(surveyId, ++generation)
  }

  /** `shown` is what the history keeps (an option's label), `input` what the server gets (its id). */
  async function send(input: string, shown: string = input): Promise<void> {
    const { surveyId, awaiting } = state
    if (!surveyId || !awaiting || state.phase !== 'ready') return
    const gen = generation
    startSending(state, shown)
    let response: R
    try {
      response = await deps.client.chat({
        survey_id: surveyId,
        unique_question_id: awaiting.unique_question_id,
        user_input: input,
      })
    } catch (error) {
      if (gen !== generation) return
      sendFailed(state, awaiting, input)
      if (isStaleQuestion(error)) return load(surveyId, ++generation)
      deps.report(error)
      return
    }
    if (gen !== generation) return
    const reply: Reply = { questionId: awaiting.unique_question_id, input, shown }
    const paced = botEntries(response, deps.now())
    addReply(state, reply, response, paced, deps.now())
    deps.afterTurn(state, response, reply)
    await reveal(paced, response, gen)
  }

  /** docs/product/states.md restart: the backend forgets the conversation, this dialog's history goes, and it starts again. */
  async function restart(): Promise<void> {
    const surveyId = state.surveyId
    if (!surveyId) return
    try {
      await deps.client.restart(surveyId)
    } catch (error) {
      deps.report(error)
      return
    }
    deps.history?.clear([surveyId])
    await load(surveyId, ++generation)
  }

  /** The conversation is over here (erased): late answers and pacing stop, nothing is shown. */
  function close(): void {
    generation++
    Object.assign(state, deps.emptyState(null))
  }

  /**
   * docs/runtime.md "Respondent settings" (feedback_allowed): the rating shows at once and is kept
   * in the history; if the server refuses it, the previous rating comes back and the error shows.
   */
  async function rate(messageId: number, rating: 'up' | 'down' | null): Promise<void> {
    const { surveyId } = state
    const entry = state.entries.find((e) => e.message_id === messageId)
    const feedback = deps.client.feedback
    if (!surveyId || !entry || !feedback) return
    const before = entry.feedback ?? null
    entry.feedback = rating
    persist()
    try {
      await feedback({ survey_id: surveyId, message_id: messageId, rating })
    } catch (error) {
      if (state.surveyId !== surveyId) return
      entry.feedback = before
      persist()
      deps.report(error)
    }
  }

  const driver: ChatDriver = { state, open, send, ...(deps.client.feedback && { rate }) }
  return { ...driver, state, restart, close }
}

export type ConversationStore<S extends ChatState = ChatState> = ReturnType<typeof createConversationStore<S>>
