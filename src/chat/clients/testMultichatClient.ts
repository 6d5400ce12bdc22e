import type { ChatHistoryEntry } from '@engine/model'
import { MultichatTestResponse, type MultichatTestRequest } from '@engine/api/multichat'
import type { MultichatWorldSchema } from '@engine/api/multichatWorld'
import { api } from '../../session/api'
import { memoryHistory } from '../chatHistory'
import type { MultichatClient } from './chatClient'

type World = MultichatWorldSchema

export interface TestMultichatOptions {
  multichatId: number
  /** Where the test starts: e.g. a simulated path's state; null or absent: the game's beginning. */
  world?: World | null
  /** The transcripts to that point per survey id, e.g. simulate_path's `histories`. */
  histories?: Readonly<Record<string, readonly ChatHistoryEntry[]>>
  /** For tests; by default the editor's `api()` (its token, its refresh and logout rules). */
  call?: (body: MultichatTestRequest) => Promise<unknown>
}

/**
 * The editor's test multichat (POST /api/multichat/{id}/test_chat): the server keeps nothing,
 * the whole game's state (`world`) stays here and goes with every call, as the Testen tab does
 * with its runtime state. Restart forgets the world and the transcripts.
 */
export function createTestMultichatClient(options: TestMultichatOptions): MultichatClient & { world(): World | null } {
  const call = options.call ?? ((body) => api('POST', `/api/multichat/${options.multichatId}/test_chat`, { body }))
  const history = memoryHistory(options.histories)
  let world: World | null = options.world ?? null

  async function turn(body: Omit<MultichatTestRequest, 'world'>) {
    const response = MultichatTestResponse.parse(await call({ ...body, world }))
    world = response.world
    return { chats: response.chats, is_end: response.is_end }
  }

  return {
    history,
    world: () => world,
    // user_input defaults to '' in the contract; sent explicitly so the request is complete.
    start: () => turn({ user_input: '' }),
    answer: (body) => turn(body),
    signal: (triggerId) => turn({ user_input: '', signal: triggerId }),
    async restart() {
      world = null
    },
  }
}
