import { ui } from '../../i18n'
import { ApiError } from '../../session/apiClient'
import { errorText } from '../../session/errorText'

/** A failed call as the UI shows it: the server's msg and the HTTP status (0: no answer, null: not an HTTP failure). */
export interface ApiFailure {
  msg: string
  status: number | null
}

/**
 * Errors reach the UI instead of being swallowed. Anything that is not an ApiError (a zod parse
 * failure of an answer, a programming error) is logged with its details, because the user only
 * sees the generic 'unexpected answer' text.
 */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) return { msg: errorText(error), status: error.status }
  console.error(error)
  return { msg: ui.survey.unexpectedAnswer, status: null }
}
