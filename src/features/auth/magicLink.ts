import { MagicLinkLoginResponse, MagicLinkRegistrationRequired, MagicLinkRegistrationResponse } from '@engine/api/auth'
import { ui } from '../../i18n'
import { api } from '../../session/api'
import { ApiError, type ApiOptions } from '../../session/apiClient'
import { saveEditorSession, type SessionStorage } from '../../session/editorSession'
import { tooManyRequestsMessage } from './postForMessage'
import { clearGlobalError } from '../../session/globalError'
import { errorText } from '../../session/errorText'

type Options = Pick<ApiOptions, 'fetch'> & { storage?: SessionStorage }

export type MagicLinkOutcome = { kind: 'loggedIn' } | { kind: 'registration'; username: string } | { kind: 'invalid' }

/**
 * One POST per link: React's StrictMode runs effects twice in development, and the second POST
 * of a used-up link would fail and show 'Ungültiger Link' after a successful login.
 */
const opened = new Map<string, Promise<MagicLinkOutcome>>()

/**
 * docs/product/screens.md#navigation-guard: /magic_link posts the token from the query. An existing account is logged in
 * (fresh tokens, the answer names the user); an invited address without account gets the
 * registration form (docs/api/auth.md). Any failure is 'invalid': the page sets the global error.
 */
export function openMagicLink(token: string, options: Options = {}): Promise<MagicLinkOutcome> {
  let outcome = opened.get(token)
  if (!outcome) {
    outcome = postMagicLink(token, options)
    opened.set(token, outcome)
  }
  return outcome
}

async function postMagicLink(token: string, options: Options): Promise<MagicLinkOutcome> {
  let answer: unknown
  try {
    answer = await api('POST', '/api/magic_link', { as: 'public', body: { magic_link: token }, fetch: options.fetch })
  } catch {
    return { kind: 'invalid' }
  }
  const registration = MagicLinkRegistrationRequired.safeParse(answer)
  if (registration.success) return { kind: 'registration', username: registration.data.username }
  const login = MagicLinkLoginResponse.safeParse(answer)
  if (!login.success) return { kind: 'invalid' }
  saveEditorSession(login.data, login.data.username, options.storage)
  clearGlobalError()
  return { kind: 'loggedIn' }
}

export type RegistrationResult = { ok: true } | { ok: false; message: string }

/** docs/product/errors.md, magic-link registration: 400 shows the server's msg, other statuses the status text. */
function registrationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return ui.login.noResponse
  if (error.status === 400) return errorText(error)
  if (error.status === 429) return tooManyRequestsMessage(error)
  return error.statusText || `HTTP ${error.status}`
}

/** The names an invited colleague registers with; colleagues see them instead of the address (issue #28). */
export interface RegistrationNames {
  firstName: string
  lastName: string
}

/**
 * POST /api/magic_link_registration. docs/product/validation.md: it sends username, password,
 * magic_link and the first and last name (trimmed; the server requires both).
 */
export async function registerWithMagicLink(
  token: string,
  username: string,
  password: string,
  names: RegistrationNames,
  options: Options = {},
): Promise<RegistrationResult> {
  const firstName = names.firstName.trim()
  const lastName = names.lastName.trim()
  let answer: unknown
  try {
    answer = await api('POST', '/api/magic_link_registration', {
      as: 'public',
      body: { username, password, magic_link: token, firstName, lastName },
      fetch: options.fetch,
    })
  } catch (error) {
    return { ok: false, message: registrationErrorMessage(error) }
  }
  const registered = MagicLinkRegistrationResponse.safeParse(answer)
  if (!registered.success) return { ok: false, message: ui.login.noResponse }
  const { token: access, refresh_token, user_id } = registered.data
  saveEditorSession(
    { success: true, token: access, refresh_token, user_id, firstName, lastName },
    username,
    options.storage,
  )
  clearGlobalError()
  return { ok: true }
}
