import { type Steps, drain } from '@engine/changes'
import { describe, expect, it } from 'vitest'
import { inSlices } from './slices'

/** `n` steps of about `ms` of busy work each, answering their count. */
function* busy(n: number, ms: number): Steps<number> {
  for (let i = 0; i < n; i++) {
    const until = performance.now() + ms
    while (performance.now() < until);
    yield
  }
  return n
}

describe('inSlices', () => {
  it('answers what drain answers, and lets work queued meanwhile run between slices', async () => {
    let ranBetween = false
    setImmediate(() => (ranBetween = true))
    const result = inSlices(busy(20, 1), 5)
    expect(ranBetween).toBe(false)
    expect(await result).toBe(20)
    expect(ranBetween).toBe(true)
  })

  it('holds the event loop in pieces of about the slice, where drain holds it for all the work', async () => {
    const gaps: number[] = []
    let last = performance.now()
    const probe = setInterval(() => {
      gaps.push(performance.now() - last)
      last = performance.now()
    }, 0)
    await inSlices(busy(60, 1), 5)
    clearInterval(probe)
    // 60 ms of work: in slices the timer ticks many times; in one piece it could not tick at all.
    expect(gaps.length).toBeGreaterThanOrEqual(5)
    let ticks = 0
    const counter = setInterval(() => ticks++, 0)
    expect(drain(busy(30, 1))).toBe(30)
    expect(ticks).toBe(0)
    clearInterval(counter)
  })

  it('ends with the error a step throws', async () => {
    function* failing(): Steps<number> {
      yield
      throw new Error('kaputt')
    }
    await expect(inSlices(failing())).rejects.toThrow('kaputt')
  })
})
