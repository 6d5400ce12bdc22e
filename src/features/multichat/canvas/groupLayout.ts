import type { MultichatDialog } from '@engine/editor'
import { deriveGraph, type EditorState, type Position } from '@engine/index'
import { NODE_HEIGHT, NODE_WIDTH, wrapRows } from '@engine/graph'

/** Sizes of a dialog group (multichat.css .mce-group-header): keep them in step. */
export const GROUP_PADDING = 24
export const GROUP_HEADER = 56
export const GROUP_GAP = 120
const EMPTY_SIZE = { width: NODE_WIDTH + 2 * GROUP_PADDING, height: 140 }

export interface GroupBox {
  survey_id: string
  position: Position
  width: number
  height: number
  /** Block positions inside the group (React Flow child nodes are relative to their parent). */
  blocks: Map<string, Position>
}

/** Stored positions, else the engine's layout: the same places the configurator shows. */
function blockPositions(state: EditorState): Map<string, Position> {
  // Without triggers the dialog's own graph has no external nodes to make room for.
  const graph = deriveGraph({ ...state, triggers: [] })
  const positions = new Map<string, Position>()
  for (const node of graph.nodes) if (node.type === 'block') positions.set(node.id, node.position)
  return positions
}

const cache = new WeakMap<EditorState, Map<string, Position>>()
const cachedPositions = (state: EditorState) => {
  let hit = cache.get(state)
  if (!hit) cache.set(state, (hit = blockPositions(state)))
  return hit
}

/**
 * Groups in reading order, lead first, each as large as its blocks' bounding box: side by side,
 * wrapped into rows when there are so many that one row would only fit the screen at an
 * unreadable zoom (wrapRows, the rule of the configurator's "In Spalten"; docs/multichat.md).
 */
export function groupLayout(dialogs: readonly MultichatDialog[]): GroupBox[] {
  const boxes = dialogs.map((dialog) => {
    const raw = dialog.state ? cachedPositions(dialog.state) : new Map<string, Position>()
    const points = [...raw.values()]
    const minX = Math.min(...points.map((p) => p.x))
    const minY = Math.min(...points.map((p) => p.y))
    const blocks = new Map(
      [...raw].map(([id, p]) => [id, { x: p.x - minX + GROUP_PADDING, y: p.y - minY + GROUP_HEADER }]),
    )
    const inner = [...blocks.values()]
    const width = inner.length ? Math.max(...inner.map((p) => p.x)) + NODE_WIDTH + GROUP_PADDING : EMPTY_SIZE.width
    const height = inner.length ? Math.max(...inner.map((p) => p.y)) + NODE_HEIGHT + GROUP_PADDING : EMPTY_SIZE.height
    return { survey_id: dialog.survey_id, position: { x: 0, y: 0 }, width, height, blocks }
  })
  const places = wrapRows(boxes, GROUP_GAP)
  return boxes.map((box, i) => ({ ...box, position: places[i] ?? box.position }))
}
