/** What tells that the user came back: the tab shown again, or the window focused. */
export interface ReturnSignals {
  document: Pick<Document, 'visibilityState'> & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
}

export interface OnUserReturnsOptions {
  /** Switching tabs fires both events; calls closer than this count as one return. */
  minGapMs?: number
  now?: () => number
  signals?: ReturnSignals
}

/**
 * Calls `callback` whenever the user comes back to the page (docs/reliability/concurrent-editors.md:
 * the configurator fetches the dialog again, so a colleague's edits show without a conflict
 * first). Returns the unsubscribe function. Without a browser (tests, server rendering) it does
 * nothing.
 */
export function onUserReturns(callback: () => void, options: OnUserReturnsOptions = {}): () => void {
  const signals = options.signals ?? browserSignals()
  if (!signals) return () => {}
  const { minGapMs = 1000, now = Date.now } = options
  let last = -Infinity
  const returned = () => {
    if (signals.document.visibilityState !== 'visible') return
    const at = now()
    if (at - last < minGapMs) return
    last = at
    callback()
  }
  signals.document.addEventListener('visibilitychange', returned)
  signals.window.addEventListener('focus', returned)
  return () => {
    signals.document.removeEventListener('visibilitychange', returned)
    signals.window.removeEventListener('focus', returned)
  }
}

function browserSignals(): ReturnSignals | undefined {
  return typeof window === 'undefined' || typeof document === 'undefined' ? undefined : { document, window }
}
