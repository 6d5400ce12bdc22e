/** A rectangle in canvas units (or screen pixels, where said). */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** The area all `rects` cover, padded by `padding` on every side; a unit square when there are none. */
export function boundsOf(rects: Iterable<Rect>, padding = 0): Rect {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const r of rects) {
    minX = Math.min(minX, r.x)
    minY = Math.min(minY, r.y)
    maxX = Math.max(maxX, r.x + r.width)
    maxY = Math.max(maxY, r.y + r.height)
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 1, height: 1 }
  return { x: minX - padding, y: minY - padding, width: maxX - minX + 2 * padding, height: maxY - minY + 2 * padding }
}
