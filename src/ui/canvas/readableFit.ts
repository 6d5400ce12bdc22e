import type { Rect } from './bounds'

/**
 * The smallest zoom "Alles zeigen" uses: block titles (12 px) stay about 7 px high and legible,
 * and texts are still drawn (they drop below FAR_ZOOM, 0.45). A dialog that does not fit at
 * this zoom shows its beginning; the editor scrolls for the rest.
 */
export const READABLE_ZOOM = 0.6
/** "Alles zeigen" never enlarges a small dialog beyond its natural size. */
const MAX_FIT_ZOOM = 1
/** Space kept free along every edge of the pane. */
const PADDING = 24

/**
 * Where the panels in the pane's bottom corners (zoom buttons, minimap, legend) sit, in screen
 * pixels: how far they reach up from the bottom edge, and how far in from the left and right.
 */
export interface Overlays {
  bottom: number
  left: number
  right: number
}

export interface Viewport {
  x: number
  y: number
  zoom: number
}

const NO_OVERLAYS: Overlays = { bottom: 0, left: 0, right: 0 }

const axis = (start: number, length: number, available: number, inset: number, zoom: number) =>
  length * zoom <= available
    ? inset + (available - length * zoom) / 2 - start * zoom // fits: centred
    : inset - start * zoom // does not: its beginning (top or left) at the edge

/**
 * The view "Alles zeigen" sets: everything in `bounds` (canvas units) inside the pane, at a zoom
 * between READABLE_ZOOM and 1. When even READABLE_ZOOM is too small for the whole dialog, the
 * view starts at its top left. The content stays clear of the corner panels (docs/configurator.md
 * "Canvas"): above them when it fits the height; when it runs on below the pane's bottom edge
 * (scroll for the rest), beside them, between the left and the right corner panels.
 */
export function readableFit(
  bounds: Rect,
  pane: { width: number; height: number },
  overlays: Overlays = NO_OVERLAYS,
  minZoom = READABLE_ZOOM,
): Viewport {
  const top = PADDING
  const height = Math.max(pane.height - top - overlays.bottom - PADDING, 1)
  const zoomFor = (width: number) => {
    const fit = Math.min(width / Math.max(bounds.width, 1), height / Math.max(bounds.height, 1))
    return Math.min(Math.max(fit, minZoom), MAX_FIT_ZOOM)
  }
  let left = PADDING
  let width = Math.max(pane.width - 2 * PADDING, 1)
  let zoom = zoomFor(width)
  if (bounds.height * zoom > height) {
    left += overlays.left
    width = Math.max(width - overlays.left - overlays.right, 1)
    zoom = zoomFor(width)
  }
  return {
    x: axis(bounds.x, bounds.width, width, left, zoom),
    y: axis(bounds.y, bounds.height, height, top, zoom),
    zoom,
  }
}
