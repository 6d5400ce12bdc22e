import { describe, expect, it } from 'vitest'
import { dutyCycle } from './dutyCycle'

/** A clock the test moves by hand, and the waits asked for. */
function fakeTime() {
  let t = 0
  const waits: number[] = []
  return {
    now: () => t,
    advance: (ms: number) => void (t += ms),
    sleep: async (ms: number) => {
      waits.push(ms)
      t += ms
    },
    waits,
  }
}

describe('dutyCycle (paced editor work, issue #27)', () => {
  it('at half the time, each piece is followed by a wait as long as the piece', async () => {
    const time = fakeTime()
    const duty = dutyCycle({ share: 0.5, now: time.now, sleep: time.sleep })
    time.advance(40)
    await duty.pause()
    time.advance(10)
    await duty.pause()
    expect(time.waits).toEqual([40, 10])
  })

  it('a smaller share waits longer; a single wait is bounded; the whole share never waits', async () => {
    const time = fakeTime()
    const quarter = dutyCycle({ share: 0.25, now: time.now, sleep: time.sleep, maxWaitMs: 100 })
    time.advance(20)
    await quarter.pause()
    time.advance(1000)
    await quarter.pause()
    expect(time.waits).toEqual([60, 100])
    const whole = dutyCycle({ share: 1, now: time.now, sleep: time.sleep })
    time.advance(500)
    await whole.pause()
    expect(time.waits).toEqual([60, 100])
  })

  it('the time spent waiting does not count as work', async () => {
    const time = fakeTime()
    const duty = dutyCycle({ share: 0.5, now: time.now, sleep: time.sleep })
    time.advance(30)
    await duty.pause()
    await duty.pause()
    expect(time.waits).toEqual([30])
  })

  it('refuses a share outside (0, 1]', () => {
    expect(() => dutyCycle({ share: 0 })).toThrow(RangeError)
    expect(() => dutyCycle({ share: 1.5 })).toThrow(RangeError)
  })
})
