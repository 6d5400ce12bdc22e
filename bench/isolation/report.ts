import type { Sample } from './callLog'
import { UNEXPECTED } from './callLog'
import { type EditorCall, NOT_DONE } from './editorClient'

/** The goal of issue #27, item 8. */
export const GOAL = { respondentP99Ms: 250, overBaselineP99: 1.5, healthMaxMs: 200 } as const

export interface RespondentFigures {
  calls: number
  callsPerSecond: number
  p50: number
  p95: number
  p99: number
  max: number
  errors5xx: number
  /** No answer, 4xx, or an answer the game did not expect. */
  otherErrors: number
  statuses: Record<string, number>
}

export interface HealthFigures {
  probes: number
  p99: number
  max: number
  failures: number
}

/** One second of a window: the respondents' calls sent in it and the probe's slowest answer, ms. */
export interface Second {
  calls: number
  p90: number | null
  max: number | null
  healthMax: number | null
}

export interface WindowResult {
  name: string
  title: string
  seconds: number
  respondents: RespondentFigures
  health: HealthFigures
  /** Second by second, from the window's start: where in the editor's work respondents waited. */
  timeline: Second[]
  editor: EditorCall[]
  /** Why the server was killed and started again after this window, if it was. */
  restarted: string | null
  /** The machine's 1-minute load average at the window's end (other jobs share the two cores). */
  load: number
}

export interface Goals {
  respondentP99: boolean
  overBaseline: boolean
  no5xx: boolean
  health: boolean
}

const at = (sorted: readonly number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN)

export function respondentFigures(samples: readonly Sample[], seconds: number): RespondentFigures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
  const statuses: Record<string, number> = {}
  for (const s of samples) {
    const key = s.status === UNEXPECTED ? 'unexpected' : String(s.status)
    statuses[key] = (statuses[key] ?? 0) + 1
  }
  const errors5xx = samples.filter((s) => s.status >= 500 && s.status < 600).length
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300).length
  return {
    calls: samples.length,
    callsPerSecond: Math.round(ok / seconds),
    p50: at(sorted, 0.5),
    p95: at(sorted, 0.95),
    p99: at(sorted, 0.99),
    max: at(sorted, 1),
    errors5xx,
    otherErrors: samples.length - ok - errors5xx,
    statuses,
  }
}

/** The window cut into seconds by the time each call was sent (`from`: the window's start). */
export function timeline(
  respondents: readonly Sample[],
  probes: readonly Sample[],
  from: number,
  seconds: number,
): Second[] {
  const slots = Array.from({ length: Math.ceil(seconds) }, () => ({ ms: [] as number[], health: [] as number[] }))
  const slot = (s: Sample) => slots[Math.floor((s.at - from) / 1000)]
  for (const s of respondents) slot(s)?.ms.push(s.ms)
  for (const s of probes) slot(s)?.health.push(s.ms)
  return slots.map(({ ms, health }) => {
    const sorted = ms.sort((a, b) => a - b)
    return {
      calls: sorted.length,
      p90: sorted.length ? at(sorted, 0.9) : null,
      max: sorted.length ? at(sorted, 1) : null,
      healthMax: health.length ? Math.round(Math.max(...health)) : null,
    }
  })
}

/** The `count` seconds whose respondents waited longest (by p90), as `#second p90/max ms`. */
export function worstSeconds(line: readonly Second[], count = 3): string {
  return line
    .map((s, i) => ({ ...s, i }))
    .filter((s) => s.p90 !== null)
    .sort((a, b) => (b.p90 ?? 0) - (a.p90 ?? 0))
    .slice(0, count)
    .map((s) => `#${s.i} ${s.p90}/${s.max}`)
    .join(', ')
}

export function healthFigures(samples: readonly Sample[]): HealthFigures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
  return {
    probes: samples.length,
    p99: at(sorted, 0.99),
    max: at(sorted, 1),
    failures: samples.filter((s) => s.status !== 200).length,
  }
}

export function goalsOf(w: WindowResult, baseline: WindowResult | undefined): Goals {
  const base = baseline?.respondents.p99 ?? NaN
  return {
    respondentP99: w.respondents.p99 < GOAL.respondentP99Ms,
    overBaseline: !(w.respondents.p99 > GOAL.overBaselineP99 * base),
    no5xx: w.respondents.errors5xx === 0,
    health: w.health.max <= GOAL.healthMaxMs && w.health.failures === 0,
  }
}

const mark = (ok: boolean) => (ok ? 'yes' : '**no**')
const ms = (x: number) => (Number.isFinite(x) ? x.toLocaleString('en-US') : '–')

function editorCell(calls: readonly EditorCall[]): string {
  if (calls.length === 0) return '–'
  return calls
    .map((c) => {
      const status = c.done ? String(c.status ?? 'no answer') : `not done in ${(c.ms / 1000).toFixed(0)} s`
      const note = c.note && c.note !== NOT_DONE ? `; ${c.note}` : ''
      return `${c.what}: ${status}, ${ms(c.ms)} ms${note}`
    })
    .join('<br>')
}

/** The name of the window with no editor that a run (`--controls`) plays right before an attack's. */
export const controlName = (attack: string) => `control:${attack}`

/**
 * What a window's p99 is compared with: the no-editor window played right before it (its
 * control), else the run's first baseline. The control shares the attack's moment of the run
 * (the tables as large, the machine as loaded), which the first baseline, minutes earlier, does not.
 */
export function referenceOf(windows: readonly WindowResult[], w: WindowResult): WindowResult | undefined {
  return windows.find((c) => c.name === controlName(w.name)) ?? windows.find((c) => c.name === 'baseline')
}

/** The table docs/benchmarks.md shows: one row per window, the goals beside the figures. */
export function markdownTable(database: string, windows: readonly WindowResult[]): string {
  const baseline = windows.find((w) => w.name === 'baseline')
  const paired = windows.some((w) => w.name.startsWith('control:'))
  const head = [
    `| ${database} | editor's calls (status, ms) | respondents p50 / p95 / p99 / max ms | × baseline p99${paired ? ' · × its control' : ''} | 5xx / other errors | health p99 / max ms | restarted | load | goals: p99 < ${GOAL.respondentP99Ms} · ≤ ${GOAL.overBaselineP99}× · no 5xx · health ≤ ${GOAL.healthMaxMs} |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  const rows = windows.map((w) => {
    const r = w.respondents
    const reference = referenceOf(windows, w)
    const g = goalsOf(w, reference)
    const ratioTo = (other: WindowResult | undefined) => (other ? (r.p99 / other.respondents.p99).toFixed(1) : '–')
    const ratio =
      paired && reference && reference !== baseline ? `${ratioTo(baseline)} · ${ratioTo(reference)}` : ratioTo(baseline)
    return `| ${w.title} | ${editorCell(w.editor)} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} / ${ms(r.max)} | ${ratio} | ${r.errors5xx} / ${r.otherErrors} | ${ms(w.health.p99)} / ${ms(w.health.max)} | ${w.restarted ?? '–'} | ${w.load} | ${[g.respondentP99, g.overBaseline, g.no5xx, g.health].map(mark).join(' · ')} |`
  })
  return [...head, ...rows].join('\n')
}
