import { WORKER_NICE } from './priorities'
import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { ResourceLimits } from 'node:worker_threads'
import type { TaskInput, TaskName, TaskOutput } from './tasks'
import { workerExecArgv } from './workerExecArgv'

/**
 * Heavy editor work (PDF text, intent training, exports, version rebuilds) runs in worker threads,
 * never on the event loop that answers respondents (docs/design/jobs.md). A pool is bounded in
 * threads, in queued tasks and in each thread's memory; a task that runs past its time is ended
 * by terminating its thread, which also frees all it held.
 */
export interface WorkerPoolOptions {
  /** Threads at most; default: one less than the cores, at least 1, so the chat keeps a core. */
  maxThreads?: number
  /** Tasks that may wait for a thread; one more is refused (`WorkerPoolFull`). */
  maxQueue?: number
  /** Per thread: old-generation heap in MB and so on (node:worker_threads resourceLimits). */
  resourceLimits?: ResourceLimits
  /** Threads with nothing to do end after this long. */
  idleTimeoutMs?: number
  /**
   * Keep one thread started from the pool's creation on (and again after one was ended by a
   * limit), so that an editor's first job does not start one while respondents play: a new
   * thread loads its code (~0.3-0.5 s of CPU on two cores), and in bench:isolation the second it
   * started in was each window's worst for respondents (issue #27). Off by default (tests build
   * hundreds of apps); the server turns it on (WORKERS_WARM).
   */
  warm?: boolean
}

export class WorkerPoolFull extends Error {
  constructor() {
    super('worker pool queue is full')
    this.name = 'WorkerPoolFull'
  }
}

/** A task ended by its time limit or its memory cap rather than by its own code. */
export class WorkerTaskAborted extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'aborted',
    cause?: unknown,
  ) {
    super(`worker task ${reason}`, { cause })
    this.name = 'WorkerTaskAborted'
  }
}

export interface RunOptions {
  /** Wall-clock limit; the thread is terminated when it passes. */
  timeoutMs?: number
  signal?: AbortSignal
  transferList?: Transferable[]
}

export interface WorkerPool {
  run<N extends TaskName>(name: N, input: TaskInput<N>, options?: RunOptions): Promise<TaskOutput<N>>
  /** Threads started now (busy or idle). */
  threads(): number
  close(): Promise<void>
}

const WORKER = new URL('./worker.mjs', import.meta.url).href

function isMemoryError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'ERR_WORKER_OUT_OF_MEMORY'
}

export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1)
  const pool = new Piscina({
    filename: WORKER,
    minThreads: options.warm ? 1 : 0,
    maxThreads,
    maxQueue: options.maxQueue ?? 64,
    idleTimeout: options.idleTimeoutMs ?? 30_000,
    resourceLimits: options.resourceLimits,
    execArgv: workerExecArgv(),
    workerData: { nice: WORKER_NICE },
  })
  // A thread that dies with no task of its own (ended by its time limit, then out of memory while
  // being terminated) makes piscina emit 'error' on the pool; unheard, that would end the process.
  // Its caller has already had its answer (WorkerTaskAborted), so nothing is left to tell.
  pool.on('error', () => undefined)
  return {
    async run(name, input, runOptions = {}) {
      const controller = new AbortController()
      const timer =
        runOptions.timeoutMs === undefined
          ? undefined
          : setTimeout(() => controller.abort(new WorkerTaskAborted('timeout')), runOptions.timeoutMs)
      const onAbort = () => controller.abort(new WorkerTaskAborted('aborted'))
      runOptions.signal?.addEventListener('abort', onAbort, { once: true })
      try {
        return (await pool.run(
          { name, input },
          { signal: controller.signal, transferList: runOptions.transferList as never },
        )) as TaskOutput<typeof name>
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason
        if (isMemoryError(error)) throw new WorkerTaskAborted('memory', error)
        if ((error as { message?: unknown } | null)?.message === 'Task queue is at limit') throw new WorkerPoolFull()
        throw error
      } finally {
        clearTimeout(timer)
        runOptions.signal?.removeEventListener('abort', onAbort)
      }
    },
    threads: () => pool.threads.length,
    close: () => pool.destroy(),
  }
}
