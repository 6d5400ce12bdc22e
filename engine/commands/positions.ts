import { z } from 'zod'
import { MAX_POSITIONS, PositionMap } from '../api/editing'
import { EngineError } from '../EngineError'
import { layoutInput } from '../graph/createGraphDeriver'
import { layoutGraph } from '../graph/layoutGraph'
import type { HistoryEntry } from '../history/HistoryEntry'
import { POSITIONS_KEY, samePosition } from '../history/positionsEntry'
import type { EditorState } from '../model/editorState'
import { type CommandContext, defineCommand } from './defineCommand'

const countLabel = (n: number) => (n === 1 ? '1 Block' : `${n} Blöcke`)

/** One entry for all moved blocks, so auto-layout (or a group drag) is one undo step. */
function positionsEntry(state: EditorState, positions: PositionMap, ctx: CommandContext, title: string): HistoryEntry {
  const old_value: PositionMap = {}
  for (const id of Object.keys(positions)) {
    const block = state.blocks.get(id)
    if (!block) throw new EngineError('block_not_found', `Block ${id} existiert nicht.`)
    old_value[id] = block.position
  }
  const n = Object.keys(positions).length
  return {
    type: 'blocks',
    change: 'update',
    unique_question_id: null,
    key: POSITIONS_KEY,
    old_value,
    new_value: positions,
    time: ctx.now(),
    title,
    subtitle: countLabel(n),
  }
}

export const setPositions = defineCommand(
  'setPositions',
  z.object({ positions: PositionMap }),
  (state, { positions }, ctx) => {
    if (Object.keys(positions).length === 0) throw new EngineError('invalid_input', 'Keine Positionen angegeben.')
    return positionsEntry(state, positions, ctx, 'Blöcke angeordnet')
  },
)

/**
 * Pins every block where the canvas layout puts it. A block without a stored position is
 * pinned too: it shows at the layout position now, but would drift on the next structural edit.
 */
const arrange = defineCommand('arrangeBlocks', z.object({}), (state, _input, ctx) => {
  const layout = layoutGraph(layoutInput(state))
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
  return positionsEntry(state, positions, ctx, 'Automatisch angeordnet')
})

/** No input: the layout follows from the dialog alone. */
export const arrangeBlocks = () => arrange({})
