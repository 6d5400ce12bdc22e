import { z } from 'zod'
import type { Endpoint } from './Endpoint'

/** POST /api/login, docs/product/calls.md. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const LoginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  refresh_token: z.string(),
  user_id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
})
export type LoginResponse = z.infer<typeof LoginResponse>

/** POST /api/verify-token: docs/product/calls.md records our answer: who the token belongs to. */
export const VerifyTokenResponse = z.object({
  valid: z.literal(true),
  user_id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The account has the admin right: the app offers /admin (docs/reliability/security.md#findings-3-4-11). */
  admin: z.boolean(),
})
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponse>

/** GET /api/health, docs/product/calls.md#further-calls. */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
})
export type HealthResponse = z.infer<typeof HealthResponse>

/** Issue "Server": a new password has at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8
const Password = z.string().min(1).max(1024)
const Email = z.string().trim().min(3).max(320)

/** The German reason a new password is refused, or undefined when it is fine. */
export function passwordProblem(password: string): string | undefined {
  return password.length < MIN_PASSWORD_LENGTH
    ? `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`
    : undefined
}

/** A success without data: `{success: true, msg}` (msg is German, for a snackbar). */
export const SuccessResponse = z.object({ success: z.literal(true), msg: z.string() })
export type SuccessResponse = z.infer<typeof SuccessResponse>

/** POST /api/refresh (bearer = refresh token; editor or live), docs/product/calls.md. */
export const RefreshResponse = z.object({ token: z.string(), refresh_token: z.string() })
export type RefreshResponse = z.infer<typeof RefreshResponse>

/** POST /api/logout: the refresh token is optional; with it the whole refresh family ends too. */
export const LogoutRequest = z.object({ refresh_token: z.string().max(4096).optional() }).optional()
export type LogoutRequest = z.infer<typeof LogoutRequest>

/** POST /api/magic_link, docs/product/calls.md ("result: not shown"). */
export const MagicLinkRequest = z.object({ magic_link: z.string().min(1).max(200) })
export type MagicLinkRequest = z.infer<typeof MagicLinkRequest>

/** An existing account is logged in (fresh tokens); `username` because the client did not type it. */
export const MagicLinkLoginResponse = LoginResponse.extend({ username: z.string() })
/** An invited address without an account: the client shows the registration form. */
export const MagicLinkRegistrationRequired = z.object({
  success: z.literal(true),
  registration_required: z.literal(true),
  username: z.string(),
})
export const MagicLinkResponse = z.union([MagicLinkLoginResponse, MagicLinkRegistrationRequired])
export type MagicLinkResponse = z.infer<typeof MagicLinkResponse>

/**
 * A first or last name an invited colleague registers with (issue #28): colleagues see it on
 * avatars and rings instead of the address, so it is required, trimmed, 1–100 characters.
 */
export const MAX_PERSON_NAME = 100
export const PersonName = z.string().trim().min(1, { error: 'darf nicht leer sein' }).max(MAX_PERSON_NAME)
/** A name in PUT /api/account: as long as registration takes one (it took 200 there), or null to clear it. */
const AccountName = z.string().trim().max(MAX_PERSON_NAME).nullable()

/**
 * POST /api/magic_link_registration, docs/product/validation.md and docs/api/auth.md: the invited
 * address sets its password and its first and last name (issue #28: both required).
 */
export const MagicLinkRegistrationRequest = z.object({
  username: Email,
  firstName: PersonName,
  lastName: PersonName,
  password: Password,
  magic_link: z.string().min(1).max(200),
})
export type MagicLinkRegistrationRequest = z.infer<typeof MagicLinkRegistrationRequest>

export const MagicLinkRegistrationResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  refresh_token: z.string(),
  user_id: z.number().int(),
  msg: z.string(),
})
export type MagicLinkRegistrationResponse = z.infer<typeof MagicLinkRegistrationResponse>

/** POST /api/request_magic_link and /api/request_password_reset: answered alike for any address. */
export const RequestLinkRequest = z.object({ username: Email })
export type RequestLinkRequest = z.infer<typeof RequestLinkRequest>

/** POST /api/reset_password. */
export const ResetPasswordRequest = z.object({ token: z.string().min(1).max(200), password: Password })
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>

/** POST /api/email_validation. */
export const EmailValidationRequest = z.object({ token: z.string().min(1).max(200) })
export type EmailValidationRequest = z.infer<typeof EmailValidationRequest>

/** The language of an editor's own UI (docs/app.md#languages); German by default. */
export const UiLanguage = z.enum(['de', 'en'])
export type UiLanguage = z.infer<typeof UiLanguage>

/** GET /api/account. */
export const AccountResponse = z.object({
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email_validated: z.boolean(),
  ui_language: UiLanguage,
})
export type AccountResponse = z.infer<typeof AccountResponse>

/** PUT /api/account: the names, the UI language, or both; what is absent stays as it is. */
export const UpdateAccountRequest = z
  .object({ firstName: AccountName.optional(), lastName: AccountName.optional(), ui_language: UiLanguage.optional() })
  .refine((body) => body.firstName !== undefined || body.lastName !== undefined || body.ui_language !== undefined, {
    error: 'erwartet firstName, lastName oder ui_language',
  })
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequest>

/** PUT /api/account/password (fresh token). Other sessions end; this one gets new tokens. */
export const ChangePasswordRequest = z.object({ old_password: Password, new_password: Password })
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>
export const ChangePasswordResponse = SuccessResponse.extend({ token: z.string(), refresh_token: z.string() })
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>

/** GET /api/admin/outbox: mails written to DATA_DIR/outbox (no SMTP_URL), newest first. */
export const OutboxResponse = z.object({
  mails: z.array(z.object({ file: z.string(), subject: z.string(), to: z.string(), date: z.string() })),
})
export type OutboxResponse = z.infer<typeof OutboxResponse>

/** GET /api/admin/users: every editor account (no secrets), for the admin page (admin right). */
export const AdminUsersResponse = z.object({
  users: z.array(
    z.object({
      user_id: z.number().int(),
      username: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      disabled: z.boolean(),
      email_validated: z.boolean(),
      created_on: z.string(),
      /** Dialogs this account owns. */
      dialogs: z.number().int(),
    }),
  ),
})
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>

const editor = { kind: 'editor' } as const
const publicAccess = { kind: 'public' } as const

/** The auth and account calls, for OpenAPI and the auth matrix (docs/api/auth.md has the prose). */
export const authEndpoints: readonly Endpoint[] = [
  {
    method: 'POST',
    path: '/api/login',
    summary: 'Anmeldung mit Passwort',
    access: publicAccess,
    body: LoginRequest,
    response: LoginResponse,
  },
  {
    method: 'POST',
    path: '/api/verify-token',
    summary: 'Prüft das Token und nennt die angemeldete Person',
    access: editor,
    response: VerifyTokenResponse,
  },
  {
    method: 'POST',
    path: '/api/refresh',
    summary: 'Neue Tokens mit dem Refresh-Token (Rotation)',
    access: { kind: 'refresh' },
    response: RefreshResponse,
  },
  {
    method: 'POST',
    path: '/api/logout',
    summary: 'Abmelden: Token und Refresh-Familie sperren',
    access: { kind: 'editor', orLive: true },
    body: LogoutRequest,
    response: SuccessResponse,
  },
  {
    method: 'POST',
    path: '/api/magic_link',
    summary: 'Anmeldung per Magic Link',
    access: publicAccess,
    body: MagicLinkRequest,
    response: MagicLinkResponse,
  },
  {
    method: 'POST',
    path: '/api/magic_link_registration',
    rateLimited: true,
    summary: 'Konto einer eingeladenen Adresse anlegen',
    access: publicAccess,
    body: MagicLinkRegistrationRequest,
    response: MagicLinkRegistrationResponse,
  },
  {
    method: 'POST',
    path: '/api/request_magic_link',
    rateLimited: true,
    summary: 'Anmeldelink per E-Mail anfordern',
    access: publicAccess,
    body: RequestLinkRequest,
    response: SuccessResponse,
  },
  {
    method: 'POST',
    path: '/api/request_password_reset',
    rateLimited: true,
    summary: 'Link zum Zurücksetzen des Passworts anfordern',
    access: publicAccess,
    body: RequestLinkRequest,
    response: SuccessResponse,
  },
  {
    method: 'POST',
    path: '/api/reset_password',
    summary: 'Neues Passwort mit dem Link setzen',
    access: publicAccess,
    body: ResetPasswordRequest,
    response: SuccessResponse,
  },
  {
    method: 'POST',
    path: '/api/request_email_validation',
    rateLimited: true,
    summary: 'Bestätigungslink für die E-Mail-Adresse anfordern',
    access: editor,
    response: SuccessResponse,
  },
  {
    method: 'POST',
    path: '/api/email_validation',
    summary: 'E-Mail-Adresse mit dem Link bestätigen',
    access: publicAccess,
    body: EmailValidationRequest,
    response: SuccessResponse,
  },
  { method: 'GET', path: '/api/account', summary: 'Eigenes Konto', access: editor, response: AccountResponse },
  {
    method: 'PUT',
    path: '/api/account',
    summary: 'Vor- und Nachname oder Sprache der Oberfläche ändern',
    access: editor,
    body: UpdateAccountRequest,
    response: SuccessResponse,
  },
  {
    method: 'PUT',
    path: '/api/account/password',
    summary: 'Passwort ändern',
    access: { kind: 'editor', fresh: true },
    body: ChangePasswordRequest,
    response: ChangePasswordResponse,
  },
  {
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'Ausgangsordner (Mails ohne SMTP_URL); nur mit Admin-Recht',
    access: editor,
    response: OutboxResponse,
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Alle Konten für die Admin-Seite; nur mit Admin-Recht',
    access: editor,
    response: AdminUsersResponse,
  },
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Zustand des Servers und der Datenbank',
    access: publicAccess,
    response: HealthResponse,
  },
]
