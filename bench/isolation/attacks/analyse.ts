import { SIZES } from '../seed'
import type { EditorCall } from '../editorClient'
import { median } from '../median'
import { attack } from './attack'

/** The pause between two rounds, ms: an editor who looks, then clicks Aktualisieren or another tab. */
const ROUND_PAUSE_MS = 1000

/**
 * The Analyse tab of the seeded dialog with 10,000 respondents x 20 blocks, as an editor uses it:
 * the tab opens (overview and blocks at once, as AnalyseView asks), then Wege (the paths) and
 * Gespräche (the first transcripts page); again after a pause, until the window's bound. Each is
 * one statement or a few on the database respondents use; none is a job.
 */
export const analyseAttack = attack({
  name: 'analyse',
  title: `Analyse tab of ${SIZES.exportRespondents.toLocaleString('en')} respondents, again and again`,
  async run({ editor, seeded }, _prepared, signal) {
    const base = `/api/analyse/${seeded.exportSurvey}`
    const calls: EditorCall[] = []
    const keep = ({ what, status, ms, done }: EditorCall) => void calls.push({ what, status, ms, done })
    while (!signal.aborted) {
      const opened = await Promise.all([
        editor.call('overview', 'GET', `${base}/overview`, { signal }),
        editor.call('blocks', 'GET', `${base}/blocks`, { signal }),
      ])
      opened.forEach(keep)
      if (signal.aborted) break
      keep(await editor.call('paths', 'GET', `${base}/paths`, { signal }))
      if (signal.aborted) break
      keep(await editor.call('transcripts', 'GET', `${base}/transcripts`, { signal }))
      await new Promise((resolve) => setTimeout(resolve, ROUND_PAUSE_MS))
    }
    return summarized(calls)
  },
})

/** One row per call kind for the report: its slowest answered call, with the count, median and any cut off at the bound. */
function summarized(calls: readonly EditorCall[]): EditorCall[] {
  const kinds = [...new Set(calls.map((c) => c.what))]
  return kinds.map((what) => {
    const of = calls.filter((c) => c.what === what)
    const answered = of.filter((c) => c.done)
    const failed = answered.find((c) => c.status !== 200)
    const slowest = failed ?? answered.reduce<EditorCall | undefined>((a, b) => (a && a.ms >= b.ms ? a : b), undefined)
    const cut = of.length - answered.length
    const note = `${answered.length} answered, median ${answered.length ? Math.round(median(answered.map((c) => c.ms))) : '–'} ms${cut ? `, ${cut} cut off at the bound` : ''}`
    return { ...(slowest ?? (of[0] as EditorCall)), note }
  })
}
