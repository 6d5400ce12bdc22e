import { ERROR_CODES, type ErrorCode, isErrorCode } from '@engine/api/errorCodes'
import { EngineError } from '@engine/index'

/**
 * A failure the API reports to its caller: an HTTP status, the German (or flask-jwt-extended)
 * `msg` a person reads, and the stable `code` from engine/api/errorCodes.ts clients decide by.
 * The code is required so that every refusal names one the documentation lists.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly code: ErrorCode,
  ) {
    super(msg)
    this.name = 'ApiError'
  }
}

/** An EngineError's code is an API error code; its status comes from the table (docs/api/errors.md). Anything else as it is. */
export function asApiError(error: unknown): unknown {
  if (!(error instanceof EngineError) || !isErrorCode(error.code)) return error
  const [status = 400] = ERROR_CODES[error.code].status
  return new ApiError(status, error.message, error.code)
}
