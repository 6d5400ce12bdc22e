import type { ErrorCode } from '../api/errorCodes'
import { EngineError } from '../EngineError'

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

/**
 * A call whose answer never arrived (status 0, the browser's transport says so for a network
 * error or a timeout): the server may or may not have applied it. The sync resends a change under
 * the same `change_id`, then lets the edit log decide (docs/engine.md, "No answer"). For test
 * transports that lose an answer, as `losingAnswers` in @engine/testing does.
 */
export function lostAnswer(message = 'Keine Antwort vom Server.'): TransportError {
  return transportError(0, { msg: null, code: null }, message)
}

/**
 * Whether a call failed without an answer: status 0 or no status at all (a network error). An
 * HTTP status, or a refusal the transport already turned into an EngineError, is an answer: the
 * server's transaction left nothing behind.
 */
export function isLostAnswer(error: unknown): boolean {
  if (error instanceof EngineError) return false
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined
  return !(typeof status === 'number' && status > 0)
}
