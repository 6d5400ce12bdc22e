import type { TaskInput, TaskName, TaskOutput } from '../../server/workers/tasks'
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../server/workers/workerPool'

/**
 * A worker pool whose model trainings (`trainIntents`) can be held: while held, each waits until
 * `release()`, so a test sees a build queued or running and what answers meanwhile. Other tasks
 * run as usual. `close()` ends the threads.
 */
export function heldWorkers(): { workers: WorkerPool; hold(): void; release(): void; started: () => number } {
  const pool = createWorkerPool({ maxThreads: 1 })
  let gate: Promise<void> | null = null
  let open: () => void = () => undefined
  let started = 0
  const workers: WorkerPool = {
    run: async <N extends TaskName>(name: N, input: TaskInput<N>, options?: RunOptions): Promise<TaskOutput<N>> => {
      if (name === 'trainIntents') {
        started++
        if (gate) await gate
      }
      return pool.run(name, input, options)
    },
    threads: () => pool.threads(),
    close: () => pool.close(),
  }
  return {
    workers,
    hold() {
      gate ??= new Promise<void>((resolve) => (open = resolve))
    },
    release() {
      gate = null
      open()
    },
    started: () => started,
  }
}
