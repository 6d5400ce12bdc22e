import { de } from '../../i18n/de'
import { ApiError } from '../../session/apiClient'

/** docs/product/errors.md, login: the message for a failed login. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return de.login.invalidCredentials
  if (error.status === 0) return de.login.noResponse
  if (error.status === 418) return de.login.passwordExpired
  if (error.status === 429) return de.login.tooManyAttempts
  return de.login.invalidCredentials
}

/** A 429's Retry-After, so the page can say when a new try makes sense. */
export function loginRetryAfter(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined
}
