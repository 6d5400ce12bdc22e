import { JobParams, type JobListResponse, type JobView } from '@engine/api/jobs'
import { SurveyIdParams } from '@engine/api/surveys'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { jobView } from '../../jobs/jobView'

/** A dialog's jobs (docs/design/jobs.md); the endpoint table has checked the 'view' right. */
export const jobRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/api/surveys/:id/jobs', async (request): Promise<JobListResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    return { jobs: (await ctx.jobQueue.ofSurvey(id)).map(jobView) }
  })

  app.get('/api/surveys/:id/jobs/:job_id', async (request): Promise<JobView> => {
    const { id, job_id } = parseWith(JobParams, request.params)
    const row = await ctx.jobQueue.find(job_id)
    if (!row || row.surveyId !== id) throw new ApiError(404, 'Diesen Auftrag gibt es nicht.', 'job_not_found')
    return jobView(row)
  })
}
