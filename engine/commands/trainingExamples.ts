import { EngineError } from '../EngineError'
import type { TrainingExample } from '../model/trainingExample'
import type { EditorState } from '../model/editorState'
import type { HistoryEntry } from '../history/HistoryEntry'

export const examplesOf = (state: EditorState): readonly TrainingExample[] => state.trainingExamples ?? []

/**
 * A training entry's values are lists of examples: applying removes `old_value`'s examples and
 * puts `new_value`'s in. Add, edit, delete and an import of many are all that one diff, so undo
 * (swap old and new) needs nothing per command.
 */
export function trainingValues(value: unknown): TrainingExample[] {
  if (!Array.isArray(value)) throw new EngineError('invalid_input', 'Trainingsbeispiele fehlen.')
  return value as TrainingExample[]
}

export function applyTraining(state: EditorState, entry: HistoryEntry): EditorState {
  const removed = new Set(trainingValues(entry.old_value).map((e) => e.id))
  const added = new Map(trainingValues(entry.new_value).map((e) => [e.id, e]))
  for (const example of added.values()) {
    if (!state.blocks.has(example.unique_question_id))
      throw new EngineError('block_not_found', `Block ${example.unique_question_id} existiert nicht.`)
  }
  const current = examplesOf(state)
  const kept = current.filter((e) => !removed.has(e.id) || added.has(e.id)).map((e) => added.get(e.id) ?? e)
  const present = new Set(kept.map((e) => e.id))
  const appended = [...added.values()].filter((e) => !present.has(e.id))
  return { ...state, trainingExamples: [...kept, ...appended] }
}

/** What the examples an entry names look like now (liveValue, for redo after undo). */
export function liveTraining(state: EditorState, entry: HistoryEntry): TrainingExample[] {
  const ids = new Set([...trainingValues(entry.old_value), ...trainingValues(entry.new_value)].map((e) => e.id))
  return examplesOf(state).filter((e) => ids.has(e.id))
}
