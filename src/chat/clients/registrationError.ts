import { ui } from '../../i18n'
import { ApiError } from '../../session/apiClient'

/**
 * What a failed registration (POST /api/register_live, /api/register_live_list) throws, the same
 * for the live dialog and a multichat (docs/product/errors.md): the server's own msg as it came;
 * an answer without one (a proxy's page, only the reason phrase) gets the registration's text,
 * keeping status, code and status text; no answer at all (or anything else) is ApiError(0).
 */
export function registrationError(error: unknown): ApiError {
  if (!(error instanceof ApiError)) return new ApiError(0, '')
  if (error.status === 0 || (error.msgFromServer && error.msg)) return error
  return new ApiError(error.status, ui.live.errors.registrationFailed, {
    code: error.code,
    statusText: error.statusText,
    retryAfterSeconds: error.retryAfterSeconds,
  })
}
