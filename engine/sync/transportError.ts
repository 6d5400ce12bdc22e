import type { ErrorCode } from '../api/errorCodes'

/** A refused call as a transport reports it (isStaleVersion reads `status` and `code`). */
export type TransportError = Error & { status: number; msg: unknown; code: ErrorCode | null }

/**
 * A refused call with the HTTP status and the server's `{msg, code}` (engine/api/errorCodes.ts),
 * the fields the app's ApiError has; for fakes and test transports, so they fail as the
 * browser's transport does.
 */
export function transportError(
  status: number,
  body: { msg: unknown; code: ErrorCode | null },
  message = typeof body.msg === 'string' && body.msg ? body.msg : `HTTP ${status}`,
): TransportError {
  return Object.assign(new Error(message), { status, msg: body.msg, code: body.code })
}
