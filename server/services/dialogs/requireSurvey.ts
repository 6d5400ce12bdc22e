import type { Db } from '../../db/database'
import { ApiError } from '../../http/ApiError'
import { type StoredSurvey, findSurvey } from '../../repositories/surveys'

/** A dialog that does not exist, or that the caller may not see: the same 404 for both. */
export const surveyNotFound = () => new ApiError(404, 'Dialog nicht gefunden.', 'survey_not_found')

/** The stored dialog or the same 404 a non-member gets. */
export async function requireSurvey(db: Db, surveyId: string): Promise<StoredSurvey> {
  const survey = await findSurvey(db, surveyId)
  if (!survey) throw surveyNotFound()
  return survey
}
