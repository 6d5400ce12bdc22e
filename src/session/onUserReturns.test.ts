import { describe, expect, it } from 'vitest'
import { onUserReturns } from './onUserReturns'

function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState })
  const win = new EventTarget()
  let time = 0
  return {
    signals: { document: doc, window: win },
    now: () => time,
    wait: (ms: number) => (time += ms),
    showTab: () => {
      doc.visibilityState = 'visible'
      doc.dispatchEvent(new Event('visibilitychange'))
    },
    hideTab: () => {
      doc.visibilityState = 'hidden'
      doc.dispatchEvent(new Event('visibilitychange'))
    },
    focus: () => win.dispatchEvent(new Event('focus')),
  }
}

describe('onUserReturns', () => {
  it('calls back when the tab is shown again, not when it is hidden', () => {
    const page = fakePage()
    const calls: number[] = []
    onUserReturns(() => calls.push(page.now()), { signals: page.signals, now: page.now })
    page.hideTab()
    expect(calls).toEqual([])
    page.wait(5000)
    page.showTab()
    expect(calls).toEqual([5000])
  })

  it('counts the focus and visibility events of one tab switch as one return', () => {
    const page = fakePage()
    let calls = 0
    onUserReturns(() => calls++, { signals: page.signals, now: page.now })
    page.showTab()
    page.focus()
    expect(calls).toBe(1)
    page.wait(60_000)
    page.focus()
    expect(calls).toBe(2)
  })

  it('ignores a focus while the tab is hidden and stops after unsubscribing', () => {
    const page = fakePage()
    let calls = 0
    const stop = onUserReturns(() => calls++, { signals: page.signals, now: page.now })
    page.focus()
    expect(calls).toBe(0)
    stop()
    page.showTab()
    expect(calls).toBe(0)
  })

  it('does nothing without a browser', () => {
    expect(() => onUserReturns(() => {})()).not.toThrow()
  })
})
