// Where the time goes: a Chrome trace (main-thread self time by kind: script, style, layout, paint,
// GC; busy time of the other threads, e.g. raster) and a CPU profile (JS self time by source
// module, via the build's source maps), per phase of an open or over a whole interaction.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { type OpenSample, openDialog } from './measure'
import { ROOT } from './server'
import { moduleGroup, readSourceMap, type SourceMap } from './sourceMap'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string }
}
interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}
/** Phase name → key → ms. */
type Phased = Record<string, Record<string, number>>

const KINDS: [RegExp, string][] = [
  [/GC|Scavenge|MarkCompact|Sweep/i, 'gc'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/, 'style'],
  [/^(Layout|IntersectionObserver|ResizeObserver)/, 'layout'],
  [/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage|UpdateLayerTree)/, 'paint'],
  [/^ParseHTML$/, 'html'],
  [
    /^(FunctionCall|EvaluateScript|v8\.|V8\.|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame|XHRReadyStateChange|RunTask.*Microtask)/,
    'script',
  ],
]
const kindOf = (name: string) => KINDS.find(([re]) => re.test(name))?.[1] ?? 'other'

/** Phases as [name, endUs]; the first starts at `from`. Returns the phase a timestamp falls in. */
const phaseOf = (phases: [string, number][], ts: number) => phases.find(([, end]) => ts < end)?.[0]
const add = (out: Phased, phase: string | undefined, key: string, us: number) => {
  if (phase) (out[phase] ??= {})[key] = (out[phase]?.[key] ?? 0) + us / 1000
}

/** Main-thread self time by kind, and busy time (top-level events) of every other thread, clipped to the window. */
function threadTimes(
  events: TraceEvent[],
  main: { pid: number; tid: number },
  from: number,
  phases: [string, number][],
) {
  const to = phases[phases.length - 1]?.[1] ?? from
  const names = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? '?']),
  )
  const clip = (ts: number, end: number) => Math.max(0, Math.min(end, to) - Math.max(ts, from))
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || e.ts >= to || e.ts + e.dur <= from) continue
    const key = `${e.pid}:${e.tid}`
    const list = byThread.get(key)
    if (list) list.push(e)
    else byThread.set(key, [e])
  }
  const mainThread: Phased = {}
  const otherThreads: Record<string, number> = {}
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    const isMain = key === `${main.pid}:${main.tid}`
    const stack: { end: number; kind: string; ts: number; childUs: number; dur: number }[] = []
    const close = (frame: (typeof stack)[number]) => {
      const parent = stack[stack.length - 1]
      if (parent) parent.childUs += frame.dur
      else if (!isMain)
        otherThreads[names.get(key) ?? key] = (otherThreads[names.get(key) ?? key] ?? 0) + frame.dur / 1000
      if (isMain) add(mainThread, phaseOf(phases, frame.ts), frame.kind, frame.dur - frame.childUs)
    }
    for (const e of list) {
      while (stack.length > 0 && (stack[stack.length - 1] as { end: number }).end <= e.ts)
        close(stack.pop() as (typeof stack)[number])
      const end = e.ts + (e.dur ?? 0)
      stack.push({
        end,
        kind: stack.length === 0 && e.name === 'RunTask' ? 'task (uninstrumented)' : kindOf(e.name),
        ts: e.ts,
        childUs: 0,
        dur: clip(e.ts, end),
      })
    }
    while (stack.length > 0) close(stack.pop() as (typeof stack)[number])
  }
  return { mainThread, otherThreads }
}

/** JS self time by source module per phase, and the top functions over the whole window. */
function jsByModule(profile: Profile, buildDir: string, from: number, phases: [string, number][]) {
  const maps = new Map<string, SourceMap | null>()
  const groupOf = new Map<number, { group: string; fn: string }>()
  for (const node of profile.nodes) {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame
    const asset = url.match(/\/assets\/[^/?#]+\.js/)?.[0]
    if (!asset) {
      groupOf.set(node.id, {
        group: url ? '(other scripts)' : functionName.startsWith('(') ? functionName : '(native)',
        fn: functionName,
      })
      continue
    }
    if (!maps.has(asset)) maps.set(asset, readSourceMap(join(buildDir, asset)))
    const hit = maps.get(asset)?.lookup(lineNumber, columnNumber)
    const source = hit ? relative(ROOT, hit.source) : asset
    groupOf.set(node.id, {
      group: hit ? moduleGroup(source) : asset,
      fn: `${functionName || '(anonymous)'} ${source.replace(/^.*node_modules\//, '')}:${hit?.line ?? lineNumber}`,
    })
  }
  const groups: Phased = {}
  const functions: Phased = {}
  let t = profile.startTime
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0
    if (t < from) return
    const g = groupOf.get(id) ?? { group: '?', fn: '?' }
    const us = profile.timeDeltas[i + 1] ?? 0
    add(groups, phaseOf(phases, t), g.group, us)
    if (!g.fn.startsWith('(')) add(functions, phaseOf(phases, t) && 'all', g.fn, us)
  })
  return { groups, functions: functions.all ?? {} }
}

const top = (bucket: Record<string, number> = {}, n = 10) =>
  Object.fromEntries(
    Object.entries(bucket)
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => [k, Math.round(ms)]),
  )
const topEach = (phased: Phased, n: number) =>
  Object.fromEntries(Object.entries(phased).map(([phase, bucket]) => [phase, top(bucket, n)]))

interface Recording {
  trace: TraceEvent[]
  profile: Profile
}

const OPEN_TRACE = {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'],
  sampleUs: 200,
}
/** Lighter for interactions: the detailed categories and fine sampling slow a pan down several times. */
const ACTION_TRACE = { categories: ['devtools.timeline', 'blink.user_timing'], sampleUs: 1000 }

async function record(
  browser: Browser,
  page: Page,
  label: string,
  settings: typeof OPEN_TRACE,
  action: () => Promise<void>,
): Promise<Recording> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: settings.sampleUs })
  await browser.startTracing(page, { categories: settings.categories })
  await cdp.send('Profiler.start')
  await action()
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
  const { traceEvents: trace } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[]
  }
  await cdp.detach()
  const keep = process.env.BENCH_CANVAS_TRACE_DIR
  if (keep) {
    // For DevTools: the trace in the Performance panel, the .cpuprofile in a profile viewer.
    mkdirSync(keep, { recursive: true })
    writeFileSync(join(keep, `${label}.trace.json`), JSON.stringify(trace))
    writeFileSync(join(keep, `${label}.cpuprofile`), JSON.stringify(profile))
  }
  return { trace, profile }
}

function breakdown(
  { trace, profile }: Recording,
  buildDir: string,
  markName: string,
  from: number,
  phases: [string, number][],
) {
  const mark = trace.find((e) => e.name === markName)
  if (!mark) throw new Error(`trace without the ${markName} mark`)
  const threads = threadTimes(trace, mark, from, phases)
  const js = jsByModule(profile, buildDir, from, phases)
  return {
    mainThreadMs: topEach(threads.mainThread, 8),
    otherThreadsBusyMs: top(threads.otherThreads, 8),
    jsByModuleMs: topEach(js.groups, 10),
    topFunctionsMs: top(js.functions, 15),
  }
}

export type Breakdown = ReturnType<typeof breakdown>
export type OpenProfile = Breakdown & { open: OpenSample; phasesMs: Record<string, number> }

/** One traced and profiled open (not a timed sample: tracing slows the page down a little). */
export async function profileOpen(
  browser: Browser,
  page: Page,
  base: string,
  surveyId: string,
  buildDir: string,
  label: string,
): Promise<OpenProfile> {
  await page.goto(`${base}/`, { waitUntil: 'load' })
  let open: OpenSample | undefined
  const recording = await record(
    browser,
    page,
    `open-${label}`,
    OPEN_TRACE,
    async () => void (open = await openDialog(page, base, surveyId)),
  )
  if (!open) throw new Error('open did not finish')
  const mark = recording.trace.find((e) => e.name === 'bench-first-node')
  const navStart = (mark?.ts ?? 0) - open.firstNode * 1000
  const at = (ms: number) => navStart + ms * 1000
  const bounds: [string, number][] = [
    ['untilData', at(open.dataResponseEnd)],
    ['dataToFirstNode', at(open.firstNode)],
    ['firstNodeToFirstEdge', at(open.firstEdge ?? open.firstNode)],
  ]
  const phasesMs = Object.fromEntries(
    bounds.map(([name, end], i) => [
      name,
      Math.round((end - (i === 0 ? navStart : (bounds[i - 1] as [string, number])[1])) / 1000),
    ]),
  )
  return { open, phasesMs, ...breakdown(recording, buildDir, 'bench-first-node', navStart, bounds) }
}

/** Traces and profiles an interaction (e.g. a pan) on an open dialog, as one phase. */
export async function profileAction(
  browser: Browser,
  page: Page,
  buildDir: string,
  label: string,
  action: () => Promise<unknown>,
): Promise<Breakdown & { ms: number }> {
  const recording = await record(browser, page, label, ACTION_TRACE, async () => {
    await page.evaluate(() => performance.mark('bench-start'))
    await action()
    await page.evaluate(() => performance.mark('bench-end'))
  })
  const start = recording.trace.find((e) => e.name === 'bench-start')?.ts ?? 0
  const end = recording.trace.find((e) => e.name === 'bench-end')?.ts ?? 0
  return {
    ms: Math.round((end - start) / 1000),
    ...breakdown(recording, buildDir, 'bench-start', start, [['action', end]]),
  }
}
