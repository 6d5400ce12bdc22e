import { AssessChatResponse, type AssessChatRequest } from '@engine/api/assess'
import type { RuntimeState } from '@engine/runtime'
import { api } from '../../session/api'
import type { ChatClient } from './chatClient'

export interface AssessChatOptions {
  /** The runtime state the server gave last (kept with the conversation on screen); null before the start. */
  runtime: () => RuntimeState | null
  /** For tests; by default the editor's `api()` (its token, its refresh and logout rules). */
  call?: (body: AssessChatRequest) => Promise<AssessChatResponse>
}

const callServer = async (body: AssessChatRequest) =>
  AssessChatResponse.parse(await api('POST', '/api/assess_chat', { body }))

/**
 * The Testen tab's client (POST /api/assess_chat): the server stores nothing, so the runtime
 * state goes with every answer, as the test multichat does with its world. A start (no
 * question) begins without state; restart has nothing to forget on the server.
 */
export function createAssessChatClient(options: AssessChatOptions): ChatClient<AssessChatResponse> {
  const call = options.call ?? callServer
  return {
    chat: ({ survey_id, unique_question_id, user_input }) =>
      call({ survey_id, state: unique_question_id === null ? null : options.runtime(), user_input }),
    restart: async () => {},
  }
}
