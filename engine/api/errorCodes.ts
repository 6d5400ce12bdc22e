import { MAX_DIALOGS_PER_MULTICHAT, MAX_TRIGGERS_PER_MULTICHAT, MAX_TURNS_PER_CONVERSATION } from '../model/limits'
import { z } from 'zod'
import { MAX_MEDIA_BYTES_PER_DIALOG, MAX_MEDIA_FILES_PER_DIALOG } from './media'

/**
 * Every code an API error can carry, with its HTTP status(es) and what it means. Every error
 * answer is `{msg, code}`: `msg` is the text a person reads (German, or flask-jwt-extended's
 * English wording for token errors) and may change; `code` is stable, so clients decide by it
 * alone. docs/api/errors.md lists the same codes with what a client should do (a test keeps the
 * two in step).
 */
export const ERROR_CODES = {
  // The request itself
  invalid_input: { status: [400], meaning: 'A field of the request is missing or invalid; msg names the field.' },
  invalid_json: { status: [400], meaning: 'The body is empty or not valid JSON.' },
  bad_request: { status: [400], meaning: 'Any other malformed request the framework refuses.' },
  headers_too_large: { status: [431], meaning: 'The request headers exceed the size limit (16 KB).' },
  request_timeout: { status: [408], meaning: 'The request did not arrive completely in time.' },
  body_too_large: { status: [413], meaning: 'The request body exceeds the size limit.' },
  unsupported_media_type: { status: [415], meaning: 'The content type is neither JSON nor the expected form.' },
  invalid_form: { status: [400], meaning: 'The multipart form could not be read.' },
  file_too_large: { status: [413], meaning: 'An uploaded file exceeds 10 MB.' },
  too_many_parts: { status: [413], meaning: 'The form has too many fields or files.' },
  // Bounds of editor work (issue #27, engine/model/limits.ts)
  too_many_changes: { status: [413], meaning: 'A restore holds more sub-changes than one request may carry.' },
  too_many_connections: {
    status: [413],
    meaning: 'More jumps than one /structure call may send or one dialog may hold.',
  },
  too_many_blocks: { status: [413], meaning: 'The change would give the dialog more blocks than a dialog may hold.' },
  too_many_dialogs: {
    status: [413],
    meaning: `The multichat has as many dialogs as one may connect (${MAX_DIALOGS_PER_MULTICHAT}).`,
  },
  too_many_media: {
    status: [413],
    meaning: `The dialog holds as many media files or bytes as one may (${MAX_MEDIA_FILES_PER_DIALOG} files, ${MAX_MEDIA_BYTES_PER_DIALOG / 1024 / 1024} MB).`,
  },
  too_many_turns: {
    status: [413],
    meaning: `The respondent has given as many answers in this dialog as one may (${MAX_TURNS_PER_CONVERSATION}).`,
  },
  too_many_triggers: {
    status: [413],
    meaning: `The multichat has as many triggers as one may hold (${MAX_TRIGGERS_PER_MULTICHAT}).`,
  },
  file_type_not_allowed: { status: [415], meaning: 'The uploaded file type is not allowed for this media slot.' },
  clarify_option_unknown: {
    status: [400],
    meaning: 'The answer to a clarifying question names no button it offered (user_input).',
  },

  // Tokens (flask-jwt-extended's statuses and texts)
  missing_token: { status: [401], meaning: 'No Authorization header.' },
  invalid_auth_header: { status: [422], meaning: "The Authorization header is not 'Bearer <JWT>'." },
  malformed_token: {
    status: [422],
    meaning: "The token is not a JWT at all (not three segments: 'Not enough segments').",
  },
  invalid_token: {
    status: [422],
    meaning: 'The token is a JWT but not a valid one of this server (encoding, signature, claims).',
  },
  wrong_token_type: { status: [422], meaning: 'A refresh token where an access token is needed, or the reverse.' },
  token_expired: { status: [401], meaning: 'The token is past its expiry.' },
  token_revoked: {
    status: [401],
    meaning: 'Logged out, rotated away, account gone, or issued before a password change.',
  },
  fresh_token_required: { status: [401], meaning: 'The call needs a token from a password or magic-link login.' },
  account_disabled: { status: [403], meaning: 'The account is disabled.' },
  editor_token_required: { status: [403], meaning: 'A live respondent token on an editor call.' },
  live_token_required: { status: [403], meaning: "An editor's token on a live respondent's call." },
  forbidden: { status: [403], meaning: 'The caller may not do this in this dialog, multichat.' },
  admin_required: { status: [403], meaning: 'The call needs an account with the admin right (npm run admin).' },

  // Login, registration, account
  invalid_credentials: { status: [401], meaning: 'Wrong address or password.' },
  too_many_attempts: { status: [429], meaning: 'Login locked after too many failures; see Retry-After.' },
  too_many_requests: { status: [429], meaning: 'Too many calls of this kind in a short time; see Retry-After.' },
  too_many_streams: {
    status: [429],
    meaning: 'Too many co-editing streams of this account on this dialog, or on all together; close one.',
  },
  too_many_parallel_requests: {
    status: [429],
    meaning: 'This account has too many calls waiting on this server (8 run at once, 256 wait).',
  },
  password_expired: { status: [418], meaning: 'The password is too old and must be reset.' },
  invalid_link: { status: [400], meaning: 'The mailed link is invalid, used or expired.' },
  email_mismatch: { status: [400], meaning: 'The address does not match the registration link.' },
  account_exists: { status: [400], meaning: 'An account with this address exists already.' },
  weak_password: { status: [400], meaning: 'The new password does not meet the rules; msg says which.' },
  wrong_password: { status: [400], meaning: 'The current password given for a change is wrong.' },

  // Something named in the request does not exist
  not_found: { status: [404], meaning: 'No such API path.' },
  survey_not_found: { status: [404], meaning: 'The dialog does not exist, or the caller is no member of it.' },
  dialog_manager_not_found: { status: [404], meaning: 'The multichat does not exist or is not visible.' },
  block_not_found: { status: [404], meaning: 'The block does not exist in the dialog.' },
  question_not_found: { status: [404], meaning: 'The question does not exist in the connected dialogs.' },
  condition_not_found: { status: [404], meaning: 'The AI exit condition does not exist.' },
  exit_conditions_too_many: { status: [413], meaning: 'The dialog would hold more than 50 AI exit conditions.' },
  exit_condition_too_many_phrases: {
    status: [413],
    meaning: 'An AI exit condition would hold more than 500 example phrases.',
  },
  connection_not_found: { status: [404], meaning: 'The conditional jump does not exist.' },
  answer_not_found: { status: [404], meaning: 'The respondent has no answer to this block.' },
  example_not_found: { status: [404], meaning: 'The training example does not exist.' },
  training_examples_block_full: {
    status: [413],
    meaning: 'The block would hold more than 2,000 training examples (docs/training.md "Bounds").',
  },
  training_examples_intent_full: {
    status: [413],
    meaning: 'A jump would hold more than 500 training examples (docs/training.md "Bounds").',
  },
  pick_not_found: {
    status: [404],
    meaning: "The respondent's answer has no pick of this intent on the clarifying question.",
  },
  training_rejected_picks_full: {
    status: [413],
    meaning: 'The block would hold more than 5,000 rejected respondent picks (docs/training.md "Bounds").',
  },
  media_not_found: { status: [404], meaning: 'The media file does not exist.' },
  transcript_not_found: { status: [404], meaning: 'The conversation does not exist.' },
  respondent_not_found: { status: [404], meaning: 'The participation does not exist.' },
  trigger_not_found: { status: [404], meaning: 'The trigger does not exist.' },
  member_not_found: { status: [404], meaning: 'The person is no member of the dialog.' },
  message_not_found: { status: [404], meaning: "The bot message is not in the respondent's own transcript." },
  version_not_found: { status: [404], meaning: 'The dialog has no such version (yet).' },
  job_not_found: { status: [404], meaning: 'The dialog has no such job (or it was cleaned up).' },

  // The state on the server refuses the call
  stale_version: { status: [409], meaning: 'The dialog changed since the client loaded it (expected_version).' },
  copy_conflict: {
    status: [409],
    meaning: 'The dialog was changed during each of three tries to copy it; nothing was copied.',
  },
  version_before_log: {
    status: [409],
    meaning: 'The version was saved before the version history of the dialog began and cannot be rebuilt.',
  },
  question_already_answered: {
    status: [409],
    meaning: 'The question was answered meanwhile (another tab, a double send).',
  },
  dialog_inactive: { status: [409], meaning: 'The dialog is no longer live (it was live before).' },
  dialog_not_live: { status: [409], meaning: 'The dialog has never been live yet.' },
  chat_not_open: { status: [409], meaning: 'The multichat chat is not waiting for an answer.' },
  game_over: { status: [409], meaning: 'The multichat game has ended.' },
  feedback_off: { status: [409], meaning: 'The dialog does not allow rating messages (feedback_allowed off).' },
  live_switch_off: { status: [409], meaning: 'The dialog may not be switched live.' },
  block_exists: { status: [409], meaning: 'A block with this id exists already.' },
  condition_exists: { status: [409], meaning: 'An AI exit condition with this id exists already.' },
  connection_exists: { status: [409], meaning: 'The handle has a conditional jump already.' },
  already_member: { status: [409], meaning: 'The person is a member or invited already.' },
  already_connected: { status: [409], meaning: 'The dialog is connected to the multichat already.' },
  trigger_id_taken: { status: [409], meaning: 'The trigger id is used in another multichat.' },
  invite_not_pending: { status: [409], meaning: 'The invitation was accepted already.' },
  own_row_locked: { status: [409], meaning: "The caller's own permission cannot be changed or removed." },
  owner_row_locked: { status: [409], meaning: "The owner's permission cannot be changed or removed." },
  question_unreachable: { status: [400], meaning: 'No path through the connected dialogs reaches the question.' },
  simulation_limit: { status: [422], meaning: 'The path to the question is too long or branched to simulate.' },

  // Excel export (docs/api/export.md)
  export_too_wide: { status: [413], meaning: 'The dialog has more answer columns than an Excel sheet holds (16,384).' },
  export_busy: { status: [503], meaning: 'Too many exports are waiting for the export thread; retry shortly.' },

  // The server
  server_busy: { status: [503], meaning: 'The server sheds load; retry after Retry-After seconds.' },
  internal_error: { status: [500], meaning: 'An unexpected server failure; details only in the server log.' },
} as const satisfies Record<string, { status: readonly number[]; meaning: string }>

export type ErrorCode = keyof typeof ERROR_CODES

export const errorCodes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]

export const errorCodeSchema = z
  .enum(errorCodes)
  .describe('Stabiler Fehlercode (docs/api/errors.md); Clients entscheiden nur nach ihm.')

/** Every API error body. */
export const apiErrorSchema = z.object({
  msg: z.string().describe('Text für Menschen; kann sich ändern.'),
  code: errorCodeSchema,
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value)

/**
 * `msg` and `code` of a parsed error body, each null when absent or not as listed (a proxy's
 * page, a server of another version): a client still shows a msg without a known code.
 */
export function readErrorBody(json: unknown): { msg: string | null; code: ErrorCode | null } {
  if (typeof json !== 'object' || json === null) return { msg: null, code: null }
  const { msg, code } = json as { msg?: unknown; code?: unknown }
  return { msg: typeof msg === 'string' ? msg : null, code: isErrorCode(code) ? code : null }
}
