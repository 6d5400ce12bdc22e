import type { GraphNode } from '@engine/index'
import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import { boundsOf, type Rect } from '../../../ui/canvas/bounds'

export type { Rect }

const PADDING = 40

/** The canvas area all nodes cover, padded; a unit square when there are none. */
export function nodesBounds(nodes: readonly GraphNode[], padding = PADDING): Rect {
  return boundsOf(
    nodes.map(({ position }) => ({ ...position, width: NODE_WIDTH, height: NODE_HEIGHT })),
    padding,
  )
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
