/** A refused call as a transport reports it (isStaleVersion reads `status` and `msg`). */
export type TransportError = Error & { status: number; msg: unknown }

/**
 * A refused call with the HTTP status and the server's `{msg}` (DESIGN.md §7), the fields the
 * app's ApiError has; for fakes and test transports, so they fail as the browser's transport does.
 */
export function transportError(
  status: number,
  msg: unknown,
  message = typeof msg === 'string' && msg ? msg : `HTTP ${status}`,
): TransportError {
  return Object.assign(new Error(message), { status, msg })
}
