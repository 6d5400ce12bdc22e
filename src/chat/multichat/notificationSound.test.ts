import { describe, expect, it, vi } from 'vitest'
import { createNotifier } from './notificationSound'

function setup() {
  const page = new EventTarget()
  const beep = vi.fn()
  const makeOut = vi.fn(() => ({ beep }))
  return { page, beep, makeOut, notifier: createNotifier(page, makeOut) }
}

describe('notification sound', () => {
  it('stays silent before the first user gesture (no autoplay)', () => {
    const { notifier, beep, makeOut } = setup()
    notifier.notify()
    expect(beep).not.toHaveBeenCalled()
    expect(makeOut).not.toHaveBeenCalled()
  })

  it('beeps once per notification after a click, a tap or a key', () => {
    const { notifier, beep, page } = setup()
    page.dispatchEvent(new Event('keydown'))
    notifier.notify()
    notifier.notify()
    expect(beep).toHaveBeenCalledTimes(2)
  })

  it('a failing audio device does not break the chat', () => {
    const page = new EventTarget()
    const notifier = createNotifier(page, () => ({
      beep: () => {
        throw new Error('kein Gerät')
      },
    }))
    page.dispatchEvent(new Event('pointerdown'))
    expect(() => notifier.notify()).not.toThrow()
  })

  it('after dispose a gesture no longer prepares the sound', () => {
    const { notifier, page, makeOut } = setup()
    notifier.dispose()
    page.dispatchEvent(new Event('pointerdown'))
    expect(makeOut).not.toHaveBeenCalled()
  })
})
