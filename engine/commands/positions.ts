import { z } from 'zod'
import { MAX_POSITIONS, PositionMap } from '../api/editing'
import { EngineError } from '../EngineError'
import { layoutInput } from '../graph/createGraphDeriver'
import { LAYOUT_DIRECTIONS, type LayoutDirection, layoutGraph } from '../graph/layoutGraph'
import { samePosition } from '../changes/positions'
import type { EditorState } from '../model/editorState'
import { type Edit, defineCommand } from './defineCommand'

const countLabel = (n: number) => (n === 1 ? '1 Block' : `${n} Blöcke`)

/** One change for all moved blocks, so auto-layout (or a group drag) is one undo step. */
function positionsEdit(state: EditorState, positions: PositionMap, title: string): Edit {
  const before: PositionMap = {}
  for (const id of Object.keys(positions)) {
    const block = state.blocks.get(id)
    if (!block) throw new EngineError('block_not_found', `Block ${id} existiert nicht.`)
    before[id] = block.position
  }
  return {
    change: { kind: 'positions', before, after: positions },
    title,
    subtitle: countLabel(Object.keys(positions).length),
  }
}

export const setPositions = defineCommand(
  'setPositions',
  z.object({ positions: PositionMap }),
  (state, { positions }) => {
    if (Object.keys(positions).length === 0) throw new EngineError('invalid_input', 'Keine Positionen angegeben.')
    return positionsEdit(state, positions, 'Blöcke angeordnet')
  },
)

/**
 * Pins every block where the canvas layout puts it. A block without a stored position is
 * pinned too: it shows at the layout position now, but would drift on the next structural edit.
 */
const arrange = defineCommand(
  'arrangeBlocks',
  z.object({ direction: z.enum(LAYOUT_DIRECTIONS).optional() }),
  (state, { direction }) => {
    const layout = layoutGraph(layoutInput(state), direction)
    const positions: PositionMap = {}
    for (const block of state.blocks.values()) {
      const target = layout.get(block.unique_question_id)
      if (target && !samePosition(block.position, target)) positions[block.unique_question_id] = target
    }
    const n = Object.keys(positions).length
    if (n === 0) throw new EngineError('invalid_input', 'Die Blöcke sind bereits angeordnet.')
    // The server takes at most this many in one call; a larger edit could never be saved.
    if (n > MAX_POSITIONS)
      throw new EngineError('invalid_input', `Höchstens ${MAX_POSITIONS} Blöcke lassen sich auf einmal anordnen.`)
    return positionsEdit(state, positions, 'Automatisch angeordnet')
  },
)

/** The layout follows from the dialog and the direction alone (default: top to bottom). */
export const arrangeBlocks = (direction?: LayoutDirection) => arrange(direction ? { direction } : {})
