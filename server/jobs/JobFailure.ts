/**
 * A job that cannot succeed however often it is tried (a damaged PDF, a document over a limit):
 * it fails at once with this code and German message, which the editor sees (docs/design/jobs.md).
 * Any other error is retried with a back-off and, after the last attempt, reported generically.
 */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
  ) {
    super(msg)
    this.name = 'JobFailure'
  }
}
