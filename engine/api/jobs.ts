import { z } from 'zod'
import { SurveyId } from '../model/survey'
import type { Endpoint } from './Endpoint'

/**
 * Long editor work of a dialog as jobs (docs/design/jobs.md): indexing a document, training an
 * open block's intent model. The app polls a job while it runs, to show its progress and, when
 * it failed, why.
 */

export const JobState = z.enum(['queued', 'running', 'done', 'failed'])
export type JobState = z.infer<typeof JobState>

export const JobView = z.object({
  job_id: z.number().int(),
  kind: z.string(),
  /** What the job is about, e.g. `doc:<file>` or `train:<survey>:<block>`; newer jobs of a key replace older ones. */
  key: z.string().nullable(),
  state: JobState,
  /** 0..100 while running, when the job reports it. */
  progress: z.number().int().min(0).max(100).nullable(),
  /** Why it failed (or why the last try failed, while it waits for the next). */
  error: z.object({ code: z.string(), msg: z.string() }).nullable(),
  attempts: z.number().int(),
  /** ISO 8601. */
  created_on: z.string(),
  finished_on: z.string().nullable(),
})
export type JobView = z.infer<typeof JobView>

export const JobListResponse = z.object({ jobs: z.array(JobView) })
export type JobListResponse = z.infer<typeof JobListResponse>

export const JobParams = z.object({
  id: SurveyId,
  job_id: z
    .string()
    .regex(/^\d{1,15}$/, 'job_id: eine Zahl')
    .transform(Number),
})

const view = { kind: 'survey', capability: 'view' } as const

export const jobEndpoints: readonly Endpoint[] = [
  {
    method: 'GET',
    path: '/api/surveys/:id/jobs',
    summary: 'Laufende und letzte Aufträge des Dialogs (Indexierung, Training)',
    access: view,
    params: z.object({ id: SurveyId }),
    response: JobListResponse,
  },
  {
    method: 'GET',
    path: '/api/surveys/:id/jobs/:job_id',
    summary: 'Ein Auftrag des Dialogs mit Fortschritt und Fehlergrund',
    access: view,
    params: JobParams,
    response: JobView,
  },
]
