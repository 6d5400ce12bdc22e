/**
 * What both layouts (dagre and the layered one) share: the node box and their input. Its own
 * module, so layoutGraph can choose a layout without the layered layout importing it back.
 */
export const NODE_WIDTH = 260
export const NODE_HEIGHT = 110

export interface LayoutInput {
  nodeIds: readonly string[]
  edges: readonly { source: string; target: string }[]
}
