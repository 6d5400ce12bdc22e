import { STALE_VERSION_MESSAGE } from '../api/editing'
import { type TransportError, transportError } from './transportError'

/**
 * Whether a transport's rejection is the server's "stale expected_version" refusal: 409 with the
 * code stale_version (409 also means other things, such as a block id that exists). Transports
 * report a failed call with `status`, `msg` and `code` (the app's ApiError, transportError).
 */
export function isStaleVersion(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status, code } = error as { status?: unknown; code?: unknown }
  return status === 409 && code === 'stale_version'
}

/** The refusal as a transport reports it; for fakes and tests. */
export const staleVersionError = (): TransportError =>
  transportError(409, { msg: STALE_VERSION_MESSAGE, code: 'stale_version' })
