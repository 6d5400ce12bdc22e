import { type EditorCall, type EditorClient, type EditorReply, withNote } from '../editorClient'
import { until } from '../until'

/**
 * The job an answer started, in the shapes a call may give it (docs/design/jobs.md, `JobView` of
 * engine/api/jobs.ts): `job_id` at the top, or a `job` object, also inside a 201 such as an upload's.
 */
function jobIdOf(reply: EditorReply): number | undefined {
  if (reply.status === null || reply.status >= 300 || typeof reply.body !== 'object' || reply.body === null)
    return undefined
  const find = (value: unknown, depth: number): unknown => {
    if (typeof value !== 'object' || value === null || depth > 2) return undefined
    const record = value as Record<string, unknown>
    if (typeof record.job_id === 'number') return record.job_id
    return Object.values(record).reduce<unknown>((found, v) => found ?? find(v, depth + 1), undefined)
  }
  const id = find(reply.body, 0)
  return typeof id === 'number' ? id : undefined
}

/**
 * Work moved to the job queue answers at once with its job: the editor then waits as the app
 * does, polling GET /api/surveys/{id}/jobs/{job_id} until the job is done or failed, and the
 * call's time is until then.
 */
export async function untilJobDone(
  editor: EditorClient,
  surveyId: string,
  reply: EditorReply,
  signal: AbortSignal,
): Promise<EditorCall> {
  const id = jobIdOf(reply)
  const { body: _body, bytes: _bytes, ...call } = reply
  if (id === undefined) return call
  const started = performance.now() - reply.ms
  for (;;) {
    await until(signal, 250)
    const polled = await editor.call('job', 'GET', `/api/surveys/${surveyId}/jobs/${id}`, { signal })
    const job = polled.body as { state?: string; error?: { code: string } | null } | null
    const ms = Math.round(performance.now() - started)
    if (signal.aborted || polled.status !== 200)
      return withNote({ ...call, ms, done: false }, `job ${id} ${job?.state ?? polled.status}`)
    if (job?.state === 'done') return withNote({ ...call, ms }, `job ${id} done`)
    if (job?.state === 'failed') return withNote({ ...call, ms }, `job ${id} failed ${job.error?.code ?? ''}`.trim())
  }
}
