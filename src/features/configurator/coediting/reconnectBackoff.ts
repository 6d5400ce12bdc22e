/**
 * How long the app's co-editing-stream clients wait before they reconnect (docs/design/coediting.md
 * "The app's stream client"): 1 s, 2 s, 5 s, then every 15 s while connections fail; a good
 * connection (the server's `hello`) starts over at 1 s. The one definition for the dialog
 * editor's stream (`coeditingStream.ts`) and the multichat's (`presence/coeditingLink.ts`); no jitter, as
 * neither had any.
 */
export const RECONNECT_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 15000]

export interface ReconnectBackoff {
  /** The wait before the next attempt; counts one more failure. */
  next(): number
  /** A good connection: the next wait is the first again. */
  reset(): void
  /** No failure since the start or the last good connection. */
  fresh(): boolean
}

export function reconnectBackoff(): ReconnectBackoff {
  let failures = 0
  return {
    next: () => RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)] as number,
    reset() {
      failures = 0
    },
    fresh: () => failures === 0,
  }
}
