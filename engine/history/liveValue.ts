import { connectionKey } from '../model/connection'
import type { EditorState } from '../model/editorState'
import { sameValue } from '../model/sameValue'
import { liveTraining } from '../commands/trainingExamples'
import { TYPED_CHANGES } from './history'
import type { HistoryEntry } from './HistoryEntry'
import { isPositionsEntry, livePositions, positionIds } from './positionsEntry'
import { isEndBlocksEntry, rebasedEndBlocks } from './rebasedEndBlocks'

/**
 * The value that the place an entry edits holds right now. Undo records it as the redo value
 * (the Figma/Excalidraw rule), so redo restores exactly what undo took away.
 */
export function liveValue(state: EditorState, entry: HistoryEntry): unknown {
  switch (entry.type) {
    case 'blocks': {
      if (isPositionsEntry(entry)) return livePositions(state, positionIds(entry))
      const block = state.blocks.get(entry.unique_question_id ?? '')
      if (entry.change === 'order') return block ? block.order : undefined
      if (entry.change === 'create' || entry.change === 'delete') return block ?? null
      return block ? (block as Record<string, unknown>)[entry.key ?? ''] : undefined
    }
    case 'settings':
      if (entry.key === 'survey_list_isEnd')
        return state.blocks
          .values()
          .filter((b) => b.is_end)
          .map((b) => b.unique_question_id)
      return (state.survey as Record<string, unknown>)[entry.key ?? '']
    case 'gpt_exit_conditions':
      return state.exitConditions.find((c) => c.id === entry.key) ?? null
    case 'structure':
      return state.connections.find((c) => connectionKey(c) === entry.key) ?? null
    case 'triggers':
      return state.triggers.find((t) => t.id === entry.key) ?? null
    case 'training':
      return liveTraining(state, entry)
  }
}

/** The entry as it stands now: its `new_value` read from the live state. */
export function refreshFromLive(state: EditorState, entry: HistoryEntry): HistoryEntry {
  return { ...entry, new_value: liveValue(state, entry) }
}

/** Whether the thing an entry edits is there at all (a block, condition, jump or trigger). */
export function targetExists(state: EditorState, entry: HistoryEntry): boolean {
  switch (entry.type) {
    case 'blocks':
      if (isPositionsEntry(entry)) return positionIds(entry).every((id) => state.blocks.has(id))
      return state.blocks.has(entry.unique_question_id ?? '')
    case 'settings':
      return true
    default:
      return liveValue(state, entry) !== null
  }
}

/** Changes that set one value (what typing changes, and a block's place): the only ones whose `old_value` a rebase may rewrite. */
const VALUE_CHANGES: ReadonlySet<string> = new Set([...TYPED_CHANGES, 'order'])

/**
 * The entry with `old_value` read from the state it is now applied on, after a reload brought
 * another editor's edits underneath it: its undo then restores their value, not the one this
 * editor saw before (docs/reliability/concurrent-editors.md); an end-block list also merges its
 * new value. Returns the same object when nothing differs or the target is gone (then the entry
 * no longer applies anyway).
 */
export function rebasedOnLive(state: EditorState, entry: HistoryEntry): HistoryEntry {
  if (
    !VALUE_CHANGES.has(entry.change) ||
    entry.type === 'training' ||
    entry.type === 'triggers' ||
    !targetExists(state, entry)
  )
    return entry
  const live = liveValue(state, entry)
  if (sameValue(live, entry.old_value)) return entry
  return isEndBlocksEntry(entry) ? rebasedEndBlocks(state, entry, live as string[]) : { ...entry, old_value: live }
}
