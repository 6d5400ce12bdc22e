import type { TestApp } from './testApp'

/** Waits for the work after the answers and for every queued or running job (models are built by jobs). */
export async function jobsDone(t: TestApp): Promise<void> {
  await t.jobs.settled()
  await t.app.jobRunner.drain()
}
