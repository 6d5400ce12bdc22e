import { ApiError } from '../http/ApiError'

/** An account's calls may be this many times one connection's: several tabs, each within its bound. */
const ACCOUNT_FACTOR = 6
const WINDOW_MS = 1000
/** Counters kept at most; past it, windows that ended are dropped (a flood of made-up connection ids). */
const SWEEP_ABOVE = 10_000

export class PresenceFloodError extends ApiError {
  readonly retryAfterSeconds = 1
  constructor() {
    super(429, 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.', 'too_many_requests')
  }
}

/** Fixed one-second windows per connection id and per account, in this process's memory; the hub sweeps ended windows every ping. */
export function presenceBudget(perConnection: number) {
  const windows = new Map<string, { start: number; count: number }>()
  const count = (key: string, now: number, max: number): boolean => {
    let w = windows.get(key)
    if (!w || now - w.start >= WINDOW_MS) windows.set(key, (w = { start: now, count: 0 }))
    w.count += 1
    return w.count <= max
  }
  const sweep = (now: number) => {
    for (const [key, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(key)
  }
  return {
    /** Counts one call; throws PresenceFloodError when the connection or the account is over its bound. */
    take(userId: number, connectionId: string, now: number): void {
      if (windows.size > SWEEP_ABOVE) sweep(now)
      const connectionOk = count(`c:${userId}:${connectionId}`, now, perConnection)
      const accountOk = count(`u:${userId}`, now, perConnection * ACCOUNT_FACTOR)
      if (!connectionOk || !accountOk) throw new PresenceFloodError()
    },
    sweep,
  }
}
