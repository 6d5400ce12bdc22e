import dagre from '@dagrejs/dagre'
import type { Position } from '../model/block'
import { layeredLayout } from './layeredLayout'
import { type LayoutInput, NODE_HEIGHT, NODE_WIDTH } from './layoutBasics'
import { wrapColumns } from './wrapColumns'

/**
 * Up to this many nodes dagre lays the dialog out (it minimises edge crossings, which matters
 * in small, branchy dialogs); above it, dagre costs hundreds of milliseconds per structural edit
 * and overflows its stack on long chains, so the linear layered layout takes over
 * (docs/benchmarks.md).
 */
export const DAGRE_MAX_NODES = 60

export type Ranker = 'longest-path' | 'tight-tree' | 'network-simplex'

const isExternal = (id: string) => id.startsWith('ext:')

export function dagreLayout({ nodeIds, edges }: LayoutInput, ranker: Ranker = 'longest-path'): Map<string, Position> {
  const g = new dagre.graphlib.Graph({ multigraph: false })
  g.setGraph({ rankdir: 'TB', ranker, nodesep: 40, ranksep: 60, marginx: 20, marginy: 20 })
  g.setDefaultEdgeLabel(() => ({}))
  for (const id of nodeIds) g.setNode(id, { width: NODE_WIDTH, height: NODE_HEIGHT })
  for (const { source, target } of edges) {
    if (source !== target && g.hasNode(source) && g.hasNode(target)) g.setEdge(source, target)
  }
  dagre.layout(g)
  const positions = new Map<string, Position>()
  for (const id of nodeIds) {
    const node = g.node(id)
    // dagre gives centres; React Flow positions are top-left corners.
    positions.set(id, { x: Math.round((node.x ?? 0) - NODE_WIDTH / 2), y: Math.round((node.y ?? 0) - NODE_HEIGHT / 2) })
  }
  return positions
}

/**
 * How "Automatisch anordnen" arranges: `down` one flow top to bottom; `columns` the same flow
 * wrapped into side-by-side columns (wrapColumns.ts), which uses the width of the screen.
 */
export const LAYOUT_DIRECTIONS = ['down', 'columns'] as const
export type LayoutDirection = (typeof LAYOUT_DIRECTIONS)[number]

function topDown(input: LayoutInput): Map<string, Position> {
  if (input.nodeIds.length <= DAGRE_MAX_NODES) {
    try {
      return dagreLayout(input)
    } catch {
      // fall through: a layout must never take the canvas down
    }
  }
  return layeredLayout(input, isExternal)
}

/** Positions for every node; never throws (a failing dagre run falls back to the layered layout). */
export function layoutGraph(input: LayoutInput, direction: LayoutDirection = 'down'): Map<string, Position> {
  const positions = topDown(input)
  return direction === 'columns' ? wrapColumns(positions) : positions
}
