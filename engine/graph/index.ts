// The dialog graph's public surface: derive nodes and edges from an editor state, and lay them out.
export {
  externalNodeId,
  type BlockNode,
  type DialogGraph,
  type ExternalNode,
  type GraphEdge,
  type GraphNode,
  type JumpEdge,
  type TriggerEdge,
} from './DialogGraph'
export { createGraphDeriver, deriveGraph, layoutInput, type LayoutFn } from './createGraphDeriver'
export { freeSpot, type Size } from './freeSpot'
export { NODE_HEIGHT, NODE_WIDTH, type LayoutInput } from './layoutBasics'
export {
  DAGRE_MAX_NODES,
  dagreLayout,
  LAYOUT_DIRECTIONS,
  layoutGraph,
  type LayoutDirection,
  type Ranker,
} from './layoutGraph'
export { bestRunLength, type Extent, wrapRows } from './wrapRuns'
