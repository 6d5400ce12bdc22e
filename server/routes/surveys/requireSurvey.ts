import type { Db } from '../../db/database'
import { ApiError } from '../../http/ApiError'
import { type StoredSurvey, findSurvey } from '../../repositories/surveys'

/** The stored dialog or the same 404 a non-member gets. */
export async function requireSurvey(db: Db, surveyId: string): Promise<StoredSurvey> {
  const survey = await findSurvey(db, surveyId)
  if (!survey) throw new ApiError(404, 'Dialog nicht gefunden.', 'survey_not_found')
  return survey
}
