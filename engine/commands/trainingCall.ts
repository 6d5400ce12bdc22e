import { EngineError } from '../EngineError'
import type { HistoryEntry } from '../history/HistoryEntry'
import type { TransportCall } from '../sync/Transport'
import type { TrainingExample } from '../model/trainingExample'
import { trainingValues } from './trainingExamples'

export const trainingBlockPath = (surveyId: string, blockId: string) =>
  `/api/surveys/${encodeURIComponent(surveyId)}/training/${encodeURIComponent(blockId)}`

/**
 * The engine/api/training.ts call for a training entry. Every command changes one kind of thing
 * (adds, deletes or edits), and so does its undo. Ids are the engine's: a server id as text, or a
 * client id of an example not saved before; `withTrainingIds` turns them into server ids.
 */
export function trainingCall(surveyId: string, entry: HistoryEntry): TransportCall {
  const before = trainingValues(entry.old_value)
  const after = trainingValues(entry.new_value)
  const beforeIds = new Set(before.map((e) => e.id))
  const afterIds = new Set(after.map((e) => e.id))
  const added = after.filter((e) => !beforeIds.has(e.id))
  const removed = before.filter((e) => !afterIds.has(e.id))
  const changed = after.filter((e) => beforeIds.has(e.id))
  const base = trainingBlockPath(surveyId, entry.unique_question_id ?? '')
  const text = (e: TrainingExample) => ({ handle: e.handle, text: e.text })
  if (added.length > 0 && removed.length === 0 && changed.length === 0) {
    return {
      method: 'POST',
      path: `${base}/examples`,
      body: { examples: added.map((e) => ({ id: e.id, ...text(e) })) },
    }
  }
  if (removed.length > 0 && added.length === 0 && changed.length === 0) {
    return { method: 'POST', path: `${base}/examples/delete`, body: { ids: removed.map((e) => e.id) } }
  }
  const [edited] = changed
  if (edited && changed.length === 1 && added.length === 0 && removed.length === 0) {
    return { method: 'PUT', path: `${base}/examples/${encodeURIComponent(edited.id)}`, body: text(edited) }
  }
  throw new EngineError('invalid_input', 'Unbekannte Änderung der Trainingsbeispiele.')
}
