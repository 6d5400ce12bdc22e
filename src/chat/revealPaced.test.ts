import type { ChatHistoryEntry } from '@engine/model'
import { describe, expect, it } from 'vitest'
import { type PacingState, revealPaced } from './revealPaced'

const entry = (context: string): ChatHistoryEntry => ({
  context,
  created_on: 0,
  type: 'open',
  unique_question_id: 'q1',
  nachfrage_id: null,
  current_question_id: 'q1',
  finished_question_id: null,
  user_or_bot: 'bot',
})
const fresh = (): PacingState => ({ entries: [], visibleCount: 0, typing: false, new_bot_message: null })

describe('revealPaced', () => {
  it('adds all entries at once, then shows them one by one after their pauses', async () => {
    const state = fresh()
    const pauses: number[] = []
    let addedBeforePause = -1
    const done = await revealPaced(
      state,
      [
        { entry: entry('Hallo'), delayMs: 0 },
        { entry: entry('Wie geht es?'), delayMs: 750 },
      ],
      {
        sleep: async (ms) => {
          pauses.push(ms)
        },
        isCurrent: () => true,
        afterAdding: () => {
          addedBeforePause = state.entries.length
        },
      },
    )
    expect(done).toBe(true)
    expect(addedBeforePause).toBe(2)
    expect(pauses).toEqual([750])
    expect(state).toMatchObject({ visibleCount: 2, typing: false, new_bot_message: 'Wie geht es?' })
  })

  it('stops without touching the state further when the chat was replaced during a pause', async () => {
    const state = fresh()
    let current = true
    const done = await revealPaced(
      state,
      [
        { entry: entry('A'), delayMs: 0 },
        { entry: entry('B'), delayMs: 500 },
      ],
      {
        sleep: async () => {
          current = false
        },
        isCurrent: () => current,
      },
    )
    expect(done).toBe(false)
    expect(state.visibleCount).toBe(1)
  })
})
