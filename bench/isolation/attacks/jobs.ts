import { type EditorCall, type EditorClient, type EditorReply, withNote } from '../editorClient'
import { until } from '../until'

/**
 * The job an answer started, in the shapes a call may give it (docs/design/jobs.md, `JobView` of
 * engine/api/jobs.ts): `job_id` at the top, or a `job` object, also inside a 201 such as an upload's
 * or in a list (retrain answers `blocks[i].job`).
 */
function jobIdOf(reply: EditorReply): number | undefined {
  if (reply.status === null || reply.status >= 300 || typeof reply.body !== 'object' || reply.body === null)
    return undefined
  const find = (value: unknown, depth: number): unknown => {
    if (typeof value !== 'object' || value === null || depth > 4) return undefined
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
  const { body: _body, bytes: _bytes, ...call } = reply
  const started = performance.now() - reply.ms
  const id = jobIdOf(reply) ?? (await documentJobOf(editor, surveyId, reply, signal))
  if (id === undefined) return call
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

/**
 * An uploaded document answers 201 with `document.index.status: 'indexing'` and no job id; its job has the
 * key `doc:<filename_db>` (server/services/qa/documentJobs.ts), found in the dialog's job list.
 */
async function documentJobOf(
  editor: EditorClient,
  surveyId: string,
  reply: EditorReply,
  signal: AbortSignal,
): Promise<number | undefined> {
  type Uploaded = { media_file?: { filename_db?: string; document?: { index?: { status?: string } } } }
  const media = (reply.body as Uploaded | null)?.media_file
  if (reply.status !== 201 || !media?.filename_db || media.document?.index?.status !== 'indexing') return undefined
  const listed = await editor.call('jobs', 'GET', `/api/surveys/${surveyId}/jobs`, { signal })
  const jobs = (listed.body as { jobs?: { job_id: number; key: string | null }[] } | null)?.jobs ?? []
  return jobs.find((j) => j.key === `doc:${media.filename_db}`)?.job_id
}
