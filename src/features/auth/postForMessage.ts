import { SuccessResponse } from '@engine/api/auth'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { ApiError, type ApiOptions } from '../../session/apiClient'
import { errorText } from '../../session/errorText'

export type MessageResult = { ok: true; msg: string } | { ok: false; message: string }

/** The text of a 429 (too many mails or accounts asked for): when a new try makes sense, if the server said. */
export function tooManyRequestsMessage(error: ApiError): string {
  const wait = error.retryAfterSeconds === undefined ? '' : ` ${ui.auth.retryAfter(error.retryAfterSeconds)}`
  return `${ui.auth.tooManyRequests}${wait}`
}

/**
 * The text for a failed call: the server's msg (docs/design/conventions.md), or 'Fehler.' without an
 * answer; a 429 of the rate limits in the UI's language with its Retry-After.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return tooManyRequestsMessage(error)
  if (error instanceof ApiError && error.status !== 0) return errorText(error)
  return ui.login.noResponse
}

/**
 * The public calls of the recovery screens (request a link, reset the password, validate the
 * address) all answer `{success: true, msg}`; the page shows msg, or the failure's text.
 */
export async function postForMessage(
  path: string,
  body: unknown,
  options: Pick<ApiOptions, 'fetch'> = {},
): Promise<MessageResult> {
  try {
    const answer = SuccessResponse.safeParse(await api('POST', path, { as: 'public', body, fetch: options.fetch }))
    return answer.success ? { ok: true, msg: answer.data.msg } : { ok: false, message: ui.login.noResponse }
  } catch (error) {
    return { ok: false, message: failureMessage(error) }
  }
}
