/**
 * Paces long editor work that runs in pieces (an export's pages) so that it keeps at most `share`
 * of the wall time busy: before each piece, it waits in proportion to how long the last piece
 * took. On a machine with two cores a 14-second export otherwise holds a core and a half (its
 * thread, the database reading its pages, the event loop passing them on) and respondents' turns
 * wait for the rest (issue #27, bench:isolation "export"); paced, the export takes longer and the
 * chat keeps its time. `maxWaitMs` bounds a single wait, so a piece that was slow for another
 * reason (a stalled client) does not stall the next.
 */
export interface DutyCycle {
  /** Call before the next piece: waits so that pieces take at most the share of the time. */
  pause(): Promise<void>
}

export interface DutyCycleOptions {
  /** The share of wall time the work may take, 0 < share <= 1; 1 never waits. */
  share: number
  maxWaitMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function dutyCycle({
  share,
  maxWaitMs = 250,
  now = () => performance.now(),
  sleep = realSleep,
}: DutyCycleOptions): DutyCycle {
  if (!(share > 0 && share <= 1)) throw new RangeError(`duty cycle share must be in (0, 1], got ${share}`)
  let since = now()
  return {
    async pause() {
      const busy = now() - since
      const wait = Math.min(maxWaitMs, (busy * (1 - share)) / share)
      if (wait >= 1) await sleep(wait)
      since = now()
    },
  }
}
