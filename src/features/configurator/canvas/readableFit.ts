import type { Rect } from './miniMapGeometry'

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

export interface Insets {
  top: number
  right: number
  bottom: number
  left: number
}

export interface Viewport {
  x: number
  y: number
  zoom: number
}

const axis = (start: number, length: number, available: number, inset: number, zoom: number) =>
  length * zoom <= available
    ? inset + (available - length * zoom) / 2 - start * zoom // fits: centred
    : inset - start * zoom // does not: its beginning (top or left) at the edge

/**
 * The view "Alles zeigen" sets: everything in `bounds` (canvas units) inside the pane minus the
 * `insets` (where the minimap and zoom buttons sit), at a zoom between READABLE_ZOOM and 1. When
 * even READABLE_ZOOM is too small for the whole dialog, the view starts at its top left.
 */
export function readableFit(
  bounds: Rect,
  pane: { width: number; height: number },
  insets: Insets = { top: 0, right: 0, bottom: 0, left: 0 },
  minZoom = READABLE_ZOOM,
): Viewport {
  const left = insets.left + PADDING
  const top = insets.top + PADDING
  const width = Math.max(pane.width - left - insets.right - PADDING, 1)
  const height = Math.max(pane.height - top - insets.bottom - PADDING, 1)
  const fit = Math.min(width / Math.max(bounds.width, 1), height / Math.max(bounds.height, 1))
  const zoom = Math.min(Math.max(fit, minZoom), MAX_FIT_ZOOM)
  return {
    x: axis(bounds.x, bounds.width, width, left, zoom),
    y: axis(bounds.y, bounds.height, height, top, zoom),
    zoom,
  }
}
