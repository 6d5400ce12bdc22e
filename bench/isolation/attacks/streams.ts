import type { EditorCall } from '../editorClient'
import { attack } from './attack'
import { until } from '../until'

const STREAMS = 100
const BATCH = 10

/**
 * 100 co-editing streams of one account on one dialog, opened ten at a time and never read
 * (undici stops pulling when its buffer is full); all are closed when the window's bound comes.
 */
export const streamsAttack = attack({
  name: 'streams',
  title: '100 co-editing streams, left unread',
  async run({ base, editor, seeded }, _prepared, signal) {
    const statuses: Record<string, number> = {}
    const started = performance.now()
    const closers: AbortController[] = []
    let opened = 0
    const open = async () => {
      const controller = new AbortController()
      closers.push(controller)
      try {
        const res = await fetch(`${base}/api/surveys/${seeded.qaSurvey}/live`, {
          headers: { authorization: `Bearer ${editor.token}` },
          signal: AbortSignal.any([controller.signal, signal]),
        })
        statuses[res.status] = (statuses[res.status] ?? 0) + 1
        if (res.ok) opened++
        else await res.arrayBuffer()
      } catch (error) {
        const key = signal.aborted ? 'aborted' : (error as Error).message
        statuses[key] = (statuses[key] ?? 0) + 1
      }
    }
    // Ten at a time, as a script (or ten tabs restoring) would open them.
    for (let i = 0; i < STREAMS && !signal.aborted; i += BATCH) await Promise.all(Array.from({ length: BATCH }, open))
    const openMs = Math.round(performance.now() - started)
    const done = !signal.aborted
    await until(signal)
    for (const c of closers) c.abort()
    const call: EditorCall = {
      what: `open ${STREAMS} streams`,
      status: statuses['200'] === STREAMS ? 200 : Number(Object.keys(statuses).find((s) => s !== '200')) || null,
      ms: openMs,
      done,
      // A 429 is the editor's own stream refused by the cap per account and dialog (issue #27, item 5),
      // not a failure of anyone else: the respondents' figures never include these calls.
      note: `${opened} open; answers ${JSON.stringify(statuses)}${statuses['429'] ? '; 429: refused by the stream cap' : ''}`,
    }
    return [call]
  },
})
