/** One measured call: when it was sent (performance.now() of the bench), how long it took, its status. */
export interface Sample {
  at: number
  ms: number
  /** 0: no answer (connection refused or reset); 1000: an answer the game did not expect. */
  status: number
}

/** Samples in time order, read per window by the time they were sent. */
export class CallLog {
  readonly samples: Sample[] = []
  /** Calls sent and not yet answered, by send time: a frozen server's calls count as slow ones. */
  readonly pending = new Set<{ at: number }>()

  add(sample: Sample): void {
    this.samples.push(sample)
  }

  /** Times `call` as one sample, pending while it runs. */
  async time<T>(call: () => Promise<T>, statusOf: (result: T) => number): Promise<T> {
    const entry = { at: performance.now() }
    this.pending.add(entry)
    try {
      const result = await call()
      this.add({ at: entry.at, ms: performance.now() - entry.at, status: statusOf(result) })
      return result
    } finally {
      this.pending.delete(entry)
    }
  }

  /**
   * The calls sent in [from, to): answered ones with their time, unanswered ones with the time
   * they have waited so far (marked by status 0).
   */
  between(from: number, to: number, now = performance.now()): Sample[] {
    const inside = this.samples.filter((s) => s.at >= from && s.at < to)
    for (const { at } of this.pending) if (at >= from && at < to) inside.push({ at, ms: now - at, status: 0 })
    return inside
  }
}

/** A status that the game did not expect (a 200 with the wrong chat state). */
export const UNEXPECTED = 1000
