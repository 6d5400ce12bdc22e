import type { JobView } from '@engine/api/jobs'
import type { JobRow } from '../repositories/jobs'

/** A job as the API shows it (engine/api/jobs.ts). */
export function jobView(row: JobRow): JobView {
  return {
    job_id: row.id,
    kind: row.kind,
    key: row.key,
    state: row.state,
    progress: row.progress,
    error: row.errorCode ? { code: row.errorCode, msg: row.errorMsg ?? '' } : null,
    attempts: row.attempts,
    created_on: row.createdAt.toISOString(),
    finished_on: row.finishedAt?.toISOString() ?? null,
  }
}
