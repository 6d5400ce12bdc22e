import { NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import { type NodeHandle, Position } from '@xyflow/react'

/** Sizes from configurator.css (.block-node, .block-node-exits, handles): keep them in step. */
export const HANDLE_SIZE = 10
const BORDER = 1
const PADDING_X = 8
const EXITS_MARGIN = 4
const EXITS_GAP = 4
export const EXTERNAL_NODE_HEIGHT = 60

const centredAt = (x: number, y: number) => ({
  x: x - HANDLE_SIZE / 2,
  y: y - HANDLE_SIZE / 2,
  width: HANDLE_SIZE,
  height: HANDLE_SIZE,
})

/**
 * Where a block node's handles are, computed instead of measured. React Flow renders every node
 * it has no handle positions for, visible or not, to measure them: for a 2,000-block dialog that
 * is 2,000 nodes on first paint, although only a screenful stays (docs/benchmarks.md). Given the
 * handles, it renders only what is on screen from the start.
 */
export function blockNodeHandles(exitIds: readonly string[]): NodeHandle[] {
  const left = BORDER + PADDING_X - EXITS_MARGIN
  const row = NODE_WIDTH - 2 * left
  const n = Math.max(exitIds.length, 1)
  const width = (row - EXITS_GAP * (n - 1)) / n
  const bottom = NODE_HEIGHT - BORDER
  return [
    { id: 'in', type: 'target', position: Position.Top, ...centredAt(NODE_WIDTH / 2, 0) },
    ...exitIds.map((id, i) => ({
      id,
      type: 'source' as const,
      position: Position.Bottom,
      ...centredAt(left + i * (width + EXITS_GAP) + width / 2, bottom),
    })),
  ]
}

/** The other dialog's block: one unnamed handle at the top and one at the bottom. */
export const externalNodeHandles: NodeHandle[] = [
  { id: null, type: 'target', position: Position.Top, ...centredAt(NODE_WIDTH / 2, 0) },
  { id: null, type: 'source', position: Position.Bottom, ...centredAt(NODE_WIDTH / 2, EXTERNAL_NODE_HEIGHT) },
]
