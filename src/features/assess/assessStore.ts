import { AssessChatResponse, type AssessChatRequest } from '@engine/api/assess'
import type { RuntimeState } from '@engine/runtime'
import { proxy, snapshot } from 'valtio'
import { api, SessionRedirectError } from '../../session/api'
import { editorSession } from '../../session/editorSession'
import { botEntries, type PacedEntry, USER_ENTRY_OFFSET_MS, userEntry } from '../../chat/chatHistory'
import { revealPaced } from '../../chat/revealPaced'
import { type ChatState, isTypedKind } from '../../chat/conversationStore'
import { toApiFailure, type ApiFailure } from '../survey/apiFailure'
import { type AssessStep, stepOf } from './assessStep'

export type { AssessStep } from './assessStep'

/** The chat on screen (the live chat's state, so ChatView renders it) plus what the panel shows. */
export interface AssessState extends ChatState {
  /** The runtime state the server gave last; sent back with the next answer. Null before the start. */
  runtime: RuntimeState | null
  steps: AssessStep[]
  failure: ApiFailure | null
}

export interface AssessDeps {
  call: (body: AssessChatRequest) => Promise<AssessChatResponse>
  /** Who is logged in: another editor must not find the previous one's test run. */
  user: () => string | null
  now: () => number
  sleep: (ms: number) => Promise<void>
}

const callServer = async (body: AssessChatRequest) =>
  AssessChatResponse.parse(await api('POST', '/api/assess_chat', { body }))

function emptyState(surveyId: string | null = null): AssessState {
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
    runtime: null,
    steps: [],
    failure: null,
  }
}

/**
 * The Testen tab's conversation: the same chat as a respondent's, but the runtime state stays in
 * this store and goes with every call, so the server stores nothing (docs/api/chat.md). Restart
 * just forgets the state. Bubbles appear after the pauses the server gave, as in the live chat.
 */
export function createAssessStore(overrides: Partial<AssessDeps> = {}) {
  const deps: AssessDeps = {
    call: overrides.call ?? callServer,
    user: overrides.user ?? (() => editorSession.username),
    now: overrides.now ?? Date.now,
    sleep: overrides.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  }
  const state = proxy<AssessState>(emptyState())
  // Bumped whenever the run is replaced, so late answers and pacing of the old one stop.
  let generation = 0
  let startedBy: string | null = null

  async function reveal(paced: PacedEntry[], response: AssessChatResponse, gen: number): Promise<void> {
    state.phase = 'pacing'
    if (!(await revealPaced(state, paced, { sleep: deps.sleep, isCurrent: () => gen === generation }))) return
    Object.assign(state, {
      awaiting: response.chatbot_response_object.awaiting,
      is_end: response.is_end,
      phase: 'ready',
    })
  }

  function fail(error: unknown): void {
    // A call that logged out or went to /login_refresh leaves the page; no message for it.
    if (!(error instanceof SessionRedirectError)) state.failure = toApiFailure(error)
  }

  async function start(surveyId: string): Promise<void> {
    const gen = ++generation
    startedBy = deps.user()
    Object.assign(state, { ...emptyState(surveyId), phase: 'loading', typing: true })
    let response: AssessChatResponse
    try {
      response = await deps.call({ survey_id: surveyId, state: null, user_input: '' })
    } catch (error) {
      if (gen !== generation) return
      Object.assign(state, { phase: 'failed', typing: false })
      fail(error)
      return
    }
    if (gen !== generation) return
    state.runtime = response.state
    await reveal(botEntries(response, deps.now()), response, gen)
  }

  /** Idempotent for the dialog already under test: coming back to the tab continues the run. */
  function open(surveyId: string): Promise<void> {
    const same = state.surveyId === surveyId && startedBy === deps.user()
    if (same && state.phase !== 'idle' && state.phase !== 'failed') return Promise.resolve()
    return start(surveyId)
  }

  /** `shown` is what the chat keeps (an option's label), `input` what the server gets (its id). */
  async function send(input: string, shown: string = input): Promise<void> {
    const { surveyId, awaiting } = state
    // A plain copy: the call must not hold the live proxy the next turn replaces.
    const runtime = snapshot(state).runtime as RuntimeState | null
    if (!surveyId || !awaiting || !runtime || state.phase !== 'ready') return
    const gen = generation
    Object.assign(state, { phase: 'sending', pendingInput: shown, draft: '', typing: true, failure: null })
    let response: AssessChatResponse
    try {
      response = await deps.call({ survey_id: surveyId, state: runtime, user_input: input })
    } catch (error) {
      if (gen !== generation) return
      // The typed text comes back, so nothing the editor wrote is lost.
      Object.assign(state, {
        pendingInput: null,
        typing: false,
        phase: 'ready',
        draft: isTypedKind(awaiting.kind) ? input : '',
      })
      fail(error)
      return
    }
    if (gen !== generation) return
    const paced = botEntries(response, deps.now())
    const nextBotAt = paced[0]?.entry.created_on ?? deps.now() + USER_ENTRY_OFFSET_MS
    state.entries.push(
      userEntry(state.entries, { text: shown, questionId: awaiting.unique_question_id }, response, nextBotAt),
    )
    Object.assign(state, { pendingInput: null, visibleCount: state.entries.length, runtime: response.state })
    const step = stepOf(awaiting.unique_question_id, shown, response)
    if (step) state.steps.push(step)
    await reveal(paced, response, gen)
  }

  /** 'Neu starten' in the app bar: the state is simply forgotten; the server never had it. */
  function restart(): Promise<void> {
    return state.surveyId ? start(state.surveyId) : Promise.resolve()
  }

  function dismissFailure(): void {
    state.failure = null
  }

  return { state, open, send, restart, dismissFailure }
}

export type AssessStore = ReturnType<typeof createAssessStore>

export const assessStore = createAssessStore()
