import type { ErrorCode } from '@engine/api/errorCodes'

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
