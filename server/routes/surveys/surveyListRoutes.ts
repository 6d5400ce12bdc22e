import {
  CreateSurveyRequest,
  type CreateSurveyResponse,
  SurveyIdParams,
  type SurveyListResponse,
} from '@engine/api/surveys'
import { DEFAULT_LANGUAGE, Survey, defaultLanguageFragments } from '@engine/model'
import type { FastifyPluginAsync } from 'fastify'
import { editorOf, surveyAccessOf } from '../../auth/authorized'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { scheduleMissingModels } from '../../services/nlu/trainingJobs'
import { copySurvey, createSurvey, deleteSurvey, listSurveysForUser } from '../../repositories/surveys'
import { rejectIllFormed } from '../../http/wellFormedInput'
import { requireSurvey, surveyNotFound } from '../../services/dialogs/requireSurvey'
import { purgePace } from '../../services/dialogs/purgeSurveyJob'
import { surveyScope } from '../../coediting/notices'
import { closeScope } from '../../coediting/publish'

/** The dashboard's calls (docs/product/calls.md#further-calls): list, create, copy and delete dialogs. */
export const surveyListRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.get('/api/surveys', async (request): Promise<SurveyListResponse> => {
    const { user } = editorOf(request)
    return { surveys: (await listSurveysForUser(db, user.id)) as SurveyListResponse['surveys'] }
  })

  app.post('/api/surveys', async (request, reply): Promise<CreateSurveyResponse> => {
    const { survey_name, language = DEFAULT_LANGUAGE } = parseWith(CreateSurveyRequest, request.body)
    rejectIllFormed(survey_name, 'survey_name')
    const { user } = editorOf(request)
    // Settings defaults come from the engine's Survey schema; the ids are filled in on insert.
    const {
      survey_id: _id,
      survey_id_int: _int,
      ...settings
    } = Survey.parse({ survey_id: 'neu', survey_id_int: 1, survey_name, language })
    const survey_id = await createSurvey(db, {
      owner: user,
      settings,
      languageFragments: defaultLanguageFragments(language),
      now: ctx.now(),
    })
    return reply.status(201).send({ survey_id })
  })

  app.post('/api/surveys/:id/copy', async (request, reply): Promise<CreateSurveyResponse> => {
    const { id } = parseWith(SurveyIdParams, request.params)
    const { user } = surveyAccessOf(request, id)
    const source = await requireSurvey(db, id)
    const survey_id = await copySurvey(db, source, user, ctx.now())
    if (survey_id === undefined) throw surveyNotFound()
    await scheduleMissingModels(db, ctx.jobQueue, survey_id)
    return reply.status(201).send({ survey_id })
  })

  app.delete('/api/surveys/:id', async (request) => {
    const { id } = parseWith(SurveyIdParams, request.params)
    surveyAccessOf(request, id)
    // Its streams close as soon as nobody can reach it; its rows then go in paced short statements.
    await deleteSurvey(db, id, { pause: purgePace(), onHidden: () => closeScope(ctx, surveyScope(id)) })
    return { msg: 'success' as const }
  })
}
