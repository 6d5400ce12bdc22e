import { describe, expect, it } from 'vitest'
import { emptyChat, hasMoved, nextWakeAt } from './chatTurns'
import { aLockedChat, anOpenChat } from '../testing/aMultichat'

const NOW = 1_000_000

describe('nextWakeAt', () => {
  it('wakes just after the earliest release time', () => {
    const chats = [
      aLockedChat('a', { status: 'waiting', waiting_for: 'signal', release_at: NOW + 60_000 }),
      aLockedChat('b', { status: 'waiting', waiting_for: 'signal', release_at: NOW + 20_000 }),
    ]
    expect(nextWakeAt(chats, NOW, 5_000)).toBe(NOW + 20_250)
  })

  it('polls while a chat waits for an external signal without a release time', () => {
    const chats = [
      aLockedChat('a', { status: 'waiting', waiting_for: 'signal', release_at: NOW + 60_000 }),
      aLockedChat('b', { status: 'waiting', waiting_for: 'signal' }),
    ]
    expect(nextWakeAt(chats, NOW, 5_000)).toBe(NOW + 5_000)
  })

  it('does not ask again at once for a release time already past', () => {
    expect(
      nextWakeAt([aLockedChat('a', { status: 'waiting', waiting_for: 'signal', release_at: NOW - 5 })], NOW, 5_000),
    ).toBe(NOW + 1_000)
  })

  it('needs no asking for chats waiting for another chat, or for none', () => {
    expect(
      nextWakeAt(
        [aLockedChat('a', { status: 'waiting', waiting_for: 'trigger' }), aLockedChat('b'), anOpenChat('c', 'q', 'x')],
        NOW,
        5_000,
      ),
    ).toBeNull()
  })
})

describe('hasMoved', () => {
  it('a chat at the same question in the same state has not moved', () => {
    const chat = anOpenChat('a', 'q1', 'Frage')
    const state = { ...emptyChat('a'), status: 'open' as const, current_question_id: 'q1', visibleCount: 1 }
    expect(hasMoved(state, chat)).toBe(false)
    expect(hasMoved(state, anOpenChat('a', 'q2', 'Weiter'))).toBe(true)
    expect(hasMoved({ ...state, status: 'waiting' }, chat)).toBe(true)
    expect(hasMoved({ ...state, visibleCount: 0 }, chat)).toBe(true)
  })
})
