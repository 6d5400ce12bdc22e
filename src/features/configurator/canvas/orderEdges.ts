import type { EditorState } from '@engine/index'

export interface OrderEdge {
  id: string
  source: string
  target: string
}

/**
 * Where a block goes when none of its jumps applies (docs/design/dialog-content.md): the next block by order,
 * unless it has a 'default' jump or ends the dialog. Drawn faintly, so the flow of a dialog
 * without jumps is visible too.
 */
export function orderEdges(state: Pick<EditorState, 'blocks' | 'connections'>): OrderEdge[] {
  const withDefault = new Set(state.connections.filter((c) => c.handle === 'default').map((c) => c.source))
  const ids = state.blocks.ids
  const edges: OrderEdge[] = []
  for (let i = 0; i < ids.length - 1; i++) {
    const source = ids[i] as string
    const target = ids[i + 1] as string
    if (withDefault.has(source) || state.blocks.get(source)?.is_end) continue
    edges.push({ id: `order:${source}`, source, target })
  }
  return edges
}

/** The blocks that end the dialog, as one string a component can select (compares by value). */
export const endBlocksKey = (state: Pick<EditorState, 'blocks'>): string =>
  state.blocks
    .values()
    .filter((b) => b.is_end)
    .map((b) => b.unique_question_id)
    .join('\n')
