// The entry of every worker thread (server/workers/workerPool.ts). Node 20 does not apply the
// parent's module hooks in a worker, so the thread registers tsx itself (with the repository's
// tsconfig, for the @engine/* paths) and then loads the task table.
/* global URL */
import { getPriority, setPriority } from 'node:os'
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

// Linux schedules threads on their own: priority 0 names this thread alone, so heavy editor
// work yields the cores to the event loop that answers respondents (docs/design/jobs.md). The
// value is WORKER_NICE (priorities.ts), handed over by the pool before tsx is loaded here.
try {
  const nice = workerData?.nice
  if (typeof nice === 'number') setPriority(0, Math.max(getPriority(0), nice))
} catch {
  // Not allowed or not supported here: the thread runs at the process's priority.
}

register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname })
const { tasks } = await import('./tasks.ts')

export default async function run({ name, input }) {
  const task = tasks[name]
  if (!task) throw new Error(`unknown worker task ${name}`)
  return task(input)
}
