/**
 * Work done after the answer has gone out: the mails of the self-service link calls, whose
 * answer must not depend on whether the address has an account (issue #19.7, timing). A failed
 * job is logged, never thrown at a caller. Jobs live in this process; a crash loses a queued mail,
 * as losing the request would have, and the user asks again (docs/reliability/security.md#findings-2-6-7).
 */
export interface BackgroundJobs {
  /** Starts `job` after the current request has been answered. */
  run(name: string, job: () => Promise<void>): void
  /** Resolves when every job started so far, and any job those started, has ended (tests, app close). */
  settled(): Promise<void>
}

export type JobFailure = (error: unknown, name: string) => void

export function createBackgroundJobs(onFailure: JobFailure): BackgroundJobs {
  const running = new Set<Promise<void>>()
  return {
    run(name, job) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((error: unknown) => onFailure(error, name))
        .finally(() => running.delete(done))
      running.add(done)
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running])
    },
  }
}
