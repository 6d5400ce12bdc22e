import type { Db } from '../db/database'
import { enqueueJob, findJob, jobsOfSurvey, type JobRow, latestJobOfKey, type NewJob } from '../repositories/jobs'

/** The queue as routes and services see it: they enqueue and look; runners (jobRunner.ts) execute. */
export interface JobQueue {
  enqueue(job: NewJob): Promise<JobRow>
  find(id: number): Promise<JobRow | undefined>
  latest(key: string): Promise<JobRow | undefined>
  ofSurvey(surveyId: string, limit?: number): Promise<JobRow[]>
}

/** `enqueued` wakes a runner in this process at once (others poll, docs/design/jobs.md). */
export function createJobQueue(db: Db, enqueued: () => void): JobQueue {
  return {
    async enqueue(job) {
      const row = await enqueueJob(db, job)
      enqueued()
      return row
    },
    find: (id) => findJob(db, id),
    latest: (key) => latestJobOfKey(db, key),
    ofSurvey: (surveyId, limit = 50) => jobsOfSurvey(db, surveyId, limit),
  }
}
