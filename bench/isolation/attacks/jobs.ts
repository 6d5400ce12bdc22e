import { type EditorCall, type EditorClient, type EditorReply, withNote } from '../editorClient'
import { until } from './attack'

/** The job id of an answer that only queued the work (202), in the shapes the job queue may use. */
function jobIdOf(reply: EditorReply): string | undefined {
  if (reply.status !== 202 || typeof reply.body !== 'object' || reply.body === null) return undefined
  const body = reply.body as { job?: { id?: unknown }; job_id?: unknown; id?: unknown }
  const id = body.job?.id ?? body.job_id ?? body.id
  return id === undefined ? undefined : String(id)
}

/**
 * Work moved to the job queue answers 202 at once: the editor then waits as the UI does, polling
 * GET /api/jobs/{id} until the job is done or failed, and the call's time is until then.
 */
export async function untilJobDone(editor: EditorClient, reply: EditorReply, signal: AbortSignal): Promise<EditorCall> {
  const id = jobIdOf(reply)
  const { body: _body, bytes: _bytes, ...call } = reply
  if (id === undefined) return call
  const started = performance.now() - reply.ms
  for (;;) {
    await until(signal, 250)
    const polled = await editor.call('job', 'GET', `/api/jobs/${encodeURIComponent(id)}`, { signal })
    const state = (polled.body as { state?: string } | null)?.state
    const ms = Math.round(performance.now() - started)
    if (signal.aborted || polled.status !== 200)
      return withNote({ ...call, ms, done: false }, `job ${id} ${state ?? polled.status}`)
    if (state === 'done' || state === 'failed') return withNote({ ...call, ms }, `job ${id} ${state}`)
  }
}
