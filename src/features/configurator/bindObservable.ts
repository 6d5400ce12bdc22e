import type { Observable } from 'rxjs'

/** An observable's latest value, readable synchronously: what React's useSyncExternalStore needs. */
export interface Bound<T> {
  get(): T
  subscribe(listener: () => void): () => void
  dispose(): void
}

/**
 * Subscribes once and keeps the latest value, so any number of components can read it without
 * each subscribing to the stream (the engine's streams replay their current value on subscribe,
 * so `get()` is valid from the start; `initial` covers streams that do not).
 */
export function bindObservable<T>(source: Observable<T>, initial: T): Bound<T> {
  let value = initial
  const listeners = new Set<() => void>()
  const subscription = source.subscribe((next) => {
    value = next
    for (const listener of [...listeners]) listener()
  })
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispose() {
      subscription.unsubscribe()
      listeners.clear()
    },
  }
}
