import type { MultichatTestRequest } from '@engine/api/multichat'
import { describe, expect, it, vi } from 'vitest'
import { createTestMultichatClient } from './testMultichatClient'
import { aBotEntry, anOpenChat } from '../testing/aMultichat'

const world = (tag: string) => ({ dialogs: { lead: null }, released: [tag], signalled: [], waiting_since: {} })

function setup(initial?: ReturnType<typeof world>) {
  let n = 0
  const call = vi.fn(async (_body: MultichatTestRequest) => ({
    chats: [anOpenChat('lead', 'l1', 'Frage')],
    is_end: false,
    world: world(`w${++n}`),
  }))
  const client = createTestMultichatClient({
    multichatId: 3,
    call,
    world: initial,
    histories: { lead: [aBotEntry('Vorher', 1_000)] },
  })
  return { client, call }
}

describe('test multichat client (stateless test_chat)', () => {
  it('starts with no world, then sends back the world of the last answer', async () => {
    const { client, call } = setup()
    await client.start()
    await client.answer({ survey_id: 'lead', unique_question_id: 'l1', user_input: 'x' })
    expect(call.mock.calls.map(([body]) => body)).toEqual([
      { user_input: '', world: null },
      { survey_id: 'lead', unique_question_id: 'l1', user_input: 'x', world: world('w1') },
    ])
    expect(client.world()).toEqual(world('w2'))
  })

  it('starts from a given world and history (a simulated path) and releases a signal', async () => {
    const { client, call } = setup(world('simulated'))
    expect(client.history.read('lead').map((e) => e.context)).toEqual(['Vorher'])
    await client.signal?.('trigger-7')
    expect(call.mock.calls[0]?.[0]).toEqual({ user_input: '', signal: 'trigger-7', world: world('simulated') })
  })

  it('restart forgets the world', async () => {
    const { client, call } = setup(world('simulated'))
    await client.restart()
    await client.start()
    expect(call.mock.calls[0]?.[0].world).toBeNull()
  })
})
