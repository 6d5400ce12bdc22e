import type { GraphNode } from '@engine/index'
import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

const PADDING = 40

/** The canvas area all nodes cover, padded; a unit square when there are none. */
export function nodesBounds(nodes: readonly GraphNode[], padding = PADDING): Rect {
  if (nodes.length === 0) return { x: 0, y: 0, width: 1, height: 1 }
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const { position } of nodes) {
    minX = Math.min(minX, position.x)
    minY = Math.min(minY, position.y)
    maxX = Math.max(maxX, position.x + NODE_WIDTH)
    maxY = Math.max(maxY, position.y + NODE_HEIGHT)
  }
  return { x: minX - padding, y: minY - padding, width: maxX - minX + 2 * padding, height: maxY - minY + 2 * padding }
}

/** Scale and offset that fit `world` into a `width` × `height` map, centred. */
export function fitInto(world: Rect, width: number, height: number) {
  const scale = Math.min(width / world.width, height / world.height)
  return {
    scale,
    offsetX: (width - world.width * scale) / 2 - world.x * scale,
    offsetY: (height - world.height * scale) / 2 - world.y * scale,
  }
}

/** The part of the canvas the pane shows, from React Flow's transform [x, y, zoom]. */
export const visibleRect = (
  [x, y, zoom]: readonly [number, number, number],
  paneWidth: number,
  paneHeight: number,
): Rect => ({ x: -x / zoom, y: -y / zoom, width: paneWidth / zoom, height: paneHeight / zoom })
