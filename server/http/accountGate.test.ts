import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createAccountGate } from './accountGate'

const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('account gate', () => {
  it('lets `slots` calls of an account in, queues the next in order, refuses past the queue', async () => {
    const gate = createAccountGate({ slots: 2, queue: 2 })
    const first = await gate.enter(1)
    await gate.enter(1)
    const order: string[] = []
    const third = gate.enter(1).then((release) => (order.push('third'), release))
    const fourth = gate.enter(1).then((release) => (order.push('fourth'), release))
    await expect(gate.enter(1)).rejects.toMatchObject({ status: 429, code: 'too_many_parallel_requests' })
    // Another account is not held up.
    const other = await gate.enter(2)
    expect(gate.load(1)).toEqual({ active: 2, waiting: 2 })
    first()
    first() // a second release of the same call frees nothing more
    await tick()
    expect(order).toEqual(['third'])
    expect(gate.load(1)).toEqual({ active: 2, waiting: 1 })
    ;(await third)()
    await tick()
    expect(order).toEqual(['third', 'fourth'])
    other()
    expect(gate.load(2)).toEqual({ active: 0, waiting: 0 })
    ;(await fourth)()
    expect(gate.load(1)).toEqual({ active: 1, waiting: 0 })
  })

  it('never has more than `slots` calls in, loses none, and ends empty, whatever the timing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 30 }),
        fc.scheduler(),
        async (slots, work, s) => {
          const gate = createAccountGate({ slots, queue: 1000 })
          let inside = 0
          let peak = 0
          const calls = work.map(async (ticks, i) => {
            // The scheduler picks when each call arrives and how its work interleaves; a call that
            // waits for a slot waits on the gate itself, which only a release can open.
            await s.schedule(Promise.resolve(), `arrive ${i}`)
            const release = await gate.enter(7)
            inside++
            peak = Math.max(peak, inside)
            for (let t = 0; t < ticks; t++) await s.schedule(Promise.resolve(), `work ${i}`)
            inside--
            release()
          })
          await s.waitFor(Promise.all(calls))
          expect(peak).toBeLessThanOrEqual(slots)
          expect(gate.load(7)).toEqual({ active: 0, waiting: 0 })
        },
      ),
      { numRuns: 200 },
    )
  })
})
