import type { Position } from '../model/block'
import type { EditorState } from '../model/editorState'
import type { HistoryEntry } from './HistoryEntry'

/**
 * A `blocks` / `update` entry with key 'positions' and no `unique_question_id` sets the canvas
 * position of many blocks at once (setPositions, arrangeBlocks); old and new value map block
 * ids to positions. Shared here because apply, undo, merge and sync all must recognise it.
 */
export const POSITIONS_KEY = 'positions'

export type BlockPositions = Record<string, Position | null>

export const isPositionsEntry = (entry: HistoryEntry) =>
  entry.type === 'blocks' && entry.key === POSITIONS_KEY && entry.unique_question_id === null

export const samePosition = (a: Position | null, b: Position | null) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y)

/** The named blocks' positions now; undefined when one is gone, as a single-block update does. */
export function livePositions(state: EditorState, ids: readonly string[]): BlockPositions | undefined {
  const live: BlockPositions = {}
  for (const id of ids) {
    const block = state.blocks.get(id)
    if (!block) return undefined
    live[id] = block.position
  }
  return live
}

/** The ids an entry names (its old and new value name the same ones). */
export const positionIds = (entry: HistoryEntry): string[] =>
  Object.keys((entry.old_value ?? entry.new_value ?? {}) as object)
