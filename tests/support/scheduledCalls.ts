import type fc from 'fast-check'

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve))

export interface ScheduledCalls {
  /** Runs `work` (a call to the app) between two points `fc.scheduler` orders: its start and the delivery of its outcome. */
  run<T>(label: string, work: () => Promise<T>): Promise<T>
  /** Lets the scheduler release one waiting start or delivery. */
  step(): Promise<void>
  /** Until nothing is in flight: every call started, answered, and its answer handled. */
  settle(): Promise<void>
  /** One macrotask later: every microtask queued before has run. */
  macrotask(): Promise<void>
}

/**
 * Calls to a real app under `fc.scheduler` (docs/contributing.md "Property tests"). The scheduler
 * orders when each call starts and when its answer arrives; the app's own work (PGlite's or pg's
 * promises) runs outside it, so quiescence is tracked here, as `s.waitAll()` alone cannot see it.
 */
export function scheduledCalls(s: fc.Scheduler, describe: () => string = () => ''): ScheduledCalls {
  let inFlight = 0
  const working = new Set<Promise<void>>()

  /** Until no app work runs and every microtask has run. */
  async function quiet(): Promise<void> {
    await macrotask()
    while (working.size > 0) {
      await Promise.race(working)
      await macrotask()
    }
  }

  return {
    run<T>(label: string, work: () => Promise<T>): Promise<T> {
      inFlight++
      return (async () => {
        try {
          await s.schedule(Promise.resolve(), label)
          const outcome = work().then(
            (value) => ({ ok: true as const, value }),
            (error: unknown) => ({ ok: false as const, error }),
          )
          const done = outcome.then(() => undefined)
          working.add(done)
          const settled = await outcome
          working.delete(done)
          // The outcome is delivered as a value: a rejected promise waiting in the scheduler would be unhandled.
          const delivered = await s.schedule(
            Promise.resolve(settled),
            `${label} → ${settled.ok ? 'ok' : String((settled.error as { status?: number }).status ?? 'lost')}`,
          )
          if (!delivered.ok) throw delivered.error
          return delivered.value
        } finally {
          inFlight--
        }
      })()
    },
    async step() {
      await quiet()
      if (s.count() > 0) await s.waitOne()
    },
    async settle() {
      for (let guard = 0; ; guard++) {
        if (guard > 5000) throw new Error(`never settles: ${describe()}`)
        await quiet()
        if (s.count() > 0) await s.waitOne()
        else if (inFlight === 0) return
      }
    },
    macrotask,
  }
}
