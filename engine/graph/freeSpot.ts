import type { Position } from '../model/block'
import { NODE_HEIGHT, NODE_WIDTH } from './layoutBasics'

export interface Size {
  width: number
  height: number
}

/** Space kept free around a placed block, so neighbours do not touch. */
const MARGIN = 20
/** How far (in block steps) the search goes before it falls back to below everything. */
const RINGS = 12
/**
 * Vertical steps count this much more than horizontal ones: a block beside the intended spot
 * reads as "after the same block" (a branch); one further down the column reads as after the
 * blocks above it.
 */
const VERTICAL_WEIGHT = 2.5

const clear = (spot: Position, taken: readonly Position[], size: Size) =>
  taken.every(
    (p) =>
      spot.x + size.width + MARGIN <= p.x ||
      p.x + size.width + MARGIN <= spot.x ||
      spot.y + size.height + MARGIN <= p.y ||
      p.y + size.height + MARGIN <= spot.y,
  )

/**
 * The spot nearest to `intended` where a block of `size` covers none of the blocks at `taken`
 * (their top-left corners; all blocks share one size). Candidates lie on a grid of whole block
 * steps around the intended spot, nearest first (sideways before up or down); at equal distance
 * below comes before above and right before left, so blocks added after the same block fill the
 * row beside the first one. Pure,
 * so the toolbar, the drop menu and copying place blocks the same way.
 */
export function freeSpot(
  taken: readonly Position[],
  intended: Position,
  size: Size = { width: NODE_WIDTH, height: NODE_HEIGHT },
): Position {
  const stepX = size.width + 2 * MARGIN
  const stepY = size.height + 2 * MARGIN
  const start = { x: Math.round(intended.x), y: Math.round(intended.y) }
  if (clear(start, taken, size)) return start
  const candidates: { dx: number; dy: number; distance: number }[] = []
  for (let dx = -RINGS; dx <= RINGS; dx++)
    for (let dy = -RINGS; dy <= RINGS; dy++)
      if (dx !== 0 || dy !== 0)
        candidates.push({ dx, dy, distance: Math.hypot(dx * stepX, dy * stepY * VERTICAL_WEIGHT) })
  candidates.sort(
    (a, b) =>
      a.distance - b.distance ||
      Number(b.dy > 0) - Number(a.dy > 0) ||
      Number(b.dx > 0) - Number(a.dx > 0) ||
      a.dy - b.dy,
  )
  for (const { dx, dy } of candidates) {
    const spot = { x: start.x + dx * stepX, y: start.y + dy * stepY }
    if (clear(spot, taken, size)) return spot
  }
  // Everything near is full: below the lowest block, in the intended column.
  const bottom = Math.max(...taken.map((p) => p.y))
  return { x: start.x, y: bottom + stepY }
}
