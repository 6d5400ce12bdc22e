import type { ServerContext } from '../../context'
import type { TaskInput, TaskName, TaskOutput } from '../../workers/tasks'

/** Trainieren's heavy calls may take this long in a worker thread (docs/training.md "Bounds"). */
const TIMEOUT_MS = 60_000

/**
 * Runs a training task in the worker pool. A full pool, or a task ended by its time or memory
 * cap, answers 503 server_busy (the one error handler maps them): the app shows its busy banner
 * and the editor tries again later; the respondents' event loop never did the work.
 */
export async function inPool<N extends TaskName>(
  ctx: ServerContext,
  name: N,
  input: TaskInput<N>,
): Promise<TaskOutput<N>> {
  return ctx.workers.run(name, input, { timeoutMs: TIMEOUT_MS })
}
