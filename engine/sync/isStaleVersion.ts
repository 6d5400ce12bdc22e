import { STALE_VERSION_MESSAGE } from '../api/editing'
import { type TransportError, transportError } from './transportError'

/**
 * Whether a transport's rejection is the server's "stale expected_version" refusal. The server
 * answers only `{msg}` (DESIGN.md §7), and 409 also means other things (a block id that exists),
 * so the status and the shared message together identify it. Transports report a failed call
 * with `status` and `msg` (the app's ApiError, transportError).
 */
export function isStaleVersion(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status, msg, message } = error as { status?: unknown; msg?: unknown; message?: unknown }
  return status === 409 && (msg === STALE_VERSION_MESSAGE || message === STALE_VERSION_MESSAGE)
}

/** The refusal as a transport reports it; for fakes and tests. */
export const staleVersionError = (): TransportError => transportError(409, STALE_VERSION_MESSAGE)
