import {
  type ConfiguratorResponse,
  type DialogResponse,
  SurveyEventsQuery,
  type SurveyEventsResponse,
  SurveyIdBody,
  SurveyIdParams,
  type SurveyPublicationResponse,
  TrainingJumpsParams,
  type TrainingJumpsResponse,
} from '@engine/api/surveys'
import type { FastifyPluginAsync } from 'fastify'
import { surveyAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { ApiError } from '../../http/ApiError'
import { parseWith } from '../../http/parseWith'
import { findBlock } from '../../repositories/blocks'
import { createLiveHistories } from '../../cache/liveHistories'
import { listSurveyEvents } from '../../repositories/surveyEvents'
import { countTrainingExamples, listTrainingJumps } from '../../repositories/surveyStructure'
import { loadDialog } from '../../services/dialogs/loadDialog'
import { requireSurvey } from '../../services/dialogs/requireSurvey'

/** Reading a dialog: the app's load, the configurator's load, the edit log, its live history and the training jumps. */
export const dialogRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database
  const histories = createLiveHistories()

  // The Teilen tab's note: a dialog never live is "not live yet", one switched off has "ended".
  app.get('/api/surveys/:id/publication', async (request): Promise<SurveyPublicationResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    surveyAccessOf(request, id)
    const { survey } = await requireSurvey(db, id)
    const history = await histories.read(db, id)
    return {
      active: survey.active,
      ever_live: survey.active || history.switchedLive,
      ended_at: survey.active ? null : (history.lastSwitchedOff?.toISOString() ?? null),
    }
  })

  app.post('/api/dialog', async (request): Promise<DialogResponse> => {
    const { survey_id } = parseWith(SurveyIdBody, request.body)
    const { role } = surveyAccessOf(request, survey_id)
    return { ...(await loadDialog(db, survey_id)), role }
  })

  app.post('/api/get_survey_data_configurator', async (request): Promise<ConfiguratorResponse> => {
    const { survey_id } = parseWith(SurveyIdBody, request.body)
    surveyAccessOf(request, survey_id)
    const dialog = await loadDialog(db, survey_id)
    const byIntent = await countTrainingExamples(db, survey_id)
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)
    return {
      ...dialog,
      training_examples_count: Object.fromEntries(Object.entries(byIntent).map(([id, counts]) => [id, total(counts)])),
      training_examples_by_intent: byIntent,
    }
  })

  app.get('/api/surveys/:id/events', async (request): Promise<SurveyEventsResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { after, after_version } = parseWith(SurveyEventsQuery, request.query)
    surveyAccessOf(request, id)
    return listSurveyEvents(db, id, after, after_version)
  })

  app.get('/api/surveys/:id/trainingdata_jumps/:questionId', async (request): Promise<TrainingJumpsResponse> => {
    const { id, questionId } = parseWith(TrainingJumpsParams, request.params)
    surveyAccessOf(request, id)
    if (!(await findBlock(db, id, questionId)))
      throw new ApiError(404, `Block ${questionId} nicht gefunden.`, 'block_not_found')
    return { unique_question_id: questionId, jumps: await listTrainingJumps(db, id, questionId) }
  })
}
