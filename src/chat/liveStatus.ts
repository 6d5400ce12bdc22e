import type { ErrorCode } from '@engine/api/errorCodes'
import { respondentTexts } from '../i18n/respondent'
import { ApiError, isServerBusy } from '../session/apiClient'
import { type BusyFlag, clearServerBusy, markServerBusy } from '../session/serverBusy'
import { globalStore } from '../session/globalStore'

/** What the error banner shows: docs/product/errors.md's main text and an optional line below it. */
export interface LiveError {
  text: string
  extra: string | null
}

/** docs/product/states.md: the error banner's state (server_busy and any other error) on the live pages. */
export interface LiveStatus extends BusyFlag {
  error: LiveError | null
}

export const liveStatus = globalStore<LiveStatus>(() => ({ server_busy: false, error: null }))

type ErrorTexts = ReturnType<typeof respondentTexts>['live']['errors']

/**
 * The server errors that have their own dialog text (the error catalogue), by code. malformed_token is
 * the code of 'Not enough segments' (no live token left to send: the dialog cannot go on).
 */
const TEXT_BY_CODE: Partial<
  Record<ErrorCode, 'tokenExpired' | 'dialogEnded' | 'dialogNotLive' | 'notFound' | 'tooManyRequests'>
> = {
  token_expired: 'tokenExpired',
  malformed_token: 'dialogEnded',
  dialog_inactive: 'dialogEnded',
  dialog_not_live: 'dialogNotLive',
  // A mistyped or deleted link: not "try again later", and not the server's internal word for it.
  survey_not_found: 'notFound',
  dialog_manager_not_found: 'notFound',
  too_many_requests: 'tooManyRequests',
}

/** The link leads nowhere: no dialog or game of that id (any more). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.code !== null && TEXT_BY_CODE[error.code] === 'notFound'

/**
 * Maps a failed live call to docs/product/errors.md's texts. Unknown failures get the default text with the
 * server's msg and the status below it ("an optional additional message"), so a respondent can
 * quote it to the dialog's owner. The texts are in the current dialog's language.
 */
export function toLiveError(error: unknown, errors: ErrorTexts = respondentTexts().live.errors): LiveError {
  if (!(error instanceof ApiError)) return { text: errors.default, extra: null }
  const known = error.code ? TEXT_BY_CODE[error.code] : undefined
  if (known) return { text: errors[known], extra: null }
  const status = errors.status(error.status)
  return { text: errors.default, extra: error.msg ? `${error.msg} (${status})` : `${errors.generic} ${status}` }
}

/**
 * Shows a failed live call. A 503 (the server sheds load) is shown only as the server_busy
 * information banner (docs/product/errors.md), which closes itself after 6000 ms: raised here too, since not
 * every call is made as a respondent (the public register_live, register_live_list, GET /api/multichat/{id}).
 */
export function showLiveError(error: unknown, status: LiveStatus = liveStatus): void {
  if (isServerBusy(error)) {
    markServerBusy(status)
    return
  }
  status.error = toLiveError(error)
}

/** Both banner buttons clear the busy state (docs/product/states.md); close also hides the error. */
export function closeLiveBanner(status: LiveStatus = liveStatus): void {
  clearServerBusy(status)
  status.error = null
}
