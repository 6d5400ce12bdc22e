import { type BlockType, copyBlock, createBlock, type GraphNode, type Position } from '@engine/index'
import { freeSpot, NODE_HEIGHT, NODE_WIDTH } from '@engine/graph'
import type { ConfiguratorSession } from './configuratorSession'
import { focusBlock } from './configuratorUi'
import { executeAdding } from './executeAdding'

export interface AddBlockOptions {
  /** Canvas position; default: below the block it follows, else the middle of the visible canvas. */
  position?: Position
  /** The block the new one follows in order; default: the selected block, else the last. */
  after?: string
}

const nodeOf = (session: ConfiguratorSession, id: string | undefined): GraphNode | undefined =>
  id === undefined ? undefined : session.graph.get().nodes.find((n) => n.id === id)

/** Where the canvas draws every node now (stored or laid out). */
const drawn = (session: ConfiguratorSession) => session.graph.get().nodes.map((n) => n.position)

/**
 * The canvas position of a new block: the free spot nearest to `intended`, so a block never
 * lands on (and hides) another one. A block that follows a laid-out block (no stored position)
 * gets none either: the layout puts it into the flow with the rest, where nothing else is.
 */
function placeNew(session: ConfiguratorSession, after: GraphNode | undefined, intended: Position | undefined) {
  if (!intended) return after?.autoPlaced ? undefined : session.view.center?.()
  return freeSpot(drawn(session), intended)
}

/** Adds a block of `type` (an open one with clarify_mode 'buttons') and selects it (the canvas brings it into view), so the inspector is ready for its text. */
export function addBlock(session: ConfiguratorSession, type: BlockType, options: AddBlockOptions = {}): string | null {
  const state = session.editor.getState()
  const previous = state.blocks.get(
    options.after ?? session.ui.selectedId ?? state.blocks.ids[state.blocks.size - 1] ?? '',
  )
  const after = nodeOf(session, previous?.unique_question_id)
  const below = after && !after.autoPlaced ? { x: after.position.x, y: after.position.y + NODE_HEIGHT + 50 } : undefined
  const at = placeNew(session, after, options.position ?? below)
  const { added } = executeAdding(
    session,
    createBlock({
      type,
      // docs/configurator.md "Unsure answers": a new open block offers a choice when the model is unsure.
      ...(type === 'open' ? { clarify_mode: 'buttons' as const } : {}),
      order: previous ? previous.order + 1 : state.blocks.size,
      ...(at ? { position: { x: Math.round(at.x), y: Math.round(at.y) } } : {}),
    }),
  )
  if (added) focusBlock(session.ui, added)
  return added
}

/** Copies a block next to it (never on top of it or another block) and selects the copy. */
export function copyBlockBeside(session: ConfiguratorSession, id: string): string | null {
  const original = nodeOf(session, id)
  const position =
    original && !original.autoPlaced
      ? freeSpot(drawn(session), { x: original.position.x + NODE_WIDTH + 40, y: original.position.y })
      : undefined
  // The copy gets a client-chosen id and is in the state at once: select it right away.
  const { added } = executeAdding(session, copyBlock({ unique_question_id: id, ...(position ? { position } : {}) }))
  if (added) focusBlock(session.ui, added)
  return added
}
