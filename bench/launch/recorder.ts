import type { Reply } from './httpClient'

export type CallKind = 'register' | 'turn'

export interface CallError {
  kind: CallKind
  status: number
  body: string
}

/**
 * Collects what the load loops measure. Only calls that end inside the measuring window count,
 * so the warm-up (JIT, caches, connection set-up) and the ragged end stay out of the figures.
 */
export class Recorder {
  readonly latencies: Record<CallKind, number[]> = { register: [], turn: [] }
  readonly statuses: Record<string, number> = {}
  readonly errors: CallError[] = []
  errorCount = 0
  /** Successful calls inside the window, per kind: what turns/s counts (a fast 503 is no turn). */
  readonly succeeded: Record<CallKind, number> = { register: 0, turn: 0 }
  gamesFinished = 0
  private windowStart = Infinity
  private windowEnd = Infinity

  openWindow(now: number, until: number): void {
    this.windowStart = now
    this.windowEnd = until
  }

  inWindow(at = performance.now()): boolean {
    return at >= this.windowStart && at <= this.windowEnd
  }

  /** Records a reply; answers whether it was a success (2xx). */
  record(kind: CallKind, reply: Reply): boolean {
    const ok = reply.status >= 200 && reply.status < 300
    // Errors count at any time; latencies only inside the window.
    if (!ok) this.fail(kind, reply.status, reply.body)
    if (!this.inWindow()) return ok
    this.latencies[kind].push(reply.ms)
    this.statuses[reply.status] = (this.statuses[reply.status] ?? 0) + 1
    if (ok) this.succeeded[kind]++
    return ok
  }

  /** A wrong answer with a 2xx status (the game did not go as scripted) is an error as well. */
  fail(kind: CallKind, status: number, body: unknown): void {
    this.errorCount++
    if (this.errors.length < 10) this.errors.push({ kind, status, body: JSON.stringify(body).slice(0, 300) })
  }
}
