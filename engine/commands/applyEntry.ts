import { produce } from 'immer'
import { EngineError } from '../EngineError'
import { type Block, withBlockField } from '../model/block'
import { type Connection, connectionKey } from '../model/connection'
import type { EditorState } from '../model/editorState'
import type { ExitCondition } from '../model/exitCondition'
import type { Trigger } from '../model/trigger'
import type { HistoryEntry } from '../history/HistoryEntry'
import { applyTraining } from './trainingExamples'
import { type BlockPositions, isPositionsEntry, samePosition } from '../history/positionsEntry'

function requireBlock(state: EditorState, id: string | null): Block {
  const block = id === null ? undefined : state.blocks.get(id)
  if (!block) throw new EngineError('block_not_found', `Block ${id} existiert nicht.`)
  return block
}

/** All named blocks must exist, so an entry applies whole or not at all, as on the server. */
function applyPositions(state: EditorState, entry: HistoryEntry): EditorState {
  const positions = entry.new_value as BlockPositions | undefined
  if (typeof positions !== 'object' || positions === null) throw new EngineError('invalid_input', 'Positionen fehlen.')
  for (const id of Object.keys(positions)) requireBlock(state, id)
  const blocks = state.blocks.map((block) => {
    const id = block.unique_question_id
    if (!Object.hasOwn(positions, id)) return block
    const position = positions[id] ?? null
    return samePosition(block.position, position) ? block : withBlockField(block, 'position', position)
  })
  return { ...state, blocks }
}

function applyBlocks(state: EditorState, entry: HistoryEntry): EditorState {
  const id = entry.unique_question_id
  switch (entry.change) {
    case 'create': {
      const block = entry.new_value as Block
      if (state.blocks.has(block.unique_question_id))
        throw new EngineError('block_exists', `Block ${block.unique_question_id} existiert bereits.`)
      return { ...state, blocks: state.blocks.insert(block, block.order) }
    }
    case 'delete':
      requireBlock(state, id)
      return { ...state, blocks: state.blocks.remove(id as string) }
    case 'update': {
      if (isPositionsEntry(entry)) return applyPositions(state, entry)
      // The hot path (typing): one new block object, every other block keeps its identity.
      const block = requireBlock(state, id)
      if (entry.key === null) throw new EngineError('invalid_input', 'Feld fehlt.')
      return { ...state, blocks: state.blocks.replace(withBlockField(block, entry.key, entry.new_value)) }
    }
    case 'order': {
      // Moves store positions, not the whole order, so history memory follows the change.
      requireBlock(state, id)
      const to = entry.new_value
      if (typeof to !== 'number' || !Number.isInteger(to) || to < 0)
        throw new EngineError('invalid_input', 'Ungültige Zielposition.')
      // A position past the end means "last", as BlockTable.insert and the server clamp. It
      // happens to the undo of a move recorded while blocks existed that a failed sync later
      // rolled back: the block goes back as far as it still can instead of undo failing.
      return { ...state, blocks: state.blocks.move(id as string, Math.min(to, state.blocks.size - 1)) }
    }
    default:
      throw new EngineError('invalid_input', `Unbekannte Änderung ${entry.change}.`)
  }
}

function applySettings(state: EditorState, entry: HistoryEntry): EditorState {
  if (entry.key === 'survey_list_isEnd') {
    const ends = new Set(entry.new_value as string[])
    const blocks = state.blocks.map((b) =>
      b.is_end === ends.has(b.unique_question_id) ? b : { ...b, is_end: !b.is_end },
    )
    return { ...state, blocks }
  }
  if (entry.key === null) throw new EngineError('invalid_input', 'Einstellung fehlt.')
  return { ...state, survey: { ...state.survey, [entry.key]: entry.new_value } }
}

/** Create/update/delete of an item in a list, keyed by `keyOf`. */
function applyListItem<T>(
  list: readonly T[],
  entry: HistoryEntry,
  keyOf: (item: T) => string,
  notFound: () => EngineError,
): T[] {
  return produce(list as T[], (draft) => {
    const index = (draft as T[]).findIndex((item) => keyOf(item) === entry.key)
    if (entry.change === 'create') {
      if (index >= 0) draft.splice(index, 1, entry.new_value as never)
      else draft.push(entry.new_value as never)
      return
    }
    if (index < 0) throw notFound()
    if (entry.change === 'delete') draft.splice(index, 1)
    else draft.splice(index, 1, entry.new_value as never)
  })
}

/** Applies one diff to the state. Pure: returns a new state or throws an EngineError. */
export function applyEntry(state: EditorState, entry: HistoryEntry): EditorState {
  switch (entry.type) {
    case 'blocks':
      return applyBlocks(state, entry)
    case 'settings':
      return applySettings(state, entry)
    case 'gpt_exit_conditions':
      return {
        ...state,
        exitConditions: applyListItem(
          state.exitConditions as ExitCondition[],
          entry,
          (c) => c.id,
          () => new EngineError('condition_not_found', 'KI-Endbedingung existiert nicht.'),
        ),
      }
    case 'structure':
      return {
        ...state,
        connections: applyListItem(
          state.connections as Connection[],
          entry,
          connectionKey,
          () => new EngineError('connection_not_found', 'Sprung existiert nicht.'),
        ),
      }
    case 'triggers':
      return {
        ...state,
        triggers: applyListItem(
          state.triggers as Trigger[],
          entry,
          (t) => t.id,
          () => new EngineError('trigger_not_found', 'Trigger existiert nicht.'),
        ),
      }
    case 'training':
      return applyTraining(state, entry)
  }
}
