import { WorkerPoolFull, WorkerTaskAborted } from '../../workers/workerPool'
import type { BackgroundJobs } from '../backgroundJobs'

/** The state of a block's training job as Trainieren shows it (the job queue's shape). */
export interface TrainingJobView {
  state: 'queued' | 'running' | 'done' | 'failed'
  progress: number
  error: { code: string; msg: string } | null
}

/**
 * Builds of intent models as jobs, at most one queued per block (key `train:{survey}:{block}`,
 * docs/nlu.md "When models are built"). This stand-in runs them in this process after the
 * request (BackgroundJobs) until the durable job queue is on main; `schedule` is the one place
 * that then becomes `ctx.jobQueue.enqueue('train_intents', ...)`.
 */
export interface TrainingJobs {
  /**
   * `retry`: false when a chat turn asks (it asks on every answer): a block whose last build
   * failed is then left alone for RETRY_AFTER_MS instead of failing again on every answer.
   */
  schedule(surveyId: string, blockId: string, build: () => Promise<unknown>, retry?: boolean): void
  /** The latest job of the block in this process, or null when there was none. */
  latest(surveyId: string, blockId: string): TrainingJobView | null
  /** Other model work after the answer (warming the cache). */
  background(name: string, job: () => Promise<void>): void
}

export const trainingKey = (surveyId: string, blockId: string) => `train:${surveyId}:${blockId}`

const KEPT = 1000
const RETRY_AFTER_MS = 5 * 60_000

/** German reason of a failed build, with a stable code (docs/api/errors.md, "Training jobs"). */
export function trainingFailure(error: unknown): { code: string; msg: string } {
  if (error instanceof WorkerTaskAborted && error.reason === 'timeout')
    return { code: 'training_timeout', msg: 'Das Training hat zu lange gedauert und wurde abgebrochen.' }
  if (error instanceof WorkerTaskAborted && error.reason === 'memory')
    return { code: 'training_memory', msg: 'Das Training brauchte zu viel Speicher und wurde abgebrochen.' }
  if (error instanceof WorkerPoolFull)
    return { code: 'server_busy', msg: 'Der Server ist ausgelastet; das Training wird später wiederholt.' }
  return { code: 'training_failed', msg: 'Das Training ist fehlgeschlagen.' }
}

export function createTrainingJobs(runner: BackgroundJobs): TrainingJobs {
  const jobs = new Map<string, TrainingJobView & { again: boolean; endedAt: number }>()

  function start(key: string, build: () => Promise<unknown>): void {
    const job = { state: 'queued' as TrainingJobView['state'], progress: 0, error: null, again: false, endedAt: 0 }
    jobs.delete(key)
    jobs.set(key, job)
    if (jobs.size > KEPT) jobs.delete(jobs.keys().next().value as string)
    runner.run(key, async () => {
      job.state = 'running'
      try {
        await build()
        Object.assign(job, { state: 'done', progress: 1 })
      } catch (error) {
        Object.assign(job, { state: 'failed', error: trainingFailure(error), endedAt: Date.now() })
      }
      if (job.again) start(key, build)
    })
  }

  return {
    schedule(surveyId, blockId, build, retry = true) {
      const key = trainingKey(surveyId, blockId)
      const current = jobs.get(key)
      if (current?.state === 'queued') return
      if (!retry && current?.state === 'failed' && Date.now() - current.endedAt < RETRY_AFTER_MS) return
      if (current?.state === 'running') {
        current.again = true
        return
      }
      start(key, build)
    },
    latest(surveyId, blockId) {
      const job = jobs.get(trainingKey(surveyId, blockId))
      return job ? { state: job.state, progress: job.progress, error: job.error } : null
    },
    background: (name, job) => runner.run(name, job),
  }
}
