import {
  CLIENT_CONFIG_FLAGS,
  GET_CONFIG_FLAGS,
  GetConfigQuery,
  type GetConfigResponse,
  LanguageFragments,
  SurveyIdBody,
  type SurveyLanguageResponse,
  flagValues,
} from '@engine/api/surveys'
import type { FastifyPluginAsync } from 'fastify'
import type { RouteOptions } from '../../context'
import { parseWith } from '../../http/parseWith'
import { liveBarFragments } from '@engine/model'
import { requireSurvey } from '../../services/dialogs/requireSurvey'

/**
 * Public reads of the live page (no login): its bar texts and its look. They reveal no content
 * beyond what the live dialog itself shows.
 */
export const publicSurveyRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database

  app.post('/api/get_survey_language', async (request): Promise<SurveyLanguageResponse> => {
    const { survey_id } = parseWith(SurveyIdBody, request.body)
    const { survey, languageFragments } = await requireSurvey(db, survey_id)
    const stored = LanguageFragments.safeParse(languageFragments)
    const fragments = liveBarFragments(stored.success ? stored.data : null, survey.language)
    return { nav_bar_information: { navar_language_fragments: fragments, language: survey.language } }
  })

  app.get('/api/get_config', async (request): Promise<GetConfigResponse> => {
    const { survey_id } = parseWith(GetConfigQuery, request.query)
    const { survey } = await requireSurvey(db, survey_id)
    return {
      // Logo and avatar images are media files (get_media_list); the dialog settings hold none.
      config: {
        accent_color: survey.color,
        logo_src: null,
        avatar_src: null,
        avatar_name: survey.avatar_name,
        ...flagValues(survey, CLIENT_CONFIG_FLAGS),
        background_image: survey.background_link,
      },
      survey_name: survey.survey_name,
      avatar_name: survey.avatar_name,
      background_link: survey.background_link,
      speed: survey.speed,
      // Every other respondent setting (RESPONDENT_FLAGS), so a new one needs no line here.
      ...flagValues(survey, GET_CONFIG_FLAGS),
      survey_id_int: survey.survey_id_int,
      public_url: ctx.publicUrl,
    }
  })
}
