import { type BlockType, createBlock, type Position } from '@engine/index'
import { NODE_HEIGHT } from '@engine/graph'
import type { ConfiguratorSession } from './configuratorSession'
import { focusBlock } from './configuratorUi'
import { runAdding } from './runCommand'

export interface AddBlockOptions {
  /** Canvas position; default: below the block it follows, else the middle of the visible canvas. */
  position?: Position
  /** The block the new one follows in order; default: the selected block, else the last. */
  after?: string
}

/** Under the block it follows (where it is drawn, laid out or placed), so adds stack up instead of piling on one spot. */
function below(session: ConfiguratorSession, id: string | undefined): Position | undefined {
  const node = id === undefined ? undefined : session.graph.get().nodes.find((n) => n.id === id)
  return node && { x: node.position.x, y: node.position.y + NODE_HEIGHT + 50 }
}

/** Adds a block of `type` and selects it, so the inspector is ready for its text. */
export function addBlock(session: ConfiguratorSession, type: BlockType, options: AddBlockOptions = {}): string | null {
  const state = session.editor.getState()
  const previous = state.blocks.get(
    options.after ?? session.ui.selectedId ?? state.blocks.ids[state.blocks.size - 1] ?? '',
  )
  const at = options.position ?? below(session, previous?.unique_question_id) ?? session.view.center?.()
  const { added } = runAdding(
    session,
    createBlock({
      type,
      order: previous ? previous.order + 1 : state.blocks.size,
      ...(at ? { position: { x: Math.round(at.x), y: Math.round(at.y) } } : {}),
    }),
  )
  if (added) focusBlock(session.ui, added)
  return added
}
