// The entry of every worker thread (server/workers/workerPool.ts). Node 20 does not apply the
// parent's module hooks in a worker, so the thread registers tsx itself (with the repository's
// tsconfig, for the @engine/* paths) and then loads the task table.
/* global URL */
import { register } from 'tsx/esm/api'

register({ tsconfig: new URL('../../tsconfig.json', import.meta.url).pathname })
const { tasks } = await import('./tasks.ts')

export default async function run({ name, input }) {
  const task = tasks[name]
  if (!task) throw new Error(`unknown worker task ${name}`)
  return task(input)
}
