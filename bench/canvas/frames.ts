// Frame timing with a requestAnimationFrame loop in the page while Playwright pans and zooms.
import type { Page } from '@playwright/test'
import type { BenchWindow } from './measure'

async function startFrames(page: Page) {
  await page.evaluate(() => {
    const win = window as unknown as BenchWindow
    win.__frames = []
    win.__framesOn = true
    const loop = (t: number) => {
      if (!win.__framesOn) return
      win.__frames.push(t)
      requestAnimationFrame(loop)
    }
    requestAnimationFrame(loop)
  })
}

export interface FrameStats {
  seconds: number
  frames: number
  fps: number
  frameP95: number
  frameMax: number
  longFrames: number
  maxNodesInDom: number
}

async function stopFrames(page: Page, maxNodesInDom: number): Promise<FrameStats> {
  const t = await page.evaluate(() => {
    const win = window as unknown as BenchWindow
    win.__framesOn = false
    return win.__frames
  })
  const gaps = t
    .slice(1)
    .map((x, i) => x - (t[i] as number))
    .sort((a, b) => a - b)
  const seconds = ((t[t.length - 1] ?? 0) - (t[0] ?? 0)) / 1000
  const at = (q: number) => gaps[Math.min(gaps.length - 1, Math.ceil(q * gaps.length) - 1)] ?? NaN
  return {
    seconds,
    frames: gaps.length,
    fps: gaps.length / seconds,
    frameP95: at(0.95),
    frameMax: gaps[gaps.length - 1] ?? NaN,
    longFrames: gaps.filter((g) => g > 33).length,
    maxNodesInDom,
  }
}

const nodeCount = (page: Page) => page.evaluate(() => document.querySelectorAll('.react-flow__node').length)
const pace = (start: number, i: number, stepMs: number) =>
  new Promise((r) => setTimeout(r, Math.max(0, start + i * stepMs - performance.now())))

/** A point on the empty pane (a drag there pans; on a node it would move the node). */
async function emptyPanePoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => {
    const pane = document.querySelector('.react-flow__pane')?.getBoundingClientRect()
    if (!pane) return null
    for (let fy = 0.2; fy < 0.95; fy += 0.05) {
      for (let fx = 0.05; fx < 0.6; fx += 0.05) {
        const x = pane.left + pane.width * fx
        const y = pane.top + pane.height * fy
        if (document.elementFromPoint(x, y)?.classList.contains('react-flow__pane')) return { x, y }
      }
    }
    return null
  })
  if (!point) throw new Error('no empty pane point to drag')
  return point
}

/** Idle frame rate with nothing happening: the baseline for the pan and zoom figures. */
export async function idleFrames(page: Page, ms = 1500): Promise<FrameStats> {
  await startFrames(page)
  await page.waitForTimeout(ms)
  return stopFrames(page, await nodeCount(page))
}

/** Drags the pane upwards in strokes (scrolling down the dialog), one mouse move per ~16 ms, for ~3 s. */
export async function panFrames(page: Page, strokes = 6, stepsPerStroke = 30): Promise<FrameStats> {
  let maxNodes = await nodeCount(page)
  await startFrames(page)
  for (let s = 0; s < strokes; s++) {
    const { x, y } = await emptyPanePoint(page)
    await page.mouse.move(x, y + 250)
    await page.mouse.down()
    const start = performance.now()
    for (let i = 1; i <= stepsPerStroke; i++) {
      await page.mouse.move(x + 40 * Math.sin(i / 5), y + 250 - (i * 500) / stepsPerStroke)
      await pace(start, i, 16)
    }
    await page.mouse.up()
    maxNodes = Math.max(maxNodes, await nodeCount(page))
  }
  return stopFrames(page, maxNodes)
}

/** Zooms out in wheel steps (down to about the minimum zoom) and back in, one step per ~50 ms. */
export async function zoomFrames(page: Page, steps = 20): Promise<FrameStats & { minZoom: number }> {
  const { x, y } = await emptyPanePoint(page)
  await page.mouse.move(x, y)
  let maxNodes = 0
  let minZoom = Infinity
  await startFrames(page)
  const start = performance.now()
  for (let i = 0; i < 2 * steps; i++) {
    await page.mouse.wheel(0, i < steps ? 100 : -100)
    await pace(start, i + 1, 50)
    if (i % 4 === 3 || i === steps - 1) {
      const [nodes, zoom] = await page.evaluate(() => [
        document.querySelectorAll('.react-flow__node').length,
        new DOMMatrix(getComputedStyle(document.querySelector('.react-flow__viewport') as Element).transform).a,
      ])
      maxNodes = Math.max(maxNodes, nodes as number)
      minZoom = Math.min(minZoom, zoom as number)
    }
  }
  await page.waitForTimeout(200)
  return { ...(await stopFrames(page, maxNodes)), minZoom }
}

/**
 * Diagnostic A/B on one open page: pans and zooms alternately with the minimap painted and with
 * it `display: none` (React still renders it), so drift on a shared machine hits both alike.
 */
export async function minimapAB(page: Page, rounds = 3) {
  const runs = {
    shown: { pan: [] as FrameStats[], zoom: [] as FrameStats[] },
    hidden: { pan: [] as FrameStats[], zoom: [] as FrameStats[] },
  }
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.id = 'bench-no-minimap'
    // React Flow's MiniMap, or the app's own canvas minimap (CanvasMiniMap.tsx).
    style.textContent = '.react-flow__minimap, .canvas-minimap { display: none !important }'
    document.head.append(style)
  })
  for (let i = 0; i < 2 * rounds; i++) {
    const hidden = i % 2 === 1
    await page.evaluate(
      (h) => ((document.getElementById('bench-no-minimap') as HTMLStyleElement).disabled = !h),
      hidden,
    )
    await page.waitForTimeout(300)
    const side = hidden ? runs.hidden : runs.shown
    side.pan.push(await panFrames(page))
    side.zoom.push(await zoomFrames(page))
  }
  return runs
}
