import type { AssessChatRequest, AssessChatResponse } from '@engine/api/assess'
import type { RuntimeState } from '@engine/runtime'
import { snapshot } from 'valtio'
import { createAssessChatClient } from '../../chat/clients/assessChatClient'
import { type ChatState, emptyChatState } from '../../chat/conversation'
import { createConversationStore } from '../../chat/conversationStore'
import { SessionRedirectError } from '../../session/api'
import { editorSession } from '../../session/editorSession'
import { toApiFailure, type ApiFailure } from '../survey/apiFailure'
import { type AssessStep, stepOf } from './assessStep'

export type { AssessStep } from './assessStep'

/** The chat on screen (the conversation's state, so ChatView renders it) plus what the panel shows. */
export interface AssessState extends ChatState {
  /** The runtime state the server gave last; sent back with the next answer. Null before the start. */
  runtime: RuntimeState | null
  steps: AssessStep[]
  failure: ApiFailure | null
}

export interface AssessDeps {
  /** For tests; by default POST /api/assess_chat as the editor (assessChatClient.ts). */
  call?: (body: AssessChatRequest) => Promise<AssessChatResponse>
  /** Who is logged in: another editor must not find the previous one's test run. */
  user: () => string | null
  now: () => number
  sleep: (ms: number) => Promise<void>
}

const emptyState = (surveyId: string | null): AssessState => ({
  ...emptyChatState(surveyId),
  runtime: null,
  steps: [],
  failure: null,
})

/**
 * The Testen tab's conversation: the chat core's store over the assess client, so the editor
 * tests in the respondent's chat; the server stores nothing (docs/api/chat.md). Nothing is kept
 * in the browser; a failure shows in the page's callout, and each answer adds its routing step.
 */
export function createAssessStore(overrides: Partial<AssessDeps> = {}) {
  const user = overrides.user ?? (() => editorSession.username)
  const store = createConversationStore<AssessState, AssessChatResponse>({
    // A plain copy: the call must not hold the live proxy the next turn replaces.
    client: createAssessChatClient({
      call: overrides.call,
      runtime: (): RuntimeState | null => snapshot(store.state).runtime as RuntimeState | null,
    }),
    emptyState,
    owner: user,
    // A call that logged out or went to /login_refresh leaves the page; no message for it.
    report: (error) => {
      if (!(error instanceof SessionRedirectError)) store.state.failure = toApiFailure(error)
    },
    afterTurn(state, response, reply) {
      state.runtime = response.state
      const step = reply && stepOf(reply.questionId, reply.shown, response)
      if (step) state.steps.push(step)
    },
    now: overrides.now,
    sleep: overrides.sleep,
  })

  /** `shown` is what the chat keeps (an option's label), `input` what the server gets (its id). */
  function send(input: string, shown?: string): Promise<void> {
    if (store.state.phase === 'ready' && store.state.awaiting) store.state.failure = null
    return store.send(input, shown)
  }

  return {
    state: store.state,
    /** Idempotent for the dialog already under test: coming back to the tab continues the run. */
    open: store.open,
    send,
    /** 'Neu starten' in the app bar: the state is simply forgotten; the server never had it. */
    restart: store.restart,
    dismissFailure: () => {
      store.state.failure = null
    },
  }
}

export type AssessStore = ReturnType<typeof createAssessStore>

export const assessStore = createAssessStore()
