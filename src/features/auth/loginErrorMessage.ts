import { ui } from '../../i18n'
import { ApiError } from '../../session/apiClient'

/** docs/product/errors.md, login: the message for a failed login. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return ui.login.invalidCredentials
  if (error.status === 0) return ui.login.noResponse
  if (error.status === 418) return ui.login.passwordExpired
  if (error.status === 429) return ui.login.tooManyAttempts
  return ui.login.invalidCredentials
}

/** A 429's Retry-After, so the page can say when a new try makes sense. */
export function loginRetryAfter(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined
}
