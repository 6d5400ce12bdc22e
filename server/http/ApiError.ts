/**
 * A failure the API reports to its caller: an HTTP status, a machine code for tests and logs,
 * and the `{msg}` text the client shows (DESIGN.md §7).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly code: string = 'api_error',
  ) {
    super(msg)
    this.name = 'ApiError'
  }
}
