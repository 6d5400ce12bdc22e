import type { PresentEditor } from '@engine/api/coediting'
import { proxy } from 'valtio'
import { describe, expect, it } from 'vitest'
import { initialCoeditingState } from '../coediting/presence'
import { sessionPresence } from './sessionPresence'

const entry = (connection_id: string, user_id: number): PresentEditor => ({
  connection_id,
  user_id,
  name: `Person ${user_id}`,
  color: '#2D72D2',
  selected: null,
  typing: null,
})

describe("the presence port over the session's co-editing stream", () => {
  it('lists everyone else from the latest presence list, keeps its identity until it changes, and tells listeners', async () => {
    const coediting = proxy(initialCoeditingState())
    const sent: unknown[] = []
    const port = sessionPresence({ coediting, sendPresence: (update) => void sent.push(update) })
    let calls = 0
    port.others.subscribe(() => calls++)
    coediting.connectionId = 'me'
    coediting.editors = [entry('me', 1), entry('c2', 2)]
    await Promise.resolve()
    const first = port.others.get()
    expect(first.map((e) => e.connection_id)).toEqual(['c2'])
    expect(port.others.get()).toBe(first)
    expect(calls).toBeGreaterThan(0)
    port.own.select('q1')
    port.own.select('q1')
    expect(sent).toEqual([{ selected: 'q1', typing: null }])
  })
})
