import type { ReactFlowInstance } from '@xyflow/react'
import type { Rect } from './bounds'
import { type Overlays, readableFit } from './readableFit'

/** What the fit reads of React Flow's store (useStoreApi()). */
export interface PaneStore {
  getState(): { width: number; height: number; domNode: HTMLDivElement | null }
  subscribe(listener: () => void): () => void
}

/** Where the panels in the pane's bottom corners (zoom buttons, minimap, legend) sit. */
export function paneOverlays(pane: HTMLElement | null): Overlays {
  const overlays = { bottom: 0, left: 0, right: 0 }
  if (!pane) return overlays
  const box = pane.getBoundingClientRect()
  for (const panel of pane.querySelectorAll('.react-flow__panel.bottom')) {
    const r = panel.getBoundingClientRect()
    if (r.width === 0 && r.height === 0) continue
    overlays.bottom = Math.max(overlays.bottom, box.bottom - r.top)
    if (panel.classList.contains('left')) overlays.left = Math.max(overlays.left, r.right - box.left)
    if (panel.classList.contains('right')) overlays.right = Math.max(overlays.right, box.right - r.left)
  }
  return overlays
}

/** Shows `bounds` at a readable zoom, clear of the corner panels (readableFit.ts). */
export function fitReadable(
  flow: Pick<ReactFlowInstance, 'setViewport'>,
  store: PaneStore,
  bounds: Rect,
  duration: number,
): void {
  const { width, height, domNode } = store.getState()
  void flow.setViewport(readableFit(bounds, { width, height }, paneOverlays(domNode)), { duration })
}

/**
 * Runs `show` once, as soon as the pane has a size (the opening view); returns the cancel.
 */
export function whenPaneSized(store: PaneStore, show: () => void): () => void {
  const sized = () => {
    const { width, height } = store.getState()
    if (width === 0 || height === 0) return false
    show()
    return true
  }
  if (sized()) return () => undefined
  const stop = store.subscribe(() => {
    if (sized()) stop()
  })
  return stop
}
