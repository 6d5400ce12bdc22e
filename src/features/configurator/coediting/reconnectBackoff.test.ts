import { describe, expect, it } from 'vitest'
import { reconnectBackoff } from './reconnectBackoff'

const waits = (backoff: ReturnType<typeof reconnectBackoff>, count: number) =>
  Array.from({ length: count }, () => backoff.next())

describe('the reconnect back-off of the co-editing streams', () => {
  it('waits 1 s, 2 s and 5 s, then 15 s for every further failure', () => {
    expect(waits(reconnectBackoff(), 7)).toEqual([1000, 2000, 5000, 15000, 15000, 15000, 15000])
  })

  it('starts over at 1 s after a good connection, wherever it was', () => {
    const backoff = reconnectBackoff()
    waits(backoff, 6)
    backoff.reset()
    expect(waits(backoff, 3)).toEqual([1000, 2000, 5000])
  })

  it('is fresh until a failure and again after a good connection', () => {
    const backoff = reconnectBackoff()
    expect(backoff.fresh()).toBe(true)
    backoff.next()
    expect(backoff.fresh()).toBe(false)
    backoff.reset()
    expect(backoff.fresh()).toBe(true)
  })

  it('keeps a count of its own for each stream', () => {
    const one = reconnectBackoff()
    waits(one, 3)
    expect(reconnectBackoff().next()).toBe(1000)
  })
})
