/** Waits `ms` or until the signal aborts, whichever comes first. */
export function until(signal: AbortSignal, ms = Infinity): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}
