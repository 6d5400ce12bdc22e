// In-browser measurements: the open time (frames.ts: pan and zoom; edit.ts: text edits).
import type { BrowserContext, Page } from '@playwright/test'

export type BenchWindow = Window & {
  __open: { node: number | null; edge: number | null; peakNodes: number }
  __frames: number[]
  __framesOn: boolean
  __edit: { touched: Set<string>; keys: number[]; commits: number[]; painted: number[] }
}

/**
 * Records, from navigation start, the first frame showing a measured node and the first edge
 * (as performance marks too, for the trace), and the most node elements in the DOM at any
 * commit until then (a MutationObserver sees each commit before its nodes could be culled).
 */
export function openProbe() {
  const win = window as unknown as BenchWindow
  const open = (win.__open = { node: null, edge: null, peakNodes: 0 } as BenchWindow['__open'])
  const nodes = document.getElementsByClassName('react-flow__node')
  const peak = new MutationObserver(() => (open.peakNodes = Math.max(open.peakNodes, nodes.length)))
  peak.observe(document, { childList: true, subtree: true })
  const tick = () => {
    const node = nodes[0] as HTMLElement | undefined
    if (open.node === null && node && node.style.visibility !== 'hidden') {
      open.node = performance.now()
      performance.mark('bench-first-node')
    }
    if (open.edge === null && document.querySelector('.react-flow__edge')) {
      open.edge = performance.now()
      performance.mark('bench-first-edge')
    }
    if (open.node === null || open.edge === null) requestAnimationFrame(tick)
    else peak.disconnect()
  }
  requestAnimationFrame(tick)
}

export interface OpenSample {
  /** Node side: from page.goto until the canvas shows a node and an edge. */
  wallMs: number
  /** In the page, from navigation start. */
  domContentLoaded: number
  dataRequestStart: number
  dataResponseEnd: number
  firstNode: number
  firstEdge: number | null
  nodesInDom: number
  /** The most node elements in the DOM at once while opening. */
  peakNodesInDom: number
  edgesInDom: number
  /** API calls of the page load: path → [start, responseEnd] ms from navigation start. */
  requests: Record<string, [number, number]>
}

export async function openDialog(page: Page, base: string, surveyId: string): Promise<OpenSample> {
  const t0 = performance.now()
  await page.goto(`${base}/configurator/${surveyId}`, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => {
      const o = (window as unknown as BenchWindow).__open
      return o?.node != null && o.edge != null
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  )
  const wallMs = performance.now() - t0
  const inPage = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const data = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/api/get_survey_data_configurator')) as PerformanceResourceTiming | undefined
    const o = (window as unknown as BenchWindow).__open
    return {
      domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN,
      dataRequestStart: data?.startTime ?? NaN,
      dataResponseEnd: data?.responseEnd ?? NaN,
      firstNode: o.node ?? NaN,
      firstEdge: o.edge,
      peakNodesInDom: o.peakNodes,
      nodesInDom: document.querySelectorAll('.react-flow__node').length,
      edgesInDom: document.querySelectorAll('.react-flow__edge').length,
      requests: Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/') || e.name.includes('/assets/'))
          .map((e) => [
            new URL(e.name).pathname,
            [Math.round(e.startTime), Math.round((e as PerformanceResourceTiming).responseEnd)] as [number, number],
          ]),
      ),
    }
  })
  return { wallMs, ...inPage }
}

/** Logs in by storing the session as the app does (src/session/editorSession.ts), and installs the open probe. */
export async function prepareContext(context: BrowserContext, session: Record<string, string | number | null>) {
  // tsx compiles with keepNames: functions sent to the page call __name(fn, 'name') for inner functions.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) if (value !== null) localStorage.setItem(key, String(value))
  }, session)
  await context.addInitScript(openProbe)
}
