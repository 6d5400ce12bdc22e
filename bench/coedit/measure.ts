// The measurements of npm run bench:coedit: time until an edit shows in other editors and
// watchers, against the POST round trip and a bare SSE fan-out in the same run.
import { parseCoeditingEvent } from '@engine/api/coediting'
import { createBlock, createDialogEditor, type DialogEditor, updateBlock } from '@engine/index'
import { filter, firstValueFrom, timeout } from 'rxjs'
import { percentiles as percentilesOf, round, summarize } from '../stats'
import type { BareHub } from './bareHub'
import { httpTransport, loadDialog, openCoeditingEditor, type CoeditingEditor } from './httpEditor'
import { openSse, type SseReader } from './sseReader'

/** p50, p95 (the goal), p99 and max in ms. */
export interface Percentiles {
  n: number
  p50: number
  p95: number
  p99: number
  max: number
}

function percentiles(samples: readonly number[]): Percentiles {
  const { n, p50, p99, max } = percentilesOf(samples)
  return { n, p50, p95: round(summarize(samples).p95, 2), p99, max }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface Target {
  base: string
  token: string
  surveyId: string
}

/** Resolves once the editor has nothing pending (its POST answered). */
const confirmed = (editor: DialogEditor) =>
  firstValueFrom(
    editor.pending$.pipe(
      filter((n) => n === 0),
      timeout(20_000),
    ),
  )

/** Resolves (with the time) when the editor's state shows `value` as the block's text. */
const shows = (editor: DialogEditor, block: string, value: string) =>
  firstValueFrom(
    editor.state$.pipe(
      filter((s) => s.blocks.get(block)?.context === value),
      timeout(20_000),
    ),
  ).then(() => performance.now())

export async function seedBlocks(target: Target, count: number): Promise<string> {
  const setup = await openCoeditingEditor(target.base, target.token, target.surveyId)
  for (let i = 0; i < count; i++)
    await setup.editor.execute(
      createBlock({ type: i % 2 ? 'open' : 'message', context: `Frage ${i + 1}: Wie geht es?` }),
    )
  await confirmed(setup.editor)
  const first = setup.editor.getState().blocks.ids[0] ?? ''
  setup.close()
  return first
}

export interface EditorsResult {
  editors: number
  edits: number
  /** From execute() in the editing editor until another editor's state$ shows it (one sample per receiver). */
  visible: Percentiles
  /** Until the last of the other editors shows it (one sample per edit). */
  visibleInAll: Percentiles
  /** The editing editor's own POST /changes round trip in the same loop. */
  postRoundTrip: Percentiles
}

/** `n` editors with co-editing streams; the first edits one block's text `edits` times. */
export async function measureEditors(target: Target, block: string, n: number, edits: number): Promise<EditorsResult> {
  const editors: CoeditingEditor[] = []
  for (let i = 0; i < n; i++) editors.push(await openCoeditingEditor(target.base, target.token, target.surveyId))
  await sleep(200)
  const [writer, ...readers] = editors
  if (!writer) throw new Error('no editors')
  const visible: number[] = []
  const visibleInAll: number[] = []
  const post: number[] = []
  for (let i = 0; i < edits; i++) {
    const value = `Bearbeitet von Editor 1 (${n} offen), Schritt ${i}`
    const seen = readers.map((reader) => shows(reader.editor, block, value))
    const t0 = performance.now()
    await writer.editor.execute(updateBlock({ unique_question_id: block, key: 'context', value }))
    const done = confirmed(writer.editor).then(() => performance.now())
    const times = await Promise.all(seen)
    post.push((await done) - t0)
    for (const t of times) visible.push(t - t0)
    visibleInAll.push(Math.max(...times) - t0)
    await sleep(20)
  }
  for (const editor of editors) editor.close()
  await sleep(100)
  return {
    editors: n,
    edits,
    visible: percentiles(visible),
    visibleInAll: percentiles(visibleInAll),
    postRoundTrip: percentiles(post),
  }
}

/** The POST /changes round trip with no stream open: the editor's own save, nothing to fan out to. */
export async function measurePostAlone(target: Target, block: string, edits: number): Promise<Percentiles> {
  const load = () => loadDialog(target.base, target.token, target.surveyId)
  const editor = createDialogEditor({ ...(await load()), transport: httpTransport(target.base, target.token), load })
  const samples: number[] = []
  for (let i = 0; i < edits; i++) {
    const t0 = performance.now()
    await editor.execute(updateBlock({ unique_question_id: block, key: 'context', value: `Allein ${i}` }))
    await confirmed(editor)
    samples.push(performance.now() - t0)
    await sleep(20)
  }
  editor.dispose()
  return percentiles(samples)
}

const gc = () => (globalThis as { gc?: () => void }).gc?.()

function memory() {
  gc()
  gc()
  const m = process.memoryUsage()
  return { rss: m.rss, heapUsed: m.heapUsed }
}

export interface WatchersResult {
  watchers: number
  edits: number
  /** Opening all streams until each had its first event. */
  openMs: number
  /** From execute() until a watcher got the `changes` event (one sample per watcher and edit). */
  delivered: Percentiles
  deliveredToAll: Percentiles
  /** Process memory per open stream (server and the benchmark's own readers). */
  rssPerConnectionKb: number
  heapPerConnectionKb: number
}

interface Watchers {
  readers: SseReader[]
  /** Resolves with each reader's arrival time of the next event of `type` matching `match`. */
  next(type: string, match: (data: string) => boolean): Promise<number>[]
}

async function openWatchers(url: string, token: string, count: number): Promise<Watchers> {
  const waiting: ((type: string, data: string) => void)[][] = Array.from({ length: count }, () => [])
  const readers: SseReader[] = []
  const first: Promise<void>[] = []
  for (let i = 0; i < count; i++) {
    let hello: () => void = () => {}
    first.push(new Promise<void>((resolve) => (hello = resolve)))
    readers.push(
      openSse(url, token, (event) => {
        hello()
        for (const listener of waiting[i] ?? []) listener(event.type, event.data)
      }),
    )
  }
  await Promise.all(readers.map((r) => r.opened))
  await Promise.all(first)
  return {
    readers,
    next: (type, match) =>
      waiting.map(
        (list) =>
          new Promise<number>((resolve) => {
            const listener = (t: string, data: string) => {
              if (t !== type || !match(data)) return
              list.splice(list.indexOf(listener), 1)
              resolve(performance.now())
            }
            list.push(listener)
          }),
      ),
  }
}

async function measureMemory<T>(count: number, open: () => Promise<T>) {
  const before = memory()
  const t0 = performance.now()
  const opened = await open()
  const openMs = performance.now() - t0
  await sleep(300)
  const after = memory()
  return {
    opened,
    openMs,
    rssPerConnectionKb: round((after.rss - before.rss) / count / 1024, 1),
    heapPerConnectionKb: round((after.heapUsed - before.heapUsed) / count / 1024, 1),
  }
}

/** `count` plain stream readers (no editor) of one dialog; one editor edits `edits` times. */
export async function measureWatchers(
  target: Target,
  block: string,
  count: number,
  edits: number,
): Promise<WatchersResult> {
  const url = `${target.base}/api/surveys/${encodeURIComponent(target.surveyId)}/live`
  const { opened, openMs, rssPerConnectionKb, heapPerConnectionKb } = await measureMemory(count, () =>
    openWatchers(url, target.token, count),
  )
  const writer = await openCoeditingEditor(target.base, target.token, target.surveyId)
  await sleep(300)
  const delivered: number[] = []
  const deliveredToAll: number[] = []
  for (let i = 0; i < edits; i++) {
    const value = `An ${count} Zuschauer, Schritt ${i}`
    const arrivals = opened.next('changes', (data) => {
      const event = parseCoeditingEvent('changes', data)
      return event?.type === 'changes' && JSON.stringify(event.data.changes).includes(value)
    })
    const t0 = performance.now()
    await writer.editor.execute(updateBlock({ unique_question_id: block, key: 'context', value }))
    const times = await Promise.all(arrivals)
    for (const t of times) delivered.push(t - t0)
    deliveredToAll.push(Math.max(...times) - t0)
    await sleep(20)
  }
  writer.close()
  for (const reader of opened.readers) reader.close()
  await sleep(300)
  return {
    watchers: count,
    edits,
    openMs: round(openMs, 1),
    delivered: percentiles(delivered),
    deliveredToAll: percentiles(deliveredToAll),
    rssPerConnectionKb,
    heapPerConnectionKb,
  }
}

/** The same with the bare hub: the cost of holding and writing to `count` event streams and nothing else. */
export async function measureBareHub(hub: BareHub, count: number, edits: number): Promise<WatchersResult> {
  const { opened, openMs, rssPerConnectionKb, heapPerConnectionKb } = await measureMemory(count, () =>
    openWatchers(hub.url, 'none', count),
  )
  const delivered: number[] = []
  const deliveredToAll: number[] = []
  for (let i = 0; i < edits; i++) {
    const marker = `schritt-${i}`
    const arrivals = opened.next('changes', (data) => data.includes(marker))
    const t0 = performance.now()
    hub.broadcast('changes', JSON.stringify({ version: i, marker }))
    const times = await Promise.all(arrivals)
    for (const t of times) delivered.push(t - t0)
    deliveredToAll.push(Math.max(...times) - t0)
    await sleep(20)
  }
  for (const reader of opened.readers) reader.close()
  await sleep(300)
  return {
    watchers: count,
    edits,
    openMs: round(openMs, 1),
    delivered: percentiles(delivered),
    deliveredToAll: percentiles(deliveredToAll),
    rssPerConnectionKb,
    heapPerConnectionKb,
  }
}
